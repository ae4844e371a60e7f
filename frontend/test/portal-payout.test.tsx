// First: the harness puts fetch and web streams in place before the app's modules load.
import { ORG, SELLER_ID, organization, renderWithStore, seller, serve } from './portal-harness';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@consign/contracts';
import { EarningsCard } from '../src/features/portal/EarningsCard';
import { RequestPayout } from '../src/features/portal/RequestPayout';

const payouts = `/api/${ORG}/payouts`;
const P = MESSAGES.sellerPayout;
const account = (available: number) => ({
  [`GET /api/${ORG}/accounts/${SELLER_ID}`]: {
    body: { data: { sellerId: SELLER_ID, currency: 'NOK', available, accumulated: available, held: 0 } },
  },
});

/** What the form reads: the organization's fees, the seller's bank account and their credits. */
const sellerWith = (available: number, bank: string | null = null) => ({
  [`GET /api/${ORG}/organizations`]: { body: { data: organization() } },
  [`GET /api/${ORG}/sellers/${SELLER_ID}`]: { body: { data: seller({ bankAccountNumber: bank }) } },
  ...account(available),
});

/** The form once the credits are in (the card that opens it has them already). */
async function renderForm() {
  renderWithStore(<RequestPayout sellerId={SELLER_ID} onDone={() => undefined} />);
  await screen.findByText(/^Available: NOK/);
}

test("'Request payout' is disabled without credits, and when the organization has no payouts", async () => {
  serve(account(0));
  const first = renderWithStore(<EarningsCard seller={seller()} organization={organization()} />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled());
  expect(await screen.findByText('You have no credits to pay out yet.')).toBeInTheDocument();
  first.unmount();
  serve(account(100));
  renderWithStore(
    <EarningsCard
      seller={seller()}
      organization={organization({}, { payouts: { enabled: false, fee: { type: 'flat', amount: 0 }, product: 1 } })}
    />,
  );
  expect((await screen.findAllByText(/NOK\s100\.00/)).length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  expect(screen.getByText('Payouts are not available from this store.')).toBeInTheDocument();
});

test('the bank account is required and must be a valid Norwegian account number', async () => {
  serve(sellerWith(250));
  await renderForm();
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '100' } });
  fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
  expect(await screen.findByText('Bank account number is required')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Bank account number'), { target: { value: '12345678901' } });
  expect(await screen.findByText('Please enter a valid Norwegian bank account number')).toBeInTheDocument();
});

test("the amount takes digits and one decimal separator, comma or point ('100,50' is 100.50), is capped to the credits while typing and says so, and must be at least 1", async () => {
  serve(sellerWith(250, '12345678903'));
  await renderForm();
  const amount = screen.getByLabelText('Amount');
  fireEvent.change(amount, { target: { value: '1a2.5.0' } });
  expect(amount).toHaveValue('12.50');
  fireEvent.change(amount, { target: { value: '100,50' } });
  expect(amount).toHaveValue('100,50');
  // A flat fee of 10 plus 1 % of 100.50 (1.01): the comma is the decimal, not a thousands mark.
  expect(await screen.findByText(/^NOK\s11\.01$/)).toBeInTheDocument();
  expect(screen.queryByText(P.exceedsCredits)).not.toBeInTheDocument();
  fireEvent.change(amount, { target: { value: '9999' } });
  expect(amount).toHaveValue('250');
  expect(await screen.findByText(P.exceedsCredits)).toBeInTheDocument();
  fireEvent.change(amount, { target: { value: '0.5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
  expect(await screen.findByText('Amount must be greater than 0')).toBeInTheDocument();
});

test('the minimum is shown before sending, and an amount under it is refused in the form', async () => {
  const api = serve(sellerWith(250, '12345678903'));
  await renderForm();
  // 40 plus the fee (10 flat + 1 %), rounded: 50,51.
  const minimum = screen.getByText('Minimum payout').closest('tr')!;
  expect(within(minimum).getByText(/^NOK\s50\.51$/)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '45' } });
  expect(await screen.findByText('Amount must be at least 50,51')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
  await new Promise((r) => setTimeout(r, 300));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.find('POST', payouts)).toHaveLength(0);
});

test('Request payout asks first, showing amount, fee, amount received and the masked account; Cancel sends nothing', async () => {
  const api = serve({ ...sellerWith(250, '12345678903'), [`POST ${payouts}`]: { status: 201, body: { data: { id: 'p1' } } } });
  await renderForm();
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '100,50' } });
  fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/^NOK\s100\.50$/)).toBeInTheDocument();
  expect(within(dialog).getByText(/^NOK\s11\.01$/)).toBeInTheDocument();
  expect(within(dialog).getByText(/^NOK\s89\.49$/)).toBeInTheDocument();
  expect(within(dialog).getByText('••••.••.•8903')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.find('POST', payouts)).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
  dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request payout' }));
  await waitFor(() => expect(api.find('POST', payouts)).toHaveLength(1));
  expect(api.find('POST', payouts)[0]!.body).toEqual({ seller: { id: SELLER_ID }, bankAccountNumber: '12345678903', amount: '100,50' });
});

test('credits spent after the form was checked: the request is refused on submit, and nothing is sent', async () => {
  let reads = 0;
  const api = serve({
    ...sellerWith(250, '12345678903'),
    // The credits went down after the form loaded (another payout, an adjustment).
    [`GET /api/${ORG}/accounts/${SELLER_ID}`]: () => ({
      body: { data: { sellerId: SELLER_ID, currency: 'NOK', available: reads++ === 0 ? 250 : 150, accumulated: 250, held: 0 } },
    }),
  });
  await renderForm();
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '200' } });
  fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
  expect(await screen.findByText('Amount exceeds available credits')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.find('POST', payouts)).toHaveLength(0);
});

test('the fee and the amount received are shown before sending', async () => {
  serve(sellerWith(250, '12345678903'));
  await renderForm();
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '200' } });
  // A flat fee of 10 plus the 1 % {product} fee of 200.
  expect(await screen.findByText(/^NOK\s12\.00$/)).toBeInTheDocument();
  expect(screen.getByText(/^NOK\s188\.00$/)).toBeInTheDocument();
});

async function requestConfirmed() {
  fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Request payout' }));
}

test('one Idempotency-Key per form; success and failure are toasted', async () => {
  let fail = true;
  const api = serve({
    ...sellerWith(250, '12345678903'),
    [`POST ${payouts}`]: () =>
      fail ? { status: 503, body: { message: 'Ledger is down' } } : { status: 201, body: { data: { id: 'p1' } } },
  });
  await renderForm();
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '100' } });
  await requestConfirmed();
  expect(await screen.findByText(/Failed to save payout/)).toBeInTheDocument();
  fail = false;
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await requestConfirmed();
  expect(await screen.findByText('Payout saved successfully')).toBeInTheDocument();
  const [first, second] = api.find('POST', payouts);
  expect(first!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
  expect(second!.body).toEqual({ seller: { id: SELLER_ID }, bankAccountNumber: '12345678903', amount: '100' });
});

test('portal form errors fade after 4.5 s like every form, and the field stays marked invalid until fixed (SPEC §9)', async () => {
  serve(sellerWith(250));
  await renderForm();
  fireEvent.change(screen.getByLabelText('Bank account number'), { target: { value: '12345678901' } });
  expect(await screen.findByText(P.bankAccountInvalid)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(P.bankAccountInvalid)).not.toBeInTheDocument(), { timeout: 7000 });
  const item = screen.getByLabelText('Bank account number').closest('.ant-form-item');
  expect(item).toHaveClass('ant-form-item-has-error');
  fireEvent.change(screen.getByLabelText('Bank account number'), { target: { value: '12345678903' } });
  await waitFor(() => expect(item).not.toHaveClass('ant-form-item-has-error'));
}, 30_000);
