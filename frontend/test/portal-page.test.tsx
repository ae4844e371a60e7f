// First: the harness puts fetch and web streams in place before the app's modules load.
import { ORG, SELLER_ID, organization, product, renderWithStore, seller, serve, type Reply } from './portal-harness';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SellerPortal } from '../src/features/portal/SellerPortal';

const base = `/api/${ORG}`;

function routes(overrides: Record<string, Reply> = {}): Record<string, Reply> {
  return {
    [`GET ${base}/organizations`]: { body: { data: organization() } },
    [`GET ${base}/sellers/${SELLER_ID}`]: { body: { data: seller() } },
    [`GET ${base}/products`]: {
      body: {
        data: [
          product({ name: 'Wool coat' }),
          product({ name: 'Wool coat', skuPadded: '000002' }),
          product({ name: 'Jeans', skuPadded: '000003', status: 'sold', price: 300, consignmentSplit: 0.6 }),
          product({ name: 'Scarf', skuPadded: '000004', storeOwned: true }),
        ],
        pagination: { count: 4, countsByStatus: {} },
      },
    },
    [`GET ${base}/transactions`]: { body: { data: [], pagination: { count: 0 } } },
    [`GET ${base}/accounts/${SELLER_ID}`]: {
      body: { data: { sellerId: SELLER_ID, currency: 'NOK', available: 250, accumulated: 900, held: 0 } },
    },
    [`GET ${base}/sellers/${SELLER_ID}/impact`]: { body: { co2Saved: 42, waterSaved: 2500, itemsSold: 3 } },
    [`GET ${base}/deliveries`]: { body: { data: [] } },
    [`GET /api/next/${ORG}/updates`]: { body: { data: [] } },
    [`GET /api/next/${ORG}/organizations/terms/acceptance`]: {
      body: { data: { termsAcceptedAt: '2026-01-01T00:00:00.000Z', latestModifiedAt: '2025-12-01T00:00:00.000Z', mustAccept: false } },
    },
    [`GET /api/next/${ORG}/organizations/terms`]: {
      body: {
        data: { content: [{ type: 'paragraph', children: [{ text: 'Be kind to the clothes.' }] }], created_at: '', modified_at: '' },
      },
    },
    ...overrides,
  };
}

test("the header shows the organization's name without a logo, Terms and Log out; the footer says 'Powered by Consign'", async () => {
  serve(routes());
  renderWithStore(<SellerPortal />);
  expect(await screen.findByRole('heading', { name: 'Demo Second Hand' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  expect(screen.getByText('Powered by Consign')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Terms' }));
  expect(await screen.findByText('Be kind to the clothes.')).toBeInTheDocument();
});

test("the header shows the organization's logo when it has one", async () => {
  serve(
    routes({
      [`GET ${base}/organizations`]: {
        body: { data: organization({ brand: { logoUrl: 'https://x.test/logo.png', logo: null, primaryColor: '#000000' } }) },
      },
    }),
  );
  renderWithStore(<SellerPortal />);
  expect(await screen.findByRole('img', { name: 'Demo Second Hand' })).toHaveAttribute('src', 'https://x.test/logo.png');
});

test("earnings are 'Store credits' for a store-credit organization, 'Earned commission' otherwise", async () => {
  serve(routes());
  const first = renderWithStore(<SellerPortal />);
  expect(await screen.findByText('Store credits')).toBeInTheDocument();
  first.unmount();
  serve(routes({ [`GET ${base}/organizations`]: { body: { data: organization({}, { storeCredit: 'commission' }) } } }));
  renderWithStore(<SellerPortal />);
  expect(await screen.findByText('Earned commission')).toBeInTheDocument();
});

test('active products are counted per name', async () => {
  serve(routes());
  renderWithStore(<SellerPortal />);
  const card = (await screen.findByText('Active products')).closest('.ant-card') as HTMLElement;
  await waitFor(() => expect(within(card).getByText('Wool coat')).toBeInTheDocument());
  expect(within(card).getByText('2')).toBeInTheDocument();
  expect(within(card).getByText('Scarf')).toBeInTheDocument();
  expect(within(card).queryByText('Jeans')).not.toBeInTheDocument();
});

test("the Products tab shows each product's status, price and the seller's share (none for store-owned), and filters by status", async () => {
  serve(routes());
  renderWithStore(<SellerPortal />);
  expect(await screen.findAllByText(/Your share NOK\s200\.00/)).toHaveLength(2);
  expect(screen.getByText(/Your share NOK\s180\.00/)).toBeInTheDocument();
  expect(screen.getAllByText(/Your share NOK\s0\.00/)).toHaveLength(1);
  expect(screen.getByText('Sold')).toBeInTheDocument();
  fireEvent.click(screen.getByText('sold'));
  await waitFor(() => expect(screen.queryByText(/Your share NOK\s200\.00/)).not.toBeInTheDocument());
  expect(screen.getAllByText(/Your share/)).toHaveLength(1);
  expect(screen.getByText(/Your share NOK\s180\.00/)).toBeInTheDocument();
});

test("the Transactions tab says 'No transactions found' when there are none", async () => {
  serve(routes());
  renderWithStore(<SellerPortal />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Transactions' }));
  expect(await screen.findByText('No transactions found')).toBeInTheDocument();
});

test('a sale line shows the fee kept beside the credit; its reversal the fee given back; a line without a fee none', async () => {
  const line = (name: string, amount: number, fee: number) => ({
    id: crypto.randomUUID(),
    type: 'sale',
    status: 'completed',
    date: '2026-11-20T10:00:00.000Z',
    name,
    amount,
    fee,
  });
  serve(
    routes({
      [`GET ${base}/transactions`]: {
        body: {
          data: [line('Wool coat (sale reversed)', -115, -35), line('Wool coat', 115, 35), line('Silk scarf', 50, 0)],
          pagination: { count: 3 },
        },
      },
    }),
  );
  renderWithStore(<SellerPortal />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Transactions' }));
  const list = await screen.findByRole('list', { name: 'Transactions' });
  const row = (name: string) => within(list).getByText(name).closest('li') as HTMLElement;
  expect(within(row('Wool coat')).getByText(/^Fee NOK\s35\.00$/)).toBeInTheDocument();
  expect(within(row('Wool coat (sale reversed)')).getByText(/^Fee returned NOK\s35\.00$/)).toBeInTheDocument();
  expect(within(row('Silk scarf')).queryByText(/Fee/)).not.toBeInTheDocument();
});

test('the Impact card shows CO2 with trees (1 per 21 kg), water with person-years (1 per 1000 L) and items sold', async () => {
  serve(routes());
  renderWithStore(<SellerPortal />);
  // Numbers are written as amounts are (Norwegian: space grouping, decimal comma), not '2.5' or '2,500'.
  expect(await screen.findByText('≈ 2.0 trees for a year')).toBeInTheDocument();
  expect(screen.getByText('≈ 2.5 years of drinking water for one person')).toBeInTheDocument();
  const statistic = (title: string) => screen.getByText(title).closest('.ant-statistic')!.textContent;
  expect(statistic('Water saved')).toBe('Water saved2,500L');
  expect(statistic('CO2 saved')).toBe('CO2 saved42.0kg');
  expect(screen.getByText('Items sold')).toBeInTheDocument();
});

test('a failed impact fetch shows zeros', async () => {
  serve(routes({ [`GET ${base}/sellers/${SELLER_ID}/impact`]: { status: 500, body: { message: 'down' } } }));
  renderWithStore(<SellerPortal />);
  expect(await screen.findByText('≈ 0.0 trees for a year')).toBeInTheDocument();
  expect(screen.getByText('≈ 0.0 years of drinking water for one person')).toBeInTheDocument();
});

test('the Impact card is not shown when the seller id is not a UUID', async () => {
  const { makeStore } = jest.requireActual<typeof import('./portal-harness')>('./portal-harness');
  serve(
    routes({
      [`GET ${base}/sellers/legacy-42`]: { body: { data: seller({ id: 'legacy-42' }) } },
      [`GET ${base}/accounts/legacy-42`]: { body: { data: { available: 0, accumulated: 0 } } },
    }),
  );
  renderWithStore(<SellerPortal />, makeStore('legacy-42'));
  expect(await screen.findByText('Store credits')).toBeInTheDocument();
  expect(screen.queryByText('Impact')).not.toBeInTheDocument();
});

test("'Book a delivery' is offered unless the organization turns deliveries off for sellers", async () => {
  serve(routes());
  const first = renderWithStore(<SellerPortal />);
  expect(await screen.findByRole('button', { name: 'Book a delivery' })).toBeInTheDocument();
  expect(screen.getByText('No upcoming deliveries')).toBeInTheDocument();
  first.unmount();
  const off = organization();
  off.sellerExperience.deliveriesEnabled = false;
  serve(routes({ [`GET ${base}/organizations`]: { body: { data: off } } }));
  renderWithStore(<SellerPortal />);
  expect(await screen.findByText('Store credits')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Book a delivery' })).not.toBeInTheDocument();
});

test("the terms dialog stays in front until 'Accept terms', which stores the acceptance", async () => {
  let accepted = false;
  const api = serve(
    routes({
      [`GET /api/next/${ORG}/organizations/terms/acceptance`]: () => ({
        body: { data: { termsAcceptedAt: null, latestModifiedAt: '2026-11-01T00:00:00.000Z', mustAccept: !accepted } },
      }),
      [`POST /api/next/${ORG}/organizations/terms/accept`]: () => {
        accepted = true;
        return {
          body: { data: { termsAcceptedAt: new Date().toISOString(), latestModifiedAt: '2026-11-01T00:00:00.000Z', mustAccept: false } },
        };
      },
    }),
  );
  renderWithStore(<SellerPortal />);
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('Be kind to the clothes.')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Accept terms' }));
  await waitFor(() => expect(api.find('POST', `/api/next/${ORG}/organizations/terms/accept`)).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept terms' })).not.toBeInTheDocument());
});

test('a seller who never accepted is asked while there are no terms, and can log out instead (SPEC §4)', async () => {
  const api = serve(
    routes({
      [`GET /api/next/${ORG}/organizations/terms/acceptance`]: {
        body: { data: { termsAcceptedAt: null, latestModifiedAt: null, mustAccept: true } },
      },
      [`GET /api/next/${ORG}/organizations/terms`]: { body: { data: null } },
      'POST /api/auth/logout': { status: 204 },
    }),
  );
  const { store } = renderWithStore(<SellerPortal />);
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('No terms available.')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(api.find('POST', '/api/auth/logout')).toHaveLength(1));
  await waitFor(() => expect(store.getState().session.status).toBe('signed-out'));
});
