// First: the harness puts fetch and web streams in place before the app's modules load.
import { ORG, SELLER_ID, renderWithStore, serve, type Call } from './portal-harness';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PayoutView, TransactionView } from '@consign/contracts';
import { PortalTransactions } from '../src/features/portal/PortalTabs';

const PAYOUT_ID = '0195f3a0-0000-7000-8000-0000000000a1';
const LONG = 'Sale of a long wool coat with a belt, deep pockets and a name longer than any phone is wide';

const TRANSACTIONS: TransactionView[] = [
  { id: PAYOUT_ID, type: 'payout', status: 'completed', date: '2026-11-20T10:00:00.000Z', name: 'Payout #000007', amount: -500, fee: 0 },
  { id: 'line-1', type: 'sale', status: 'completed', date: '2026-11-10T10:00:00.000Z', name: LONG, amount: 570, fee: 0 },
];

const PAYOUT: PayoutView = {
  id: PAYOUT_ID,
  seller: { id: SELLER_ID, fullName: 'Sara Seller' },
  bankAccountNumber: '12345678903',
  amount: 500,
  amountWithFeesDeducted: 470,
  transactionFee: 30,
  currency: 'NOK',
  number: 7,
  numberPadded: '000007',
  status: 'completed',
  approved: { at: '2026-11-20T10:00:00.000Z' },
  meta: { createdAt: '2026-11-18T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' },
};

function renderTab(payouts: { status?: number; body?: unknown } = { body: { data: [PAYOUT] } }) {
  const api = serve({
    [`GET /api/${ORG}/payouts`]: payouts,
    [`GET /api/${ORG}/transactions`]: { body: { data: TRANSACTIONS, pagination: { count: TRANSACTIONS.length } } },
  });
  renderWithStore(<PortalTransactions sellerId={SELLER_ID} currency="NOK" />);
  return api;
}

test('a payout opens with the amount requested, the fee, the amount received, the masked account, status, dates and when it arrives', async () => {
  const api = renderTab();
  fireEvent.click(await screen.findByRole('button', { name: /Payout #000007/ }));
  const sheet = await screen.findByRole('dialog');
  const row = async (label: string) => (await within(sheet).findByText(label)).closest('tr')!.textContent;
  expect(await row('Amount requested')).toMatch(/NOK\s500\.00/);
  expect(await row('Fee')).toMatch(/NOK\s30\.00/);
  expect(await row('Amount you receive')).toMatch(/NOK\s470\.00/);
  expect(await row('To bank account')).toContain('••••.••.•8903');
  expect(await row('Status')).toContain('completed');
  expect(await row('Requested')).toContain('18 Nov 2026');
  expect(await row('Approved')).toContain('20 Nov 2026');
  expect(within(sheet).getByText('Payouts are expected within a week after approval.')).toBeInTheDocument();
  expect(api.find('GET', `/api/${ORG}/payouts`)[0]!.query.get('ids')).toBe(PAYOUT_ID);
});

test('a payout not yet approved says so', async () => {
  renderTab({ body: { data: [{ ...PAYOUT, status: 'pending', approved: false }] } });
  fireEvent.click(await screen.findByRole('button', { name: /Payout #000007/ }));
  const sheet = await screen.findByRole('dialog');
  expect((await within(sheet).findByText('Approved')).closest('tr')!.textContent).toContain('Not yet');
});

test('a failed payout fetch is an error, not an empty sheet', async () => {
  renderTab({ status: 500, body: { message: 'down' } });
  fireEvent.click(await screen.findByRole('button', { name: /Payout #000007/ }));
  expect(await within(await screen.findByRole('dialog')).findByText('Could not load this payout.')).toBeInTheDocument();
});

test('a long name wraps in the list and a sale opens with its amount and date', async () => {
  renderTab();
  const name = within(await screen.findByRole('list', { name: 'Transactions' }))
    .getByText(LONG)
    .closest('.ant-typography')!;
  // Cut with an ellipsis before; how it wraps on a phone is seen in Chromium (e2e portal-item).
  expect(name.className).not.toMatch(/ellipsis/);
  fireEvent.click(screen.getByRole('button', { name: new RegExp('Sale of a long wool coat') }));
  const sheet = await screen.findByRole('dialog');
  expect(within(sheet).getByText('Amount').closest('tr')!.textContent).toMatch(/NOK\s570\.00/);
  expect(within(sheet).getByText('Date').closest('tr')!.textContent).toContain('10 Nov 2026');
});

/** 45 sales, newest first, answered 20 at a time as the ledger does: the page the request's skip and take ask for. */
function serveHistory() {
  const history = Array.from({ length: 45 }, (_, i) => ({
    id: `line-${i + 1}`,
    type: 'sale' as const,
    status: 'completed' as const,
    date: '2026-11-10T10:00:00.000Z',
    name: `Sale ${i + 1}`,
    amount: 10,
    fee: 0,
  }));
  return serve({
    [`GET /api/${ORG}/transactions`]: (call: Call) => {
      const skip = Number(call.query.get('skip'));
      const take = Number(call.query.get('take'));
      return { body: { data: history.slice(skip, skip + take), pagination: { count: history.length } } };
    },
  });
}

test('a long history is read a page at a time from the server: 20 lines, the pager counts them all, the next page asks for the next 20', async () => {
  const api = serveHistory();
  renderWithStore(<PortalTransactions sellerId={SELLER_ID} currency="NOK" />);
  const list = await screen.findByRole('list', { name: 'Transactions' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(20);
  expect(within(list).getByText('Sale 1')).toBeInTheDocument();
  const asked = () => api.find('GET', `/api/${ORG}/transactions`).map((c) => Object.fromEntries(c.query));
  expect(asked()).toEqual([{ sellerId: SELLER_ID, skip: '0', take: '20', includeCount: 'true' }]);
  fireEvent.click(screen.getByTitle('3'));
  await waitFor(() => expect(screen.getByText('Sale 41')).toBeInTheDocument());
  expect(within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem')).toHaveLength(5);
  expect(screen.queryByText('Sale 1')).not.toBeInTheDocument();
  expect(asked().at(-1)).toEqual({ sellerId: SELLER_ID, skip: '40', take: '20', includeCount: 'true' });
});
