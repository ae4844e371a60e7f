// First: the harness puts fetch and web streams in place before the app's modules load.
import { ORG, SELLER_ID, organization, renderWithStore, serve } from './portal-harness';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductHistoryEntry, ProductView } from '@consign/contracts';
import { organizationApi } from '../src/api/organization.api';
import { ProductsTab } from '../src/components/ProductsTab';
import { ExpiringSoonCard } from '../src/features/portal/ExpiringSoonCard';
import { PortalProducts } from '../src/features/portal/PortalTabs';

const COAT: ProductView = {
  id: '0195f3a0-0000-7000-8000-000000000001',
  sku: 12,
  skuPadded: '000012',
  name: 'Long wool coat with a belt and deep pockets, navy',
  status: 'active',
  brand: { slug: 'holzweiler', name: 'Holzweiler' },
  size: { slug: 'm', name: 'M' },
  category: { name: 'Coat' },
  color: { name: 'Navy' },
  material: { name: 'Wool' },
  seller: { id: SELLER_ID, fullName: 'Sara Seller' },
  store: { id: 'store-1', name: 'Grünerløkka' },
  price: 950,
  attractiveness: 'high',
  consignmentSplit: 0.6,
  expiringAt: '2026-12-31T00:00:00.000Z',
  media: [
    { filename: 'a.webp', type: 'image/webp', url: '/a.webp' },
    { filename: 'b.webp', type: 'image/webp', url: '/b.webp' },
  ],
  storeOwned: false,
  donatedBySeller: null,
  purchasedFromSeller: null,
  meta: {
    created: '2026-11-01T10:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    expiringAt: '2026-12-31T00:00:00.000Z',
    soldAt: null,
    donatedAt: null,
    pickUpAt: null,
  },
};

const HISTORY: ProductHistoryEntry[] = [
  { at: '2026-11-01T10:00:00.000Z', type: 'received', to: 'active', by: 'staff' },
  { at: '2026-11-01T10:00:00.000Z', type: 'listed', to: 'active', by: 'staff' },
  { at: '2026-11-15T10:00:00.000Z', type: 'markdown', from: 1200, to: 950, by: 'system' },
];

const historyPath = (id: string) => `GET /api/${ORG}/products/${id}/history`;
const organizationPath = `GET /api/${ORG}/organizations`;
/** The demo organization with its seller-experience switch 'Show the listed price' on or off. */
const withListedPrice = (showListedPrice: boolean) => ({
  body: {
    data: organization({ sellerExperience: { ...organization().sellerExperience, showListedPrice } }, { showListedPrice }),
  },
});

async function openItem(
  product: ProductView,
  history: { status?: number; body?: unknown } = { body: { data: HISTORY } },
  showListedPrice = true,
) {
  const api = serve({ [historyPath(product.id)]: history, [organizationPath]: withListedPrice(showListedPrice) });
  const { store } = renderWithStore(<PortalProducts products={[product]} currency="NOK" />);
  fireEvent.click(screen.getByRole('button', { name: new RegExp(product.skuPadded) }));
  const sheet = await screen.findByRole('dialog');
  return { api, sheet, store };
}

test('a row opens the item: photos, details, listed price, the consignor share in money, store, dates and status in words', async () => {
  const { sheet } = await openItem(COAT);
  await within(sheet).findByText('Listed price');
  expect(within(sheet).getByText(COAT.name)).toBeInTheDocument();
  expect(within(sheet).getByRole('img', { name: `${COAT.name}, photo 2 of 2` })).toHaveAttribute('src', '/b.webp');
  const row = (label: string) => within(sheet).getByText(label).closest('tr')!.textContent;
  expect(row('Listed price')).toMatch(/NOK\s950\.00/);
  expect(row('Your share')).toMatch(/NOK\s570\.00/);
  expect(row('Store')).toContain('Grünerløkka');
  expect(row('Brand')).toContain('Holzweiler');
  expect(row('Size')).toContain('M');
  expect(row('Colour')).toContain('Navy');
  expect(row('Material')).toContain('Wool');
  expect(row('Category')).toContain('Coat');
  expect(row('Condition')).toContain('High');
  expect(row('Handed in')).toContain('1 Nov 2026');
  expect(row('Expires')).toContain('31 Dec 2026');
  expect(within(sheet).getByText('For sale in the store.')).toBeInTheDocument();
});

test("with 'Show the listed price' on, each product row shows its listed price beside the consignor's share", async () => {
  serve({ [organizationPath]: withListedPrice(true) });
  renderWithStore(<PortalProducts products={[COAT]} currency="NOK" />);
  const row = screen.getByRole('button', { name: /000012/ });
  await waitFor(() => expect(row).toHaveTextContent(/NOK\s950\.00 · Your share NOK\s570\.00/));
});

test("with 'Show the listed price' off, the portal hides the listed price: not on the row, not on the item page, not in the history's markdowns", async () => {
  const { sheet, store } = await openItem(COAT, undefined, false);
  // The switch is read from the organization: check once it has arrived, not before.
  await waitFor(() => expect(organizationApi.endpoints.getOrganization.select()(store.getState()).data).toBeDefined());
  const lines = within(await within(sheet).findByRole('list', { name: 'History' })).getAllByRole('listitem');
  const row = screen.getByRole('button', { name: /000012/ });
  expect(row).toHaveTextContent(/Your share NOK\s570\.00/);
  expect(row).not.toHaveTextContent(/950/);
  expect(within(sheet).queryByText('Listed price')).not.toBeInTheDocument();
  expect(within(sheet).getByText('Your share').closest('tr')!.textContent).toMatch(/NOK\s570\.00/);
  expect(lines.map((l) => l.textContent)).toEqual([
    expect.stringMatching(/^Received by the store1 Nov 2026$/),
    expect.stringMatching(/^Put on sale by the store1 Nov 2026$/),
    expect.stringMatching(/^Marked down by schedule15 Nov 2026$/),
  ]);
  expect(sheet).not.toHaveTextContent(/950|1\s200/);
});

test("the staff products tab (no showPrice) shows the listed price whatever the consignors' switch says", async () => {
  serve({ [organizationPath]: withListedPrice(false) });
  renderWithStore(<ProductsTab source={{ products: [COAT] }} currency="NOK" onOpen={() => undefined} />);
  expect(screen.getByRole('button', { name: /000012/ })).toHaveTextContent(/NOK\s950\.00/);
});

test('the history lists each line in words with who made it, prices in money', async () => {
  const { sheet } = await openItem(COAT);
  const lines = within(await within(sheet).findByRole('list', { name: 'History' })).getAllByRole('listitem');
  expect(lines.map((l) => l.textContent)).toEqual([
    expect.stringMatching(/^Received by the store1 Nov 2026$/),
    expect.stringMatching(/^Put on sale by the store1 Nov 2026$/),
    expect.stringMatching(/^Marked down NOK\s1,200\.00 → NOK\s950\.00 by schedule15 Nov 2026$/),
  ]);
});

test("a sold item's history says when its share was paid out and how much, also with the listed price hidden", async () => {
  const sold: ProductView = { ...COAT, status: 'sold', meta: { ...COAT.meta, soldAt: '2026-11-20T10:00:00.000Z' } };
  const history: ProductHistoryEntry[] = [
    ...HISTORY.slice(0, 2),
    { at: '2026-11-20T10:00:00.000Z', type: 'sold', from: 'active', to: 950, by: 'staff' },
    { at: '2026-11-27T10:00:00.000Z', type: 'paid_out', to: 570, by: 'staff' },
  ];
  const { sheet, store } = await openItem(sold, { body: { data: history } }, false);
  await waitFor(() => expect(organizationApi.endpoints.getOrganization.select()(store.getState()).data).toBeDefined());
  const lines = within(await within(sheet).findByRole('list', { name: 'History' })).getAllByRole('listitem');
  expect(lines.at(-1)!.textContent).toMatch(/^Paid out NOK\s570\.00 by the store27 Nov 2026$/);
});

test("'Pick-up' says where to collect the item and by when (14 days after it was set)", async () => {
  const { sheet } = await openItem({ ...COAT, status: 'pick-up', meta: { ...COAT.meta, pickUpAt: '2026-11-20T10:00:00.000Z' } });
  expect(within(sheet).getByText(/Ready for you to collect at Grünerløkka\. Please come by before 4 Dec 2026/)).toBeInTheDocument();
  expect(within(sheet).queryByText('Expires')).not.toBeInTheDocument();
});

test('a failed history says so; an item without photos says it has none', async () => {
  const { sheet } = await openItem({ ...COAT, media: [] }, { status: 500, body: { message: 'down' } });
  expect(await within(sheet).findByText('Could not load the history of this item.')).toBeInTheDocument();
  expect(within(sheet).getByText('No photos yet')).toBeInTheDocument();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

test("'Expiring soon' lists the items for sale within the notice period; reprice refuses a higher price, asks first and sends the lower one", async () => {
  let price = COAT.price;
  const soon = { ...COAT, expiringAt: inDays(3) };
  const api = serve({
    [historyPath(COAT.id)]: { body: { data: HISTORY } },
    [`POST /api/${ORG}/products/${COAT.id}/expiry-decision`]: (call) => {
      price = (call.body as { price: number }).price;
      return { body: { data: { ...soon, price } } };
    },
  });
  const later = { ...COAT, id: '0195f3a0-0000-7000-8000-000000000002', name: 'Summer dress', expiringAt: inDays(30) };
  renderWithStore(<ExpiringSoonCard products={[soon, later]} currency="NOK" noticeDays={7} />);
  const card = screen.getByRole('list', { name: 'Expiring soon' });
  expect(within(card).queryByText('Summer dress')).not.toBeInTheDocument();
  fireEvent.click(within(card).getByRole('button', { name: /Long wool coat/ }));
  const sheet = await screen.findByRole('dialog');
  fireEvent.click(within(sheet).getByRole('button', { name: 'Lower the price' }));
  const input = within(sheet).getByLabelText('New price');
  fireEvent.change(input, { target: { value: '1000' } });
  fireEvent.submit(within(sheet).getByRole('form', { name: 'Lower the price' }));
  expect(await within(sheet).findByText('The new price must be lower than the current price')).toBeInTheDocument();
  fireEvent.change(input, { target: { value: '799,50' } });
  fireEvent.submit(within(sheet).getByRole('form', { name: 'Lower the price' }));
  const confirm = await screen.findByText(/From NOK\s950\.00 to NOK\s799\.50/);
  expect(api.find('POST', `/api/${ORG}/products/${COAT.id}/expiry-decision`)).toHaveLength(0);
  fireEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Lower the price' }));
  expect(await screen.findByText('Your decision is saved')).toBeInTheDocument();
  expect(api.find('POST', `/api/${ORG}/products/${COAT.id}/expiry-decision`)[0]!.body).toEqual({ action: 'reprice', price: 799.5 });
});

test('a second extend refused by the server is shown with its message', async () => {
  serve({
    [historyPath(COAT.id)]: { body: { data: HISTORY } },
    [`POST /api/${ORG}/products/${COAT.id}/expiry-decision`]: {
      status: 422,
      body: { message: 'This item has already been extended once' },
    },
  });
  renderWithStore(<ExpiringSoonCard products={[{ ...COAT, expiringAt: inDays(1) }]} currency="NOK" noticeDays={7} />);
  fireEvent.click(screen.getByRole('button', { name: /Long wool coat/ }));
  const sheet = await screen.findByRole('dialog');
  fireEvent.click(within(sheet).getByRole('button', { name: 'Extend' }));
  const ask = await screen.findByText(/You can extend an item once/);
  fireEvent.click(within(ask.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Extend' }));
  expect(await screen.findByText('This item has already been extended once')).toBeInTheDocument();
});

test("the item page says what similar items sold for and how fast, and nothing when the shop's sales say too little", async () => {
  serve({
    [historyPath(COAT.id)]: { body: { data: HISTORY } },
    [`GET /api/${ORG}/products/${COAT.id}/guidance`]: { body: { data: { low: 800, high: 1100, days: 9, sales: 12 } } },
  });
  const first = renderWithStore(<PortalProducts products={[COAT]} currency="NOK" />);
  fireEvent.click(screen.getByRole('button', { name: /000012/ }));
  expect(await screen.findByText(/^Similar items sold for NOK\s800\.00–NOK\s1,100\.00 in about 9 days\.$/)).toBeInTheDocument();
  first.unmount();

  serve({
    [historyPath(COAT.id)]: { body: { data: HISTORY } },
    [`GET /api/${ORG}/products/${COAT.id}/guidance`]: { body: { data: null } },
  });
  renderWithStore(<PortalProducts products={[COAT]} currency="NOK" />);
  fireEvent.click(screen.getByRole('button', { name: /000012/ }));
  await screen.findByRole('list', { name: 'History' });
  expect(screen.queryByText(/Similar items sold/)).not.toBeInTheDocument();
});
