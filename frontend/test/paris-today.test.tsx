// The harness first: it puts fetch and the encoders in place before the app modules load.
import { makeStaffStore, renderStaff, serve } from './staff-harness';
import { screen, waitFor } from '@testing-library/react';
import type { ProductView } from '@consign/contracts';
import dayjs from 'dayjs';
import DeliverySheet from '../src/features/deliveries/DeliverySheet';
import DeliveryTimelinePage from '../src/features/deliveries/DeliveryTimelinePage';
import { EXPIRY_MESSAGES, expiryError, expiryFloor, initialValues } from '../src/features/products/product-form-rules';
import type { SheetEntry } from '../src/sheets/sheets.slice';

/*
 * Issue 19 item 12: a day the product means is the Paris calendar day (contracts' parisDay), not the browser's.
 * 23:30 UTC on 26 November is 00:30 on the 27th in Paris: a browser west of Paris (CI runs in UTC) still shows
 * the 26th.
 */
const NIGHT = new Date('2026-11-26T23:30:00.000Z');
const PARIS_TODAY = '2026-11-27';
const BROWSER_YESTERDAY = '2026-11-26';

// Only the clock is fake: RTK Query, antd and the fetch stand-in keep their real timers.
beforeEach(() =>
  jest.useFakeTimers({
    now: NIGHT,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  }),
);
afterEach(() => jest.useRealTimers());

describe('product form: expiry days are Paris days (SPEC §5, §9)', () => {
  const defaults = { expiryDays: 90, consignmentSplit: 0.5 };

  test("on create, the floor is today in Paris: the browser's date, already yesterday there, is refused", () => {
    expect(expiryFloor().format('YYYY-MM-DD')).toBe(PARIS_TODAY);
    expect(expiryError(dayjs(BROWSER_YESTERDAY))).toBe(EXPIRY_MESSAGES.beforeToday);
    expect(expiryError(dayjs(PARIS_TODAY))).toBeUndefined();
  });

  test('the default expiry is the configured number of days after today in Paris', () => {
    expect(initialValues(undefined, defaults).expiringAt?.format('YYYY-MM-DD')).toBe('2027-02-25');
  });

  test('on edit, the floor is the Paris day of the creation, and the expiry shows its Paris day', () => {
    const createdAt = NIGHT.toISOString();
    expect(expiryError(dayjs(BROWSER_YESTERDAY), createdAt)).toBe(EXPIRY_MESSAGES.beforeCreation);
    expect(expiryError(dayjs(PARIS_TODAY), createdAt)).toBeUndefined();
    // A default expiry set at that moment: 90 days later, also 00:30 in Paris.
    const product = { expiringAt: '2027-02-24T23:30:00.000Z', consignmentSplit: 0.5 } as ProductView;
    expect(initialValues(product, defaults).expiringAt?.format('YYYY-MM-DD')).toBe('2027-02-25');
  });
});

describe("deliveries: 'today' is today in Paris", () => {
  test("the day list drawer opened without a date lists today's Paris deliveries", async () => {
    const server = serve({ 'GET /api/demo/deliveries': { body: { data: [] } } });
    const entry: SheetEntry = { type: 'delivery', mode: 'view', params: { list: 'day' } };
    renderStaff(<DeliverySheet entry={entry} index={0} />, { store: makeStaffStore([entry]) });
    expect(await screen.findByText('Deliveries Fri 27 Nov 2026')).toBeInTheDocument();
    const call = server.find('GET', '/api/demo/deliveries')[0]!;
    expect([call.query.get('from'), call.query.get('to')]).toEqual([PARIS_TODAY, PARIS_TODAY]);
  });

  test('the timeline opens on today in Paris', async () => {
    const server = serve({
      'GET /api/demo/stores': { body: { data: [] } },
      'GET /api/demo/deliveries': { body: { data: [] } },
    });
    renderStaff(<DeliveryTimelinePage />);
    await waitFor(() => expect(server.find('GET', '/api/demo/deliveries')).toHaveLength(1));
    const call = server.find('GET', '/api/demo/deliveries')[0]!;
    expect([call.query.get('from'), call.query.get('to')]).toEqual([PARIS_TODAY, PARIS_TODAY]);
  });
});
