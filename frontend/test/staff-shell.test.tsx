// The harness first: it puts fetch and the encoders in place before the app modules load.
import { SELLER, makeStaffStore, renderStaff, serve, type Call } from './staff-harness';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductView } from '@consign/contracts';
import { useLocation } from 'react-router-dom';
import { SearchPalette } from '../src/features/search/SearchPalette';
import { ProductForm } from '../src/features/products/ProductForm';
import { SheetHost } from '../src/sheets/SheetHost';
// Loaded up front, so the lazy sheet resolves at once instead of racing the timeouts below.
import '../src/features/sellers/SellerSheet';
import { closed, opened } from '../src/sheets/sheets.slice';

const PRODUCT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function Location() {
  return <output data-testid="search">{useLocation().search}</output>;
}

describe('search palette (SPEC §2, §9)', () => {
  test('Ctrl+K opens it; results show the top sellers and products; Enter opens the sheet', async () => {
    const api = serve({
      'POST /api/demo/search': {
        body: [
          { entity_type: 'seller', entity_id: SELLER.id },
          { entity_type: 'product', entity_id: PRODUCT_ID },
        ],
      },
      'GET /api/demo/sellers': { body: { data: [{ id: SELLER.id, fullName: 'Kari Hansen', accountNumberPadded: '00003' }] } },
      'GET /api/demo/products': { body: { data: [{ id: PRODUCT_ID, sku: 7, skuPadded: '000007', name: 'Wool coat', status: 'active' }] } },
    });
    const { store } = renderStaff(<SearchPalette />);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByLabelText('Search');
    fireEvent.change(input, { target: { value: 'kar' } });
    expect(await screen.findByText('Kari Hansen')).toBeInTheDocument();
    expect(screen.getByText('Wool coat')).toBeInTheDocument();
    expect(api.find('POST', '/api/demo/search').map((c) => c.body)).toEqual([{ query: 'kar' }]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: /Wool coat/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(store.getState().sheets.stack).toEqual([{ type: 'seller', id: SELLER.id, mode: 'view' }]);
  });

  test("says 'No results found.' when nothing matches, once the typing has settled", async () => {
    const api = serve({ 'POST /api/demo/search': { body: [] } });
    renderStaff(<SearchPalette />);
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    const input = await screen.findByLabelText('Search');
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.change(input, { target: { value: 'xy' } });
    fireEvent.change(input, { target: { value: 'xyz' } });
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(api.find('POST', '/api/demo/search').map((c) => c.body)).toEqual([{ query: 'xyz' }]);
  });
});

describe('sheet host (SPEC §2, §4, §9)', () => {
  test('the stack is in the URL, and a closed sheet stays 500 ms to slide out', async () => {
    serve({
      [`GET /api/demo/sellers/${SELLER.id}`]: { body: { data: SELLER } },
      'GET /api/demo/products': { body: { data: [], pagination: { count: 0, countsByStatus: {} } } },
    });
    const store = makeStaffStore();
    renderStaff(
      <>
        <SheetHost />
        <Location />
      </>,
      { store, path: '/sellers' },
    );
    act(() => void store.dispatch(opened({ type: 'seller', id: SELLER.id, mode: 'view' })));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(`?sheets=seller.view.${SELLER.id}`));
    const title = () => screen.queryByText('Kari Hansen', { selector: 'h4' });
    await waitFor(() => expect(title()).toBeInTheDocument(), { timeout: 10_000 });
    act(() => void store.dispatch(closed(0)));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^$/));
    expect(title()).toBeInTheDocument();
    await waitFor(() => expect(title()).not.toBeInTheDocument(), { timeout: 2000 });
  }, 30_000);

  test("the seller's Transactions tab shows a sale's fee beside its amount", async () => {
    const line = (name: string, amount: number, fee: number) => ({
      id: crypto.randomUUID(),
      type: 'sale',
      status: 'completed',
      date: '2026-11-20T10:00:00.000Z',
      name,
      amount,
      fee,
    });
    serve({
      [`GET /api/demo/sellers/${SELLER.id}`]: { body: { data: SELLER } },
      'GET /api/demo/products': { body: { data: [], pagination: { count: 0, countsByStatus: {} } } },
      'GET /api/demo/transactions': { body: { data: [line('Wool coat', 115, 35), line('Silk scarf', 50, 0)], pagination: { count: 2 } } },
    });
    renderStaff(<SheetHost />, { path: `/sellers?sheets=seller.view.${SELLER.id}` });
    fireEvent.click(await screen.findByRole('tab', { name: 'Transactions' }, { timeout: 10_000 }));
    const row = (await screen.findByText('Wool coat')).closest('li')!;
    expect(within(row).getByText(/^NOK\s115\.00$/)).toBeInTheDocument();
    expect(within(row).getByText(/^Fee NOK\s35\.00$/)).toBeInTheDocument();
    expect(within(screen.getByText('Silk scarf').closest('li')!).queryByText(/Fee/)).toBeNull();
  }, 30_000);

  test("the seller's Transactions tab reads a long history 20 lines at a time from the server, and says when there are none", async () => {
    const history = Array.from({ length: 30 }, (_, i) => ({
      id: `line-${i + 1}`,
      type: 'sale',
      status: 'completed',
      date: '2026-11-20T10:00:00.000Z',
      name: `Sale ${i + 1}`,
      amount: 10,
      fee: 0,
    }));
    let answer = history;
    const api = serve({
      [`GET /api/demo/sellers/${SELLER.id}`]: { body: { data: SELLER } },
      'GET /api/demo/products': { body: { data: [], pagination: { count: 0, countsByStatus: {} } } },
      'GET /api/demo/transactions': (call: Call) => {
        const skip = Number(call.query.get('skip'));
        return { body: { data: answer.slice(skip, skip + Number(call.query.get('take'))), pagination: { count: answer.length } } };
      },
    });
    const view = renderStaff(<SheetHost />, { path: `/sellers?sheets=seller.view.${SELLER.id}` });
    fireEvent.click(await screen.findByRole('tab', { name: 'Transactions' }, { timeout: 10_000 }));
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.getByText('Sale 21')).toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem')).toHaveLength(10);
    expect(api.find('GET', '/api/demo/transactions').map((c) => Object.fromEntries(c.query))).toEqual([
      { sellerId: SELLER.id, skip: '0', take: '20', includeCount: 'true' },
      { sellerId: SELLER.id, skip: '20', take: '20', includeCount: 'true' },
    ]);
    view.unmount();
    answer = [];
    renderStaff(<SheetHost />, { path: `/sellers?sheets=seller.view.${SELLER.id}` });
    fireEvent.click(await screen.findByRole('tab', { name: 'Transactions' }, { timeout: 10_000 }));
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
  }, 30_000);

  test('a stack in the URL is opened on load', async () => {
    serve({ [`GET /api/demo/sellers/${SELLER.id}`]: { body: { data: SELLER } } });
    const { store } = renderStaff(<SheetHost />, { path: `/sellers?sheets=seller.edit.${SELLER.id}` });
    await waitFor(() => expect(store.getState().sheets.stack).toEqual([{ type: 'seller', id: SELLER.id, mode: 'edit' }]));
  });
});

const CONFIG = {
  brands: [{ id: 'b1', name: 'Acne Studios', slug: 'acne-studios' }],
  sizes: [],
  categories: [{ id: 'c1', name: 'Coats', slug: 'coats' }],
  colors: [],
  materials: [],
};

function activeProduct(): ProductView {
  return {
    id: PRODUCT_ID,
    sku: 7,
    skuPadded: '000007',
    name: 'Wool coat',
    status: 'active',
    brand: null,
    size: null,
    category: null,
    color: null,
    material: null,
    seller: { id: SELLER.id, fullName: 'Kari Hansen' },
    store: { id: 's1', name: 'Main store' },
    price: 100,
    attractiveness: 'medium',
    consignmentSplit: 0.5,
    expiringAt: new Date(Date.now() + 86_400_000).toISOString(),
    media: [],
    storeOwned: false,
    donatedBySeller: null,
    purchasedFromSeller: null,
    meta: {
      created: new Date().toISOString(),
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      expiringAt: new Date().toISOString(),
      soldAt: null,
      donatedAt: null,
      pickUpAt: null,
    },
  } as ProductView;
}

describe('product form (SPEC §4, §5)', () => {
  test("store and seller are required: 'Store is required', 'Seller is required'", async () => {
    serve({ 'GET /api/demo/products/config': { body: { data: CONFIG } } });
    renderStaff(<ProductForm />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Coat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Store is required')).toBeInTheDocument();
    expect(screen.getByText('Seller is required')).toBeInTheDocument();
  });

  test('the price is predicted 500 ms after the attributes settle, unless the user typed a price', async () => {
    const api = serve({
      'GET /api/demo/products/config': { body: { data: CONFIG } },
      'POST /api/demo/assistant': { body: { predictedPrice: 450, threadId: 't1', error: null, basis: null } },
    });
    renderStaff(<ProductForm />);
    const brand = screen.getByLabelText('Brand');
    fireEvent.change(brand, { target: { value: 'acne studios' } });
    // The option list has arrived once the dropdown offers it.
    expect(await screen.findByText('Acne Studios', undefined, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.blur(brand);
    await waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/demo/assistant'), { timeout: 10_000 });
    expect(await screen.findByTestId('predicted-price', undefined, { timeout: 10_000 })).toHaveTextContent('450');
    await waitFor(() => expect(screen.getByLabelText('Price')).toHaveValue('450'));
    expect(api.find('POST', '/api/demo/assistant')[0]!.body).toMatchObject({ brand: 'Acne Studios', attractiveness: 'medium' });

    // Once the user types a price, changing the attributes no longer asks for one.
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '500' } });
    const category = screen.getByLabelText('Category');
    fireEvent.change(category, { target: { value: 'Coats' } });
    fireEvent.blur(category);
    await new Promise((r) => setTimeout(r, 1200));
    expect(api.find('POST', '/api/demo/assistant')).toHaveLength(1);
    expect(screen.getByLabelText('Price')).toHaveValue('500');
  }, 40_000);

  test("a failed prediction says 'Failed to get AI prediction'", async () => {
    serve({
      'GET /api/demo/products/config': { body: { data: CONFIG } },
      'POST /api/demo/assistant': { body: { predictedPrice: null, threadId: 't1', error: 'Failed to get AI prediction', basis: null } },
    });
    renderStaff(<ProductForm />);
    const category = screen.getByLabelText('Category');
    fireEvent.change(category, { target: { value: 'coats' } });
    expect(await screen.findByText('Coats', undefined, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.blur(category);
    expect(await screen.findByText('Failed to get AI prediction', undefined, { timeout: 10_000 })).toBeInTheDocument();
  }, 30_000);

  const statusChoices = async (choose: string) => {
    const api = serve({
      'GET /api/demo/products/config': { body: { data: CONFIG } },
      [`PATCH /api/demo/products/${PRODUCT_ID}`]: { body: { data: activeProduct() } },
    });
    renderStaff(<ProductForm product={activeProduct()} />);
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle(choose));
    const dialog = await screen.findByRole('dialog');
    return { api, dialog };
  };
  const shownStatus = () =>
    screen.getByLabelText('Status').closest('.ant-select')!.querySelector('.ant-select-content, .ant-select-selection-item');
  const saved = async (api: ReturnType<typeof serve>) => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.find('PATCH', `/api/demo/products/${PRODUCT_ID}`)).toHaveLength(1));
    return (api.find('PATCH', `/api/demo/products/${PRODUCT_ID}`)[0]!.body as { status: string }).status;
  };

  test("marking a product sold asks 'Are you sure you want to mark this product as sold?'; Cancel keeps the status shown before", async () => {
    const { api, dialog } = await statusChoices('Sold');
    expect(within(dialog).getAllByText('Are you sure you want to mark this product as sold?').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(shownStatus()).toHaveTextContent('Active'));
    expect(await saved(api)).toBe('active');
  }, 30_000);

  test('OK in the confirmation sets the new status, and Save stores it', async () => {
    const { api, dialog } = await statusChoices('Sold');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as sold' }));
    await waitFor(() => expect(shownStatus()).toHaveTextContent('Sold'));
    expect(await saved(api)).toBe('sold');
  }, 30_000);
});
