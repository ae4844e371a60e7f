// First: the harness puts fetch and web streams in place before the app's modules load.
import { ORG, SELLER_ID, renderWithStore, serve } from './portal-harness';
import { fireEvent, screen, within } from '@testing-library/react';
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
  const api = serve({ [`GET /api/${ORG}/payouts`]: payouts });
  renderWithStore(<PortalTransactions transactions={TRANSACTIONS} currency="NOK" />);
  return api;
}

test('a payout opens with the amount requested, the fee, the amount received, the masked account, status, dates and when it arrives', async () => {
  const api = renderTab();
  fireEvent.click(screen.getByRole('button', { name: /Payout #000007/ }));
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
  fireEvent.click(screen.getByRole('button', { name: /Payout #000007/ }));
  const sheet = await screen.findByRole('dialog');
  expect((await within(sheet).findByText('Approved')).closest('tr')!.textContent).toContain('Not yet');
});

test('a failed payout fetch is an error, not an empty sheet', async () => {
  renderTab({ status: 500, body: { message: 'down' } });
  fireEvent.click(screen.getByRole('button', { name: /Payout #000007/ }));
  expect(await within(await screen.findByRole('dialog')).findByText('Could not load this payout.')).toBeInTheDocument();
});

test('a long name wraps in the list and a sale opens with its amount and date', async () => {
  renderTab();
  const name = within(screen.getByRole('list', { name: 'Transactions' }))
    .getByText(LONG)
    .closest('.ant-typography')!;
  // Cut with an ellipsis before; how it wraps on a phone is seen in Chromium (e2e portal-item).
  expect(name.className).not.toMatch(/ellipsis/);
  fireEvent.click(screen.getByRole('button', { name: new RegExp('Sale of a long wool coat') }));
  const sheet = await screen.findByRole('dialog');
  expect(within(sheet).getByText('Amount').closest('tr')!.textContent).toMatch(/NOK\s570\.00/);
  expect(within(sheet).getByText('Date').closest('tr')!.textContent).toContain('10 Nov 2026');
});
