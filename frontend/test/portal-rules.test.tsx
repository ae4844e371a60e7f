// First: the harness puts fetch and web streams in place before the app's modules load.
import { organization } from './portal-harness';
import { parisToday, type DeliveryView, type ProductView, type SaleFees } from '@consign/contracts';
import { bookableMonths, emptyMonthMessage, isSelectable, monthWeeks } from '../src/features/deliveries/booking/calendar';
import { formatSlotTime, isPastDelivery } from '../src/components/paris-time';
import { upcomingDeliveries } from '../src/features/portal/DeliveriesCard';
import { earningsLabel } from '../src/components/format';
import { isUuid, personYearsFor, sellerShare, treesFor } from '../src/features/portal/portal-rules';
import { sanitizeAmount } from '../src/components/payout/payout-rules';

test('the Impact card is for UUID seller ids only', () => {
  expect(isUuid('5b1f2a9e-7c1d-4e0b-9d3a-2f6e8c4a1b00')).toBe(true);
  expect(isUuid('legacy-42')).toBe(false);
  expect(isUuid(undefined)).toBe(false);
});

test('impact equivalences: 1 tree per 21 kg CO2, 1 person-year per 1000 L of water', () => {
  expect(treesFor(42)).toBe(2);
  expect(treesFor(10.5)).toBe(0.5);
  expect(personYearsFor(2500)).toBe(2.5);
  expect(personYearsFor(0)).toBe(0);
});

test("earnings are labelled 'Store credits' or 'Earned commission' by the organization's config", () => {
  expect(earningsLabel(organization())).toBe('Store credits');
  expect(earningsLabel(organization({}, { storeCredit: 'commission' }))).toBe('Earned commission');
});

test('the payout amount keeps digits and one decimal separator (comma or point), capped to the available credits and saying so', () => {
  const text = (input: string, available: number) => sanitizeAmount(input, available).text;
  expect(text('12a3', 500)).toBe('123');
  expect(text('1.2.3', 500)).toBe('1.23');
  expect(text('-5,5', 500)).toBe('5,5');
  expect(text('100,50', 500)).toBe('100,50');
  expect(text('12,345', 500)).toBe('12,34');
  expect(sanitizeAmount('999', 250)).toEqual({ text: '250', capped: true });
  expect(sanitizeAmount('300,5', 250.5)).toEqual({ text: '250,5', capped: true });
  expect(sanitizeAmount('250', 250)).toEqual({ text: '250', capped: false });
  expect(text('.', 250)).toBe('.');
});

test('a month starts on Monday: November 2026 begins with a blank Monday-to-Saturday row', () => {
  const weeks = monthWeeks('2026-11');
  expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
  expect(weeks[1]![0]).toBe('2026-11-02');
  expect(weeks.flat().filter(Boolean)).toHaveLength(30);
});

test('the calendar runs from the current month to the schedule end', () => {
  expect(bookableMonths('2026-11-23', '2027-01-15')).toEqual(['2026-11', '2026-12', '2027-01']);
  expect(bookableMonths('2026-11-23', null)).toEqual(['2026-11']);
});

test('only available dates from today on can be picked; excluded and full ones cannot', () => {
  expect(isSelectable({ date: '2026-11-24', status: 'available' }, '2026-11-23')).toBe(true);
  expect(isSelectable({ date: '2026-11-22', status: 'available' }, '2026-11-23')).toBe(false);
  expect(isSelectable({ date: '2026-11-24', status: 'excluded' }, '2026-11-23')).toBe(false);
  expect(isSelectable({ date: '2026-11-24', status: 'other' }, '2026-11-23')).toBe(false);
});

test('the empty-month messages of SPEC §8', () => {
  const today = '2026-11-23';
  expect(emptyMonthMessage([{ date: '2026-11-25', status: 'available' }], '2026-11', today)).toBeNull();
  expect(emptyMonthMessage([{ date: '2026-12-02', status: 'available' }], '2026-11', today)).toBe(
    'No slots this month. Next available slots in December 2026',
  );
  expect(emptyMonthMessage([{ date: '2026-11-25', status: 'other' }], '2026-11', today)).toBe('All available dates are fully booked.');
  expect(emptyMonthMessage([], '2026-11', today)).toBe('No delivery dates configured for this period.');
  expect(emptyMonthMessage([{ date: '2026-11-25', status: 'excluded' }], '2026-11', today)).toBe(
    'No delivery dates configured for this period.',
  );
});

test('times are Paris time whatever the zone of the browser', () => {
  expect(formatSlotTime('2026-11-24T09:00:00.000Z')).toBe('10:00');
  expect(formatSlotTime('2026-07-01T08:00:00.000Z')).toBe('10:00');
  expect(parisToday(new Date('2026-11-23T23:30:00.000Z'))).toBe('2026-11-24');
  expect(isPastDelivery('2020-01-01T10:00:00.000Z')).toBe(true);
});

test('upcoming deliveries are now or later and not cancelled, soonest first', () => {
  const d = (id: string, at: string, status: DeliveryView['status'] = 'confirmed', deleted = false) =>
    ({ id, at, status, deleted }) as DeliveryView;
  const now = Date.parse('2026-11-23T10:00:00.000Z');
  const list = [
    d('later', '2026-11-30T10:00:00.000Z'),
    d('past', '2026-11-20T10:00:00.000Z'),
    d('cancelled', '2026-11-25T10:00:00.000Z', 'cancelled', true),
    d('soon', '2026-11-24T10:00:00.000Z'),
  ];
  expect(upcomingDeliveries(list, now).map((x) => x.id)).toEqual(['soon', 'later']);
});

test("'Your share' is what the ledger will credit: the share of the listed price less the organization's fees on sales", () => {
  const coat = { price: 400, consignmentSplit: 0.5, storeOwned: false } as ProductView;
  expect(sellerShare(coat, [], 'NOK')).toBe(200);
  // 10 % of the price (40,00) and a flat 5,00 per sale come off the seller's 200,00.
  const fees: SaleFees = [
    { to: 'organization', type: 'percentage', amount: 10 },
    { to: 'product', type: 'flat', amount: 5 },
  ];
  expect(sellerShare(coat, fees, 'NOK')).toBe(155);
  expect(sellerShare({ ...coat, price: 10 }, fees, 'NOK')).toBe(0);
  expect(sellerShare({ ...coat, storeOwned: true }, fees, 'NOK')).toBe(0);
});
