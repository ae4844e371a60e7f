// The harness first: it puts fetch and the encoders in place before the app modules load.
import { makeStaffStore, renderStaff, serve } from './staff-harness';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, PAYOUT_ARRIVAL_NOTE, type PayoutView } from '@consign/contracts';
import PayoutSheet from '../src/features/payouts/PayoutSheet';
import type { SheetEntry } from '../src/sheets/sheets.slice';
import { PAYOUT, SELLER, SELLERS, SELLER_ID, account, baseRoutes, expectOneSellerMessage, leaveSellerEmpty } from './backoffice-fixtures';

const create: SheetEntry = { type: 'payout', mode: 'create', params: { sellerId: SELLER_ID } };
const money = (text: string) => new RegExp(`NOK\\s${text.replace('.', '\\.')}`);

function openCreate() {
  const store = makeStaffStore([create]);
  renderStaff(<PayoutSheet entry={create} index={0} />, { store });
  return store;
}

const amountField = () => screen.getByLabelText('Amount');
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('payout create drawer (SPEC §5 staff payout form)', () => {
  test('Save stays off until seller, bank account and an amount within credits are there; the texts say why', async () => {
    serve(baseRoutes(500));
    openCreate();
    // The seller's bank account is filled in from the seller.
    await waitFor(() => expect(screen.getByLabelText('Bank account number')).toHaveValue('1234.56.78903'));
    expect(await screen.findByText(/Available store credits/)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    fireEvent.change(amountField(), { target: { value: '20' } });
    expect(await screen.findByText('Amount must be at least 50,51')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    fireEvent.change(amountField(), { target: { value: '600' } });
    expect(await screen.findByText('Amount must be less than 500,00')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    fireEvent.change(amountField(), { target: { value: '' } });
    expect(await screen.findByText(MESSAGES.payouts.missingAmount)).toBeInTheDocument();

    fireEvent.change(amountField(), { target: { value: '200' } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    // Fee (10 kr flat + 1 %) and the amount received, live.
    expect(screen.getByTestId('payout-fee')).toHaveTextContent(money('12.00'));
    expect(screen.getByTestId('payout-received')).toHaveTextContent(money('188.00'));
  });

  test("'1.000,50' is 1000.50 (contracts' money parser), and it is sent as typed", async () => {
    const server = serve({ ...baseRoutes(5000), 'POST /api/demo/payouts': { status: 201, body: { data: PAYOUT } } });
    openCreate();
    await waitFor(() => expect(screen.getByLabelText('Bank account number')).toHaveValue('1234.56.78903'));
    fireEvent.change(amountField(), { target: { value: '1.000,50' } });
    expect(amountField()).toHaveValue('1.000,50');
    // 10 kr flat plus 1 % of 1000.50.
    await waitFor(() => expect(screen.getByTestId('payout-fee')).toHaveTextContent(money('20.01')));
    expect(screen.getByTestId('payout-received')).toHaveTextContent(money('980.49'));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    await waitFor(() => expect(server.find('POST', '/api/demo/payouts')).toHaveLength(1));
    expect(server.find('POST', '/api/demo/payouts')[0]!.body).toMatchObject({ amount: '1.000,50' });
  });

  test('a field error fades after 4.5 s and the field stays marked invalid until fixed (SPEC §9)', async () => {
    serve(baseRoutes(500));
    openCreate();
    await screen.findByText(/Available store credits/);
    fireEvent.change(amountField(), { target: { value: '20' } });
    expect(await screen.findByText('Amount must be at least 50,51')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Amount must be at least 50,51')).not.toBeInTheDocument(), { timeout: 7000 });
    expect(amountField().closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    fireEvent.change(amountField(), { target: { value: '200' } });
    await waitFor(() => expect(amountField().closest('.ant-form-item')).not.toHaveClass('ant-form-item-has-error'));
  }, 30_000);

  test("another seller chosen brings that seller's bank account, not the first one's; a typed one stays while the seller does", async () => {
    const other = {
      ...SELLER,
      id: 'seller-2',
      firstName: 'Ola',
      lastName: 'Nordmann',
      fullName: 'Ola Nordmann',
      bankAccountNumber: '15030000029',
    };
    serve({
      ...baseRoutes(500),
      'GET /api/demo/sellers': { body: { data: [...SELLERS, { id: other.id, fullName: other.fullName, accountNumberPadded: '00002' }] } },
      [`GET /api/demo/sellers/${other.id}`]: { body: { data: other } },
      [`GET /api/demo/accounts/${other.id}`]: { body: { data: { ...account(300), sellerId: other.id } } },
    });
    openCreate();
    const bank = () => screen.getByLabelText('Bank account number');
    await waitFor(() => expect(bank()).toHaveValue('1234.56.78903'));
    fireEvent.change(bank(), { target: { value: '12345678903 ' } });
    const seller = screen.getByRole('combobox', { name: 'Seller' });
    fireEvent.change(seller, { target: { value: 'Ola' } });
    fireEvent.click(await screen.findByText('Ola Nordmann (#00002)'));
    await waitFor(() => expect(bank()).toHaveValue('1503.00.00029'));
    fireEvent.change(bank(), { target: { value: '15030000037' } });
    await screen.findByText(/Available store credits/);
    expect(bank()).toHaveValue('15030000037');
  });

  test("a seller left empty says 'Please select a seller' once, not 'Required' beside it", async () => {
    serve(baseRoutes(500));
    const noSeller: SheetEntry = { type: 'payout', mode: 'create' };
    renderStaff(<PayoutSheet entry={noSeller} index={0} />, { store: makeStaffStore([noSeller]) });
    await leaveSellerEmpty();
    await expectOneSellerMessage();
    expect(saveButton()).toBeDisabled();
  });

  test("'Invalid bank account number' for a bad account number, and Save stays off", async () => {
    serve(baseRoutes(500));
    openCreate();
    await waitFor(() => expect(screen.getByLabelText('Bank account number')).toHaveValue('1234.56.78903'));
    fireEvent.change(screen.getByLabelText('Bank account number'), { target: { value: '12345678901' } });
    // Leaving the field does not format an invalid number as if it were valid (issue 19 item 25); the error stays.
    fireEvent.blur(screen.getByLabelText('Bank account number'));
    await waitFor(() => expect(screen.getByLabelText('Bank account number')).toHaveValue('12345678901'));
    fireEvent.change(amountField(), { target: { value: '200' } });
    expect(await screen.findByText(MESSAGES.payouts.invalidBankAccount)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  test("'Not enough credits' when the seller has none", async () => {
    serve(baseRoutes(0));
    openCreate();
    fireEvent.change(amountField(), { target: { value: '100' } });
    expect(await screen.findByText(MESSAGES.payouts.notEnoughCredits)).toBeInTheDocument();
  });

  test("credits spent meanwhile: 'Not enough store credits' and nothing is sent", async () => {
    let reads = 0;
    const server = serve({
      ...baseRoutes(500),
      [`GET /api/demo/accounts/${SELLER_ID}`]: () => ({ body: { data: account(reads++ === 0 ? 500 : 100) } }),
    });
    openCreate();
    await screen.findByText(/Available store credits/);
    fireEvent.change(amountField(), { target: { value: '200' } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    expect(await screen.findByText(MESSAGES.payouts.notEnoughStoreCredits)).toBeInTheDocument();
    expect(server.find('POST', '/api/demo/payouts')).toHaveLength(0);
  });

  test("one Idempotency-Key per form: a failed save ('Failed to save payout', 'Please try again later.') retried sends the same key", async () => {
    let attempt = 0;
    const server = serve({
      ...baseRoutes(500),
      'POST /api/demo/payouts': () => (attempt++ === 0 ? { status: 500, body: {} } : { status: 201, body: { data: PAYOUT } }),
      'GET /api/demo/payouts': { body: { data: [PAYOUT] } },
    });
    const store = openCreate();
    await waitFor(() => expect(screen.getByLabelText('Bank account number')).toHaveValue('1234.56.78903'));
    fireEvent.change(amountField(), { target: { value: '200,00' } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.click(saveButton());
    expect(await screen.findByText(MESSAGES.payouts.failedToSave)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.payouts.tryAgainLater)).toBeInTheDocument();
    fireEvent.click(saveButton());
    expect(await screen.findByText(MESSAGES.payouts.saved)).toBeInTheDocument();

    const posts = server.find('POST', '/api/demo/payouts');
    expect(posts).toHaveLength(2);
    const key = posts[0]!.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.headers.get('idempotency-key')).toBe(key);
    expect(posts[1]!.body).toEqual({ seller: { id: SELLER_ID }, bankAccountNumber: '12345678903', amount: '200,00' });
    // The drawer becomes the new payout's view.
    await waitFor(() => expect(store.getState().sheets.stack).toEqual([{ type: 'payout', id: PAYOUT.id, mode: 'view' }]));
  });
});

describe('payout view (SPEC §2, §4)', () => {
  test("pending: Approve asks first (amount, seller), then → 'Approved', 'Completed', no more editing; the arrival note; the NOK amount copied with a comma", async () => {
    let current: PayoutView = PAYOUT;
    const server = serve({
      ...baseRoutes(500),
      'GET /api/demo/payouts': () => ({ body: { data: [current] } }),
      'PATCH /api/demo/payouts': () => {
        current = { ...PAYOUT, status: 'completed', approved: { at: '2026-11-21T09:00:00.000Z' } };
        return { body: { data: current } };
      },
    });
    const entry: SheetEntry = { type: 'payout', id: PAYOUT.id, mode: 'view' };
    renderStaff(<PayoutSheet entry={entry} index={0} />, { store: makeStaffStore([entry]) });

    expect(await screen.findByText('Payout #00007')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText(PAYOUT_ARRIVAL_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Copy payout amount/ })).toHaveTextContent('188,00');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    // It asks first, with the amount paid out and to whom; Cancel sends nothing.
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Approve payout #00007?').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/NOK 188\.00.*to Kari Hansen \(bank account 1234\.56\.78903\)/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.find('PATCH', '/api/demo/payouts')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('button', { name: MESSAGES.payouts.approved }, { timeout: 15_000 })).toBeDisabled();
    expect(server.find('PATCH', '/api/demo/payouts')[0]!.body).toEqual({ id: PAYOUT.id, approved: true });
    expect(await screen.findByText(MESSAGES.payouts.completed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
  });

  test("'Payout receipt' fetches the PDF of this payout for the seller, payout and account", async () => {
    const server = serve({
      ...baseRoutes(500),
      'GET /api/demo/payouts': { body: { data: [PAYOUT] } },
      [`GET /api/demo/payouts/${SELLER_ID}/${PAYOUT.id}/12345678903`]: { body: {} },
    });
    const tab = { location: { href: '' }, close: jest.fn() };
    window.open = jest.fn(() => tab) as never;
    URL.createObjectURL = jest.fn(() => 'blob:receipt');
    const entry: SheetEntry = { type: 'payout', id: PAYOUT.id, mode: 'view' };
    renderStaff(<PayoutSheet entry={entry} index={0} />, { store: makeStaffStore([entry]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Payout receipt' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:receipt'));
    const call = server.find('GET', `/api/demo/payouts/${SELLER_ID}/${PAYOUT.id}/12345678903`)[0]!;
    expect(call.query.get('currency')).toBe('NOK');
  });
});
