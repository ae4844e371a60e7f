import { parisDay, parisToday } from '../src/paris-day';

test.each([
  // 00:30 in Paris is 23:30 UTC the day before in winter (UTC+1) and 22:30 in summer (UTC+2).
  ['2026-01-14T23:30:00Z', '2026-01-15'],
  ['2026-07-14T22:30:00Z', '2026-07-15'],
  ['2026-07-14T21:59:59Z', '2026-07-14'],
  // Spring forward (29 March 2026, 02:00 → 03:00) and fall back (25 October 2026, 03:00 → 02:00).
  ['2026-03-28T23:30:00Z', '2026-03-29'],
  ['2026-03-29T22:30:00Z', '2026-03-30'],
  ['2026-10-24T22:30:00Z', '2026-10-25'],
  ['2026-10-25T22:59:00Z', '2026-10-25'],
  ['2026-10-25T23:00:00Z', '2026-10-26'],
  ['2026-12-31T23:00:00Z', '2027-01-01'],
])('%s is %s in Paris', (instant, day) => {
  expect(parisDay(new Date(instant))).toBe(day);
  expect(parisToday(new Date(instant))).toBe(day);
});
