// The harness first: it puts fetch and the encoders in place before the app modules load.
import { makeStaffStore, renderStaff, serve } from './staff-harness';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type DeliveryView, type ProductView } from '@consign/contracts';
import DashboardPage, { startOfWeek } from '../src/features/dashboard/DashboardPage';
import DeliverySheet from '../src/features/deliveries/DeliverySheet';
import { helpTopics } from '../src/features/help/HelpPage';
import { ProductForm } from '../src/features/products/ProductForm';
import ProductsPage from '../src/features/products/ProductsPage';
import SellersPage from '../src/features/sellers/SellersPage';
import type { SheetEntry } from '../src/sheets/sheets.slice';
import { ORGANIZATION } from './backoffice-fixtures';

function delivery(id: string, at: string): DeliveryView {
  return {
    id,
    at,
    endsAt: at,
    status: 'confirmed',
    deleted: false,
    expiresAt: null,
    sequence: 0,
    seller: { id: `s-${id}`, email: `${id}@demo.test`, name: `Seller ${id}`, accountNumber: 2 },
    store: {
      id: 'store-1',
      name: 'Oslo',
      address_line_1: '',
      address_zip: '',
      address_city: '',
      address_country: 'NO',
      stores_config_deliveries: { slot_length: 30, slot_buffer: 0 },
    },
    org: { name: 'Demo', slug: 'demo' },
    products: [],
  };
}

test("the products page shows loading, not 'No products found' and zero counts, before its data", async () => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  serve({
    'GET /api/demo/organizations': { body: { data: ORGANIZATION } },
    'GET /api/demo/products': { body: { data: [], pagination: { count: 0, countsByStatus: { sold: 0 } } } },
  });
  const reply = globalThis.fetch;
  globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
    await answered;
    return reply(...args);
  }) as typeof fetch;
  renderStaff(<ProductsPage />);
  const chips = await screen.findByRole('group', { name: 'Status filter' });
  expect(within(chips).getByText(/^Sold/).textContent).toBe('Sold ');
  expect(screen.queryByText(MESSAGES.empty.noProducts)).not.toBeInTheDocument();
  answer();
  expect(await screen.findByText(MESSAGES.empty.noProducts)).toBeInTheDocument();
  await waitFor(() => expect(within(chips).getByText(/^Sold/).textContent).toBe('Sold 0'));
});

test("the dashboard lists today's deliveries by time", async () => {
  serve({
    'GET /api/demo/organizations': { body: { data: ORGANIZATION } },
    'GET /api/demo/deliveries': {
      body: { data: [delivery('late', '2026-11-25T15:30:00.000Z'), delivery('early', '2026-11-25T15:00:00.000Z')] },
    },
  });
  renderStaff(<DashboardPage />);
  const early = await screen.findByText('Seller early');
  const late = screen.getByText('Seller late');
  expect(early.compareDocumentPosition(late) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test("the dashboard's 'Sold this week' is the server's count of products sold since Monday, not a count of rows", async () => {
  const server = serve({
    'GET /api/demo/organizations': { body: { data: ORGANIZATION } },
    'GET /api/demo/deliveries': { body: { data: [] } },
    // One row answered, as asked; the count is of every product sold since Monday.
    'GET /api/demo/products': { body: { data: [], pagination: { count: 1234, countsByStatus: { sold: 1234 } } } },
  });
  renderStaff(<DashboardPage />);
  const tile = (await screen.findByText('Sold this week')).closest('.ant-card') as HTMLElement;
  await waitFor(() => expect(within(tile).getByText('1,234')).toBeInTheDocument());
  const asked = server.calls.find((c) => c.path === '/api/demo/products' && c.query.get('soldFrom'))!;
  expect(new Date(asked.query.get('soldFrom')!).getTime()).toBe(startOfWeek().getTime());
  expect([asked.query.get('filters[status.in]'), asked.query.get('take')]).toEqual(['sold', '1']);
});

test("the day's delivery list writes its day as the timeline does ('Wed 25 Nov 2026')", async () => {
  serve({ 'GET /api/demo/deliveries': { body: { data: [] } } });
  const entry: SheetEntry = { type: 'delivery', mode: 'view', params: { list: 'day', date: '2026-11-25' } };
  renderStaff(<DeliverySheet entry={entry} index={0} />, { store: makeStaffStore([entry]) });
  expect(await screen.findByText('Deliveries Wed 25 Nov 2026')).toBeInTheDocument();
});

test('Help names the buttons as the pages label them', async () => {
  serve({ 'GET /api/demo/organizations': { body: { data: ORGANIZATION } } });
  const pressed = (topic: string) =>
    /press ([A-Z][\w ]+?)[.,]/.exec(
      helpTopics()
        .find((t) => t.title === topic)!
        .steps.join(' '),
    )![1]!;
  const sellers = renderStaff(<SellersPage />);
  // An icon button's name starts with the icon's ('plus New seller').
  expect(await screen.findByRole('button', { name: new RegExp(`(^| )${pressed('Register a seller')}$`) })).toBeInTheDocument();
  sellers.unmount();
  renderStaff(<ProductsPage />);
  expect(await screen.findByRole('button', { name: new RegExp(`(^| )${pressed('Take in products')}$`) })).toBeInTheDocument();
});

test("product edit shows the product's photos; a photo can be moved and removed", async () => {
  const id = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
  const server = serve({
    'GET /api/demo/products/config': { body: { data: { brands: [], sizes: [], categories: [], colors: [], materials: [] } } },
    [`DELETE /api/demo/products/${id}/media/b.jpg`]: { status: 204 },
    [`PUT /api/demo/products/${id}/media/order`]: { body: { data: {} } },
  });
  const now = new Date().toISOString();
  const product: ProductView = {
    id,
    sku: 7,
    skuPadded: '000007',
    name: 'Wool coat',
    status: 'active',
    brand: null,
    size: null,
    category: null,
    color: null,
    material: null,
    seller: { id: 's-1', fullName: 'Kari Hansen' },
    store: { id: 'store-1', name: 'Oslo' },
    price: 100,
    attractiveness: 'medium',
    consignmentSplit: 0.5,
    expiringAt: new Date(Date.now() + 86_400_000).toISOString(),
    media: [
      { filename: 'a.jpg', type: 'image/jpeg', url: '/full_a.jpg', thumbnailUrl: '/thumbnail_a.jpg' },
      { filename: 'b.jpg', type: 'image/jpeg', url: '/full_b.jpg', thumbnailUrl: '/thumbnail_b.jpg' },
    ],
    storeOwned: false,
    donatedBySeller: null,
    purchasedFromSeller: null,
    meta: { created: now, createdAt: now, updatedAt: now, expiringAt: now, soldAt: null, donatedAt: null, pickUpAt: null },
  } as ProductView;
  renderStaff(<ProductForm product={product} />);
  const photos = screen.getByRole('list', { name: 'Current photos' });
  expect(within(photos).getByAltText('Photo 1 of Wool coat')).toHaveAttribute('src', '/thumbnail_a.jpg');
  expect(within(photos).getByAltText('Photo 2 of Wool coat')).toHaveAttribute('src', '/thumbnail_b.jpg');
  fireEvent.click(within(photos).getByRole('button', { name: 'Move photo 2 earlier' }));
  await waitFor(() =>
    expect(server.find('PUT', `/api/demo/products/${id}/media/order`)[0]?.body).toEqual({ filenames: ['b.jpg', 'a.jpg'] }),
  );
  expect(within(photos).getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
  fireEvent.click(within(photos).getByRole('button', { name: 'Remove photo 2' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(server.find('DELETE', `/api/demo/products/${id}/media/b.jpg`)).toHaveLength(1));
}, 30_000);
