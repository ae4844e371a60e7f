// First: the harness puts fetch and web streams in place before the app's modules load.
import { ORG, SELLER_ID, renderWithStore, serve, wrap, type Reply } from './portal-harness';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeliveryView } from '@consign/contracts';
import { BookingForm, DeliveryDetails } from '../src/features/deliveries/booking';
import { freezeDateAt } from './frozen-date';

// A whole booking, click by click, on CPUs shared with other suites.

const base = `/api/${ORG}/deliveries`;
const STORE = 'a0000000-0000-4000-8000-000000000001';

// Monday 23 November 2026, 11:00 in Paris; only Date is frozen, timers run.
freezeDateAt('2026-11-23T10:00:00.000Z');

const slots = ['2026-11-24T09:00:00.000Z', '2026-11-24T10:00:00.000Z', '2026-11-24T11:00:00.000Z', '2026-11-24T12:00:00.000Z'];

function routes(overrides: Record<string, Reply> = {}) {
  let n = 0;
  return serve({
    [`GET /api/${ORG}/stores`]: { body: { data: [{ id: STORE, name: 'Grünerløkka' }] } },
    [`GET ${base}/${STORE}/dates`]: {
      body: {
        datesInfo: [
          { date: '2026-11-24', status: 'available' },
          { date: '2026-11-25', status: 'excluded' },
          { date: '2026-11-26', status: 'other' },
          { date: '2026-11-27', status: 'available' },
        ],
        scheduleEndDate: '2026-12-31',
      },
    },
    [`GET ${base}/${STORE}/slots/2026-11-24`]: { body: slots.map((from) => ({ from })) },
    [`GET ${base}/${STORE}/slots/2026-11-27`]: { body: [] },
    // The third slot was taken by someone else in the meantime.
    [`POST ${base}`]: (call) =>
      (call.body as { at: string }).at === slots[2]
        ? { status: 409, body: { message: 'This slot is no longer available' } }
        : { status: 201, body: { delivery: { id: `d-${++n}` } } },
    [`DELETE ${base}/d-1`]: { body: { message: 'Delivery cancelled successfully' } },
    [`DELETE ${base}/d-2`]: { body: { message: 'Delivery cancelled successfully' } },
    [`PATCH ${base}`]: { body: { delivery: { id: 'd-2' } } },
    ...overrides,
  });
}

async function chooseStore() {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Grünerløkka'));
  await screen.findByRole('grid', { name: 'Delivery dates' });
}

const day = (label: string) => screen.getByRole('button', { name: label });
const slot = (time: string) => within(screen.getByRole('group', { name: 'Time slots' })).getByRole('button', { name: time });

test('the calendar starts on Monday and only offers available dates from today on', async () => {
  routes();
  renderWithStore(<BookingForm sellerId={SELLER_ID} onDone={() => undefined} onClose={() => undefined} />);
  await chooseStore();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
  expect(screen.getByText('November 2026')).toBeInTheDocument();
  expect(day('24 November 2026')).toBeEnabled();
  // Unavailable days say why, and excluded days look unlike past ones.
  const excluded = day('25 November 2026, no deliveries this day');
  const past = day('22 November 2026, past');
  expect(day('23 November 2026, not available')).toBeDisabled();
  expect(excluded).toBeDisabled();
  expect(day('26 November 2026, not available')).toBeDisabled();
  expect(past).toBeDisabled();
  expect(excluded.style.textDecoration).toBe('line-through');
  expect(past.style.textDecoration).toBe('');
  expect(excluded.style.background).not.toBe(past.style.background);
  fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
  expect(screen.getByText('December 2026')).toBeInTheDocument();
  expect(screen.getByText('All available dates are fully booked.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
});

test('a month without dates points to the next month that has some', async () => {
  routes({
    [`GET ${base}/${STORE}/dates`]: { body: { datesInfo: [{ date: '2026-12-03', status: 'available' }], scheduleEndDate: '2026-12-31' } },
  });
  renderWithStore(<BookingForm sellerId={SELLER_ID} onDone={() => undefined} onClose={() => undefined} />);
  await chooseStore();
  expect(screen.getByText('No slots this month. Next available slots in December 2026')).toBeInTheDocument();
});

test("a store without dates says 'No delivery dates configured for this period.'", async () => {
  routes({ [`GET ${base}/${STORE}/dates`]: { body: { datesInfo: [], scheduleEndDate: '2026-11-30' } } });
  renderWithStore(<BookingForm sellerId={SELLER_ID} onDone={() => undefined} onClose={() => undefined} />);
  await chooseStore();
  expect(screen.getByText('No delivery dates configured for this period.')).toBeInTheDocument();
});

test("slots are a 3-column grid in Paris time; a day without any says 'No available slots for this date'", async () => {
  routes();
  renderWithStore(<BookingForm sellerId={SELLER_ID} onDone={() => undefined} onClose={() => undefined} />);
  await chooseStore();
  fireEvent.click(day('24 November 2026'));
  const grid = within(await screen.findByRole('group', { name: 'Time slots' })).getByRole('grid', {
    name: 'Time slots on 24 November 2026',
  });
  expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(3, 1fr)' });
  expect(
    within(grid)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['10:00', '11:00', '12:00', '13:00']);
  fireEvent.click(day('27 November 2026'));
  expect(await screen.findByText('No available slots for this date')).toBeInTheDocument();
});

test('a pick reserves the slot, another pick releases the first, a taken slot greys out, Schedule confirms', async () => {
  const api = routes();
  const onDone = jest.fn();
  renderWithStore(<BookingForm sellerId={SELLER_ID} onDone={onDone} onClose={() => undefined} />);
  await chooseStore();
  fireEvent.click(day('24 November 2026'));
  fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
  await waitFor(() => expect(api.find('POST', base)).toHaveLength(1));
  expect(api.find('POST', base)[0]!.body).toEqual({ seller: { id: SELLER_ID }, store: { id: STORE }, at: slots[0], status: 'pending' });
  expect(api.find('POST', base)[0]!.headers.get('idempotency-key')).toBeTruthy();
  await waitFor(() => expect(slot('10:00')).toHaveAttribute('aria-pressed', 'true'));

  fireEvent.click(slot('11:00'));
  await waitFor(() => expect(api.find('POST', base)).toHaveLength(2));
  expect(api.find('DELETE', `${base}/d-1`)).toHaveLength(1);
  await waitFor(() => expect(slot('11:00')).toHaveAttribute('aria-pressed', 'true'));

  fireEvent.click(slot('12:00'));
  expect(await screen.findByText('This slot is no longer available')).toBeInTheDocument();
  // aria-disabled, not disabled: the focus stays on the slot just picked.
  await waitFor(() => expect(slot('12:00')).toHaveAttribute('aria-disabled', 'true'));
  fireEvent.click(slot('12:00'));
  expect(slot('12:00')).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getAllByRole('button', { pressed: true }).filter((b) => /^\d\d:\d\d$/.test(b.textContent ?? ''))).toHaveLength(0);
  expect(api.find('DELETE', `${base}/d-2`)).toHaveLength(1);

  fireEvent.click(slot('13:00'));
  await waitFor(() => expect(slot('13:00')).toHaveAttribute('aria-pressed', 'true'));
  fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(api.find('PATCH', base).at(-1)!.body).toEqual({ id: 'd-3', status: 'confirmed', seller_id: SELLER_ID, store_id: STORE });
  expect(await screen.findByText('Delivery has been successfully scheduled')).toBeInTheDocument();
});

test('staff: another seller chosen after the pick releases the reservation and reserves the slot for them; Schedule confirms for them', async () => {
  const OTHER = '7c2e9d14-3b5a-4f6e-8d1c-0a9b8c7d6e5f';
  const api = routes();
  const onDone = jest.fn();
  const form = (sellerId?: string) => <BookingForm sellerId={sellerId} onDone={onDone} onClose={() => undefined} />;
  const { rerender, store } = renderWithStore(form(SELLER_ID));
  await chooseStore();
  fireEvent.click(day('24 November 2026'));
  fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
  await waitFor(() => expect(slot('10:00')).toHaveAttribute('aria-pressed', 'true'));

  rerender(wrap(form(OTHER), store));
  await waitFor(() => expect(api.find('POST', base)).toHaveLength(2));
  expect(api.find('DELETE', `${base}/d-1`)).toHaveLength(1);
  expect(api.find('POST', base)[1]!.body).toEqual({ seller: { id: OTHER }, store: { id: STORE }, at: slots[0], status: 'pending' });
  await waitFor(() => expect(slot('10:00')).toHaveAttribute('aria-pressed', 'true'));

  fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(api.find('PATCH', base).at(-1)!.body).toEqual({ id: 'd-2', status: 'confirmed', seller_id: OTHER, store_id: STORE });
});

test('staff: the seller cleared after the pick releases the reservation and the slot', async () => {
  const api = routes();
  const form = (sellerId?: string) => <BookingForm sellerId={sellerId} onDone={() => undefined} onClose={() => undefined} />;
  const { rerender, store } = renderWithStore(form(SELLER_ID));
  await chooseStore();
  fireEvent.click(day('24 November 2026'));
  fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
  await waitFor(() => expect(slot('10:00')).toHaveAttribute('aria-pressed', 'true'));
  rerender(wrap(form(undefined), store));
  await waitFor(() => expect(api.find('DELETE', `${base}/d-1`)).toHaveLength(1));
  await waitFor(() => expect(slot('10:00')).toHaveAttribute('aria-pressed', 'false'));
  expect(api.find('POST', base)).toHaveLength(1);
});

test('closing the form cancels the unconfirmed reservation', async () => {
  const api = routes();
  const onClose = jest.fn();
  renderWithStore(<BookingForm sellerId={SELLER_ID} onDone={() => undefined} onClose={onClose} />);
  await chooseStore();
  fireEvent.click(day('24 November 2026'));
  fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
  await waitFor(() => expect(api.find('POST', base)).toHaveLength(1));
  await waitFor(() => expect(slot('10:00')).toHaveAttribute('aria-pressed', 'true'));
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalled();
  await waitFor(() => expect(api.find('DELETE', `${base}/d-1`)).toHaveLength(1));
});

test('leaving the page (unmount) cancels it too', async () => {
  const api = routes();
  const { unmount } = renderWithStore(<BookingForm sellerId={SELLER_ID} onDone={() => undefined} onClose={() => undefined} />);
  await chooseStore();
  fireEvent.click(day('24 November 2026'));
  fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
  await waitFor(() => expect(slot('10:00')).toHaveAttribute('aria-pressed', 'true'));
  act(() => unmount());
  await waitFor(() => expect(api.find('DELETE', `${base}/d-1`)).toHaveLength(1));
});

test('closing the tab releases the reservation with a request that outlives the page', async () => {
  const api = routes();
  renderWithStore(<BookingForm sellerId={SELLER_ID} onDone={() => undefined} onClose={() => undefined} />);
  await chooseStore();
  fireEvent.click(day('24 November 2026'));
  fireEvent.click(await screen.findByRole('button', { name: '10:00' }));
  await waitFor(() => expect(slot('10:00')).toHaveAttribute('aria-pressed', 'true'));
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  await waitFor(() => expect(api.find('DELETE', `${base}/d-1`)).toHaveLength(1));
  expect(api.find('DELETE', `${base}/d-1`)[0]!.headers.get('authorization')).toBe('Bearer token');
});

test('Schedule without a slot asks to fill in the fields; without a seller (staff) it asks for one', async () => {
  routes();
  const first = renderWithStore(<BookingForm sellerId={SELLER_ID} onDone={() => undefined} onClose={() => undefined} />);
  fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
  first.unmount();
  renderWithStore(<BookingForm onDone={() => undefined} onClose={() => undefined} />);
  fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  expect(await screen.findByText('Please select a seller')).toBeInTheDocument();
});

const confirmed = (at: string): DeliveryView =>
  ({
    id: 'd-9',
    at,
    endsAt: at,
    status: 'confirmed',
    deleted: false,
    expiresAt: null,
    sequence: 1,
    seller: { id: SELLER_ID, email: 'seller@demo.test', name: 'Sara Seller', accountNumber: 1 },
    store: {
      id: STORE,
      name: 'Grünerløkka',
      address_line_1: 'Thorvald Meyers gate 1',
      address_zip: '0555',
      address_city: 'Oslo',
      address_country: 'NO',
      stores_config_deliveries: { slot_length: 60, slot_buffer: 0 },
    },
    org: { name: 'Demo', slug: ORG },
    products: [],
  }) as DeliveryView;

test('a delivery shows its time in Paris time; Cancel delivery cancels it', async () => {
  const api = routes({ [`POST ${base}/d-9/cancel`]: { body: { message: 'Delivery cancelled successfully' } } });
  const onClose = jest.fn();
  renderWithStore(<DeliveryDetails delivery={confirmed(slots[0]!)} onReschedule={() => undefined} onClose={onClose} />);
  expect(screen.getByText('Tue 24 Nov 2026, 10:00 (Paris time)')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel delivery' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel delivery' }));
  expect(await screen.findByText('Delivery cancelled successfully')).toBeInTheDocument();
  expect(api.find('POST', `${base}/d-9/cancel`)).toHaveLength(1);
  expect(onClose).toHaveBeenCalled();
});

test('a past delivery is read-only', () => {
  routes();
  renderWithStore(
    <DeliveryDetails delivery={confirmed('2026-11-20T09:00:00.000Z')} onReschedule={() => undefined} onClose={() => undefined} />,
  );
  expect(screen.getByText('This delivery is in the past and cannot be edited.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel delivery' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
});

test('rescheduling reserves nothing and saves the new time with store and seller', async () => {
  const api = routes();
  const onDone = jest.fn();
  renderWithStore(<BookingForm sellerId={SELLER_ID} delivery={confirmed(slots[0]!)} onDone={onDone} onClose={() => undefined} />);
  fireEvent.click(await screen.findByRole('button', { name: '12:00' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(api.find('POST', base)).toHaveLength(0);
  expect(api.find('PATCH', base)[0]!.body).toEqual({ id: 'd-9', at: slots[2], store_id: STORE, seller_id: SELLER_ID });
});
