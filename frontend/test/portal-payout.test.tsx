// First: the harness puts fetch and web streams in place before the app's modules load.
import { ORG, SELLER_ID, organization, renderWithStore, seller, serve, wrap } from './portal-harness';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EarningsCard } from '../src/features/portal/EarningsCard';
import { PayoutForm } from '../src/features/portal/PayoutForm';

const payouts = `/api/${ORG}/payouts`;
const account = (available: number) => ({
  [`GET /api/${ORG}/accounts/${SELLER_ID}`]: {
    body: { data: { sellerId: SELLER_ID, currency: 'NOK', available, accumulated: available, held: 0 } },
  },
});

function renderForm(available = 250, bank: string | null = null) {
  renderWithStore(
    <PayoutForm
      sellerId={SELLER_ID}
      organization={organization()}
      available={available}
      bankAccountNumber={bank}
      onDone={() => undefined}
    />,
  );
}

test("'Request payout' is disabled without credits, and when the organization has no payouts", async () => {
  serve(account(0));
  const first = renderWithStore(<EarningsCard seller={seller()} organization={organization()} />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled());
  first.unmount();
  serve(account(100));
  renderWithStore(
    <EarningsCard
      seller={seller()}
      organization={organization({}, { payouts: { enabled: false, fee: { type: 'flat', amount: 0 }, product: 1 } })}
    />,
  );
  expect((await screen.findAllByText(/100,00\skr/)).length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled();
});

test('the bank account is required and must be a valid Norwegian account number', async () => {
  serve({});
  renderForm();
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '100' } });
  fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
  expect(await screen.findByText('Bank account number is required')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Bank account number'), { target: { value: '12345678901' } });
  expect(await screen.findByText('Please enter a valid Norwegian bank account number')).toBeInTheDocument();
});

test('the amount takes digits and one decimal point, is capped to the credits while typing, and must be at least 1', async () => {
  serve({});
  renderForm(250, '12345678903');
  const amount = screen.getByLabelText('Amount');
  fireEvent.change(amount, { target: { value: '1a2.5.0' } });
  expect(amount).toHaveValue('12.50');
  fireEvent.change(amount, { target: { value: '9999' } });
  expect(amount).toHaveValue('250');
  fireEvent.change(amount, { target: { value: '0.5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
  expect(await screen.findByText('Amount must be greater than 0')).toBeInTheDocument();
});

test('an amount above the credits is refused on submit', async () => {
  const api = serve({});
  const { rerender, store } = renderWithStore(
    <PayoutForm
      sellerId={SELLER_ID}
      organization={organization()}
      available={250}
      bankAccountNumber="12345678903"
      onDone={() => undefined}
    />,
  );
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '200' } });
  // The credits went down after the amount was typed (another payout, an adjustment).
  rerender(
    wrap(
      <PayoutForm
        sellerId={SELLER_ID}
        organization={organization()}
        available={150}
        bankAccountNumber="12345678903"
        onDone={() => undefined}
      />,
      store,
    ),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
  expect(await screen.findByText('Amount exceeds available credits')).toBeInTheDocument();
  expect(api.find('POST', payouts)).toHaveLength(0);
});

test('the fee and the amount received are shown before sending', async () => {
  serve({});
  renderForm(250, '12345678903');
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '200' } });
  // A flat fee of 10 plus the 1 % {product} fee of 200.
  expect(await screen.findByText(/^12,00\skr$/)).toBeInTheDocument();
  expect(screen.getByText(/^188,00\skr$/)).toBeInTheDocument();
});

test('one Idempotency-Key per form; success and failure are toasted', async () => {
  let fail = true;
  const api = serve({
    [`POST ${payouts}`]: () =>
      fail ? { status: 503, body: { message: 'Ledger is down' } } : { status: 201, body: { data: { id: 'p1' } } },
  });
  renderForm(250, '12345678903');
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '100' } });
  fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
  expect(await screen.findByText(/Failed to save payout/)).toBeInTheDocument();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
  expect(await screen.findByText('Payout saved successfully')).toBeInTheDocument();
  const [first, second] = api.find('POST', payouts);
  expect(first!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
  expect(second!.body).toEqual({ seller: { id: SELLER_ID }, bankAccountNumber: '12345678903', amount: '100' });
});
