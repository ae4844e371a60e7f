// The harness first: it puts fetch and the encoders in place before the app modules load.
import { renderStaff, serve, type Call } from './staff-harness';
import { act } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductView, SaleReport, SaleView } from '@consign/contracts';
import CheckoutPage from '../src/features/checkout/CheckoutPage';
import { writeDefaultStore } from '../src/components/default-store';
import { ORGANIZATION } from './backoffice-fixtures';

// jsdom has no camera: the decoder stand-in hands the label it is given to the scanner, as a camera read would.
const mockCamera = { stopped: 0, onText: undefined as ((text: string) => void) | undefined };
jest.mock('../src/features/checkout/camera-decoder', () => ({
  startCameraDecoding: (_video: HTMLVideoElement, onText: (text: string) => void) => {
    mockCamera.onText = onText;
    return Promise.resolve(() => (mockCamera.stopped += 1));
  },
}));

const STORE = { id: '5d2c1a3b-0000-4000-8000-000000000001', name: 'Grünerløkka' };

function product(sku: number, price: number): ProductView {
  return {
    id: `00000000-0000-4000-8000-${String(sku).padStart(12, '0')}`,
    sku,
    skuPadded: String(sku).padStart(6, '0'),
    name: `Coat ${sku}`,
    status: 'active',
    seller: { id: 'seller-1', fullName: 'Kari Hansen' },
    store: STORE,
    price,
    media: [],
  } as unknown as ProductView;
}

const PRODUCTS = [product(7, 100), product(8, 200)];
const REPORT: SaleReport = {
  date: '2026-11-25',
  storeId: STORE.id,
  currency: 'NOK',
  count: 0,
  total: 0,
  byMethod: { cash: 0, card: 0, store_credit: 0, other: 0 },
  sellersShare: 0,
  shopShare: 0,
  returns: { count: 0, items: 0, total: 0, sellersShare: 0 },
};

function routes() {
  return {
    'GET /api/demo/organizations': { body: { data: ORGANIZATION } },
    'GET /api/demo/stores': { body: { data: [STORE] } },
    'GET /api/demo/products': (call: Call) => {
      const query = call.query.get('query') ?? '';
      return {
        body: { data: PRODUCTS.filter((p) => String(p.sku) === String(Number(query))), pagination: { count: 1, countsByStatus: {} } },
      };
    },
    'GET /api/demo/sales/report': { body: { data: REPORT } },
    'POST /api/demo/sales/sale-1/receipt/email': (call: Call) => ({
      status: 202,
      body: { data: call.body, message: `The receipt is on its way to ${(call.body as { email: string }).email}` },
    }),
    'POST /api/demo/sales': (call: Call) => ({
      status: 201,
      body: {
        data: {
          id: 'sale-1',
          number: 42,
          numberPadded: '000042',
          total: 270,
          items: [],
          payment: (call.body as { payment: SaleView['payment'] }).payment,
        } as Partial<SaleView>,
      },
    }),
  };
}

async function scan(text: string) {
  const field = screen.getByLabelText('Scan or type a SKU or name');
  fireEvent.change(field, { target: { value: text } });
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

test('scanned SKUs (zero-padded or not) fill the basket; a basket discount, split cash and card; Complete asks first and sends one Idempotency-Key', async () => {
  writeDefaultStore(STORE.id);
  const server = serve(routes());
  renderStaff(<CheckoutPage />, { path: '/checkout' });
  await scan('000007');
  expect(await screen.findByText('000007 · Coat 7')).toBeInTheDocument();
  await scan('8');
  await waitFor(() => expect(server.find('GET', '/api/demo/products')).toHaveLength(2));
  expect(await screen.findByText('000008 · Coat 8')).toBeInTheDocument();
  expect(server.find('GET', '/api/demo/products')[0]!.query.get('filters[status.in]')).toBe('active');

  fireEvent.change(screen.getByLabelText('Basket discount'), { target: { value: '10 %' } });
  await waitFor(() => expect(screen.getByLabelText('Total')).toHaveTextContent('270'));
  fireEvent.change(screen.getByLabelText('Payment 1 amount'), { target: { value: '100,00' } });
  fireEvent.click(screen.getByRole('button', { name: 'Split payment' }));
  fireEvent.click(screen.getByRole('button', { name: 'Complete sale' }));

  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Complete the sale of 2 items for NOK 270.00?').length).toBeGreaterThan(0);
  expect(server.find('POST', '/api/demo/sales')).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Complete sale' }));

  expect(await screen.findByText('Sale 000042 completed')).toBeInTheDocument();
  const [sent] = server.find('POST', '/api/demo/sales');
  expect(sent!.body).toEqual({
    storeId: STORE.id,
    items: [
      { productId: PRODUCTS[0]!.id, price: 90 },
      { productId: PRODUCTS[1]!.id, price: 180 },
    ],
    payment: [{ method: 'cash', amount: 100 }, { method: 'card' }],
  });
  expect(sent!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  // The basket is cleared for the next customer, the receipt is one click away.
  await waitFor(() => expect(screen.queryByText('000007 · Coat 7')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: /Receipt \(80 mm\)/ })).toBeInTheDocument();
});

test('the same item scanned twice stays once in the basket', async () => {
  writeDefaultStore(STORE.id);
  serve(routes());
  renderStaff(<CheckoutPage />, { path: '/checkout' });
  await scan('7');
  await screen.findByText('000007 · Coat 7');
  await scan('7');
  expect(await screen.findByText('The same product is in the sale twice')).toBeInTheDocument();
  expect(screen.getAllByText('000007 · Coat 7')).toHaveLength(1);
});

test("a line's sale price or discount, Norwegian decimals, and a basket discount in kroner spread over the lines to the øre", async () => {
  writeDefaultStore(STORE.id);
  const server = serve(routes());
  renderStaff(<CheckoutPage />, { path: '/checkout' });
  await scan('7');
  await screen.findByText('000007 · Coat 7');
  await scan('8');
  await screen.findByText('000008 · Coat 8');

  fireEvent.change(screen.getByLabelText('Discount on 000007'), { target: { value: '12,5 %' } });
  fireEvent.change(screen.getByLabelText('Sale price of 000008'), { target: { value: '150,50' } });
  // 87,50 + 150,50 = 238,00; 10 kr off in proportion: 3,68 and 6,32 (shown in English: NOK 228.00).
  fireEvent.change(screen.getByLabelText('Basket discount'), { target: { value: '10' } });
  await waitFor(() => expect(screen.getByLabelText('Total')).toHaveTextContent('NOK 228.00'));
  expect(screen.getByLabelText('To pay for 000007')).toHaveTextContent('NOK 83.82');
  expect(screen.getByLabelText('To pay for 000008')).toHaveTextContent('NOK 144.18');
  // The line with a discount shows what it leaves as its sale price, with the language's decimal mark.
  expect(screen.getByLabelText('Sale price of 000007')).toHaveValue('87.50');

  fireEvent.click(screen.getByRole('button', { name: 'Complete sale' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Complete sale' }));
  await screen.findByText('Sale 000042 completed');
  expect(server.find('POST', '/api/demo/sales')[0]!.body).toMatchObject({
    items: [
      { productId: PRODUCTS[0]!.id, price: 83.82 },
      { productId: PRODUCTS[1]!.id, price: 144.18 },
    ],
  });
});

test('a discount above the price, an unreadable price and a basket discount above the basket are explained, and the sale cannot complete', async () => {
  writeDefaultStore(STORE.id);
  serve(routes());
  renderStaff(<CheckoutPage />, { path: '/checkout' });
  await scan('7');
  await screen.findByText('000007 · Coat 7');
  const complete = screen.getByRole('button', { name: 'Complete sale' });
  expect(complete).toBeEnabled();

  fireEvent.change(screen.getByLabelText('Discount on 000007'), { target: { value: '100,01' } });
  expect(await screen.findByText('The discount is more than the price')).toBeInTheDocument();
  expect(complete).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Sale price of 000007'), { target: { value: '12,345' } });
  expect(await screen.findByText('Enter a price such as 100.50')).toBeInTheDocument();
  expect(complete).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Sale price of 000007'), { target: { value: '80' } });
  fireEvent.change(screen.getByLabelText('Basket discount'), { target: { value: '80,01' } });
  expect(await screen.findByText('The discount is more than the basket')).toBeInTheDocument();
  expect(complete).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Basket discount'), { target: { value: '100 %' } });
  await waitFor(() => expect(screen.getByLabelText('Total')).toHaveTextContent('NOK 0.00'));
  expect(complete).toBeEnabled();
});

test('the camera: a decoded label goes into the basket as a scanned one, and the camera stops', async () => {
  writeDefaultStore(STORE.id);
  const server = serve(routes());
  renderStaff(<CheckoutPage />, { path: '/checkout' });
  fireEvent.click(screen.getByRole('button', { name: /Camera$/ }));
  const dialog = (await screen.findByText('Scan with the camera')).closest('.ant-modal')!;
  await waitFor(() => expect(mockCamera.onText).toBeDefined());
  act(() => mockCamera.onText!('000008'));
  expect(await screen.findByText('000008 · Coat 8')).toBeInTheDocument();
  expect(server.find('GET', '/api/demo/products')[0]!.query.get('query')).toBe('000008');
  await waitFor(() => expect(dialog).not.toBeVisible());
  expect(mockCamera.stopped).toBe(1);
});

test('the day report of another day and store: a day typed the Norwegian way is read, the title writes it as the language does', async () => {
  writeDefaultStore(STORE.id);
  const server = serve(routes());
  renderStaff(<CheckoutPage />, { path: '/checkout' });
  const date = screen.getByLabelText('Report date');
  fireEvent.mouseDown(date);
  fireEvent.change(date, { target: { value: '3.11.2026' } });
  fireEvent.keyDown(date, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(server.find('GET', '/api/demo/sales/report').at(-1)!.query.get('date')).toBe('2026-11-03'));
  expect(server.find('GET', '/api/demo/sales/report').at(-1)!.query.get('storeId')).toBe(STORE.id);
  expect(screen.getByText(/^Day report Tue 3 Nov 2026/)).toBeInTheDocument();
});

test("the last sale's receipt by e-mail: a wrong address is explained and nothing is sent; a right one is sent as A4", async () => {
  writeDefaultStore(STORE.id);
  const server = serve(routes());
  renderStaff(<CheckoutPage />, { path: '/checkout' });
  await scan('7');
  await screen.findByText('000007 · Coat 7');
  fireEvent.click(screen.getByRole('button', { name: 'Complete sale' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Complete sale' }));
  await screen.findByText('Sale 000042 completed');

  const address = screen.getByLabelText("Buyer's e-mail");
  fireEvent.change(address, { target: { value: 'kari@' } });
  fireEvent.click(screen.getByRole('button', { name: /E-mail the receipt/ }));
  expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
  expect(server.find('POST', '/api/demo/sales/sale-1/receipt/email')).toHaveLength(0);
  fireEvent.change(address, { target: { value: 'kari@example.test' } });
  fireEvent.click(screen.getByRole('button', { name: /E-mail the receipt/ }));
  expect(await screen.findByText('The receipt is on its way to kari@example.test')).toBeInTheDocument();
  expect(server.find('POST', '/api/demo/sales/sale-1/receipt/email')[0]!.body).toEqual({ email: 'kari@example.test', format: 'a4' });
});
