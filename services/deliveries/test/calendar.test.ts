import fc from 'fast-check';
import { addDays, parisDay, type WeeklySchedule } from '@consign/contracts';
import { isPast } from '../src/domain/delivery-rules';
import { isoWeekday, parisIso, parisWallTime } from '../src/domain/paris-time';
import { datesInfo, freeSlots, isSlotStart, occupiedRange, type BusyRange, type CalendarConfig } from '../src/domain/slots';

// calendar-time-zones.test.ts re-runs this file under several TZ values: the process zone must really be the one asked for.
test('runs in the process time zone it was given', () => {
  if (process.env.TZ) expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
  expect(new Date('2026-07-01T00:00:00Z').getTimezoneOffset()).toBe(
    { 'Asia/Tokyo': -540, 'America/New_York': 240, 'Europe/Paris': -120, UTC: 0 }[process.env.TZ ?? ''] ??
      new Date('2026-07-01T00:00:00Z').getTimezoneOffset(),
  );
});

const every = (from: string, to: string): WeeklySchedule =>
  Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ from, to }]]));
const config = (over: Partial<CalendarConfig> = {}): CalendarConfig => ({
  enabled: true,
  slotLength: 60,
  slotBuffer: 0,
  schedule: every('10:00', '16:00'),
  scheduleEndDate: '2026-12-31',
  excludedDates: [],
  ...over,
});
const LONG_AGO = new Date('2026-01-01T00:00:00Z');
const froms = (c: CalendarConfig, date: string, busy: BusyRange[] = [], now = LONG_AGO) => freeSlots(c, date, busy, now).map((s) => s.from);

describe('Paris wall time', () => {
  test('dates, weekdays and offsets do not depend on the process zone', () => {
    expect(parisWallTime('2026-01-15', '10:00').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(parisWallTime('2026-07-15', '10:00').toISOString()).toBe('2026-07-15T08:00:00.000Z');
    expect(parisDay(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(parisIso(new Date('2026-07-15T08:00:00Z'))).toBe('2026-07-15T10:00:00+02:00');
    expect(isoWeekday('2026-03-29')).toBe(7);
    expect(isoWeekday('2026-03-30')).toBe(1);
  });

  test('a time skipped by spring-forward lands an hour later; a repeated one takes its first instant', () => {
    expect(parisWallTime('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(parisWallTime('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(parisWallTime('2026-10-25', '24:00').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});

describe('slots', () => {
  test('start every slot length inside the opening interval, the last one ending by its end', () => {
    expect(froms(config(), '2026-06-10')).toEqual([
      '2026-06-10T10:00:00+02:00',
      '2026-06-10T11:00:00+02:00',
      '2026-06-10T12:00:00+02:00',
      '2026-06-10T13:00:00+02:00',
      '2026-06-10T14:00:00+02:00',
      '2026-06-10T15:00:00+02:00',
    ]);
  });

  test('slot length plus buffer apart; several intervals per day; default length 60 when missing', () => {
    const c = config({
      slotLength: 45,
      slotBuffer: 15,
      schedule: {
        3: [
          { from: '10:00', to: '12:30' },
          { from: '14:00', to: '14:45' },
        ],
      },
    });
    expect(froms(c, '2026-06-10')).toEqual(['2026-06-10T10:00:00+02:00', '2026-06-10T11:00:00+02:00', '2026-06-10T14:00:00+02:00']);
    expect(froms(config({ slotLength: null, schedule: { 3: [{ from: '10:00', to: '12:00' }] } }), '2026-06-10')).toHaveLength(2);
  });

  test('spring-forward Sunday: a normal day keeps its wall times with the summer offset', () => {
    expect(froms(config(), '2026-03-29')[0]).toBe('2026-03-29T10:00:00+02:00');
    expect(froms(config(), '2026-03-28')[0]).toBe('2026-03-28T10:00:00+01:00');
  });

  test('spring-forward Sunday: an interval across 02:00 has one real hour less and no slot in the missing hour', () => {
    expect(froms(config({ schedule: { 7: [{ from: '00:00', to: '05:00' }] } }), '2026-03-29')).toEqual([
      '2026-03-29T00:00:00+01:00',
      '2026-03-29T01:00:00+01:00',
      '2026-03-29T03:00:00+02:00',
      '2026-03-29T04:00:00+02:00',
    ]);
  });

  test('spring-forward Sunday: two intervals that meet in real time give no overlapping slots', () => {
    // 02:04 does not exist that day, so the first interval ends at 03:04 summer time, after the second begins.
    const c = config({
      slotLength: 12,
      slotBuffer: 16,
      schedule: {
        7: [
          { from: '00:00', to: '02:04' },
          { from: '03:00', to: '03:12' },
        ],
      },
    });
    const starts = froms(c, '2026-03-29').map((s) => Date.parse(s));
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(12 * 60_000);
    expect(froms(c, '2026-03-29')).toContain('2026-03-29T01:52:00+01:00');
  });

  test('fall-back Sunday: an interval across 03:00 has one real hour more, 02:00 comes twice with two offsets', () => {
    const slots = froms(config({ schedule: { 7: [{ from: '00:00', to: '05:00' }] } }), '2026-10-25');
    expect(slots).toEqual([
      '2026-10-25T00:00:00+02:00',
      '2026-10-25T01:00:00+02:00',
      '2026-10-25T02:00:00+02:00',
      '2026-10-25T02:00:00+01:00',
      '2026-10-25T03:00:00+01:00',
      '2026-10-25T04:00:00+01:00',
    ]);
    expect(new Set(slots.map((s) => Date.parse(s))).size).toBe(6);
    expect(froms(config(), '2026-10-25')[0]).toBe('2026-10-25T10:00:00+01:00');
  });

  test('none in the past, none overlapping a live delivery (its buffer included), none on an excluded date', () => {
    const c = config({ slotLength: 45, slotBuffer: 15 });
    const taken = occupiedRange(c, new Date('2026-06-10T11:00:00+02:00'));
    expect(taken.end.toISOString()).toBe('2026-06-10T10:00:00.000Z');
    const busy = [{ start: taken.start.getTime(), end: taken.end.getTime() }];
    const now = new Date('2026-06-10T12:30:00+02:00');
    expect(froms(c, '2026-06-10', busy)).not.toContain('2026-06-10T11:00:00+02:00');
    expect(froms(c, '2026-06-10', busy)).toContain('2026-06-10T12:00:00+02:00');
    expect(froms(c, '2026-06-10', busy, now)[0]).toBe('2026-06-10T13:00:00+02:00');
    expect(froms(config({ excludedDates: ['2026-06-10'] }), '2026-06-10')).toEqual([]);
    expect(froms(config({ enabled: false }), '2026-06-10')).toEqual([]);
  });

  test('isSlotStart accepts grid starts only, not past, not beyond the schedule end date', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(isSlotStart(config(), new Date('2026-06-10T10:00:00+02:00'), now)).toBe(true);
    expect(isSlotStart(config(), new Date('2026-06-10T10:30:00+02:00'), now)).toBe(false);
    expect(isSlotStart(config(), new Date('2026-05-31T10:00:00+02:00'), now)).toBe(false);
    expect(isSlotStart(config({ scheduleEndDate: '2026-06-09' }), new Date('2026-06-10T10:00:00+02:00'), now)).toBe(false);
    expect(freeSlots(config({ scheduleEndDate: '2026-06-09' }), '2026-06-10', [], now)).toEqual([]);
    expect(isSlotStart(config({ schedule: { 7: [{ from: '00:00', to: '05:00' }] } }), new Date('2026-10-25T01:00:00Z'), now)).toBe(true);
  });
});

describe('dates', () => {
  test('from the first of the current Paris month to the schedule end date, with statuses', () => {
    const now = new Date('2026-03-15T11:00:00Z'); // 12:00 in Paris, Sunday
    const c = config({
      schedule: { 7: [{ from: '10:00', to: '16:00' }], 1: [{ from: '10:00', to: '11:00' }] },
      scheduleEndDate: '2026-04-05',
      excludedDates: ['2026-03-22'],
    });
    const full = occupiedRange(c, parisWallTime('2026-03-16', '10:00'));
    const { datesInfo: info, scheduleEndDate } = datesInfo(c, [{ start: full.start.getTime(), end: full.end.getTime() }], now);
    expect(scheduleEndDate).toBe('2026-04-05');
    expect(info[0]).toEqual({ date: '2026-03-01', status: 'other' });
    expect(info.at(-1)).toEqual({ date: '2026-04-05', status: 'available' });
    expect(info).toHaveLength(36);
    const status = Object.fromEntries(info.map((d) => [d.date, d.status]));
    expect(status['2026-03-08']).toBe('other'); // a Sunday already past
    expect(status['2026-03-15']).toBe('available'); // today, afternoon slots left
    expect(status['2026-03-16']).toBe('other'); // its one slot is taken
    expect(status['2026-03-17']).toBe('other'); // closed on Tuesdays
    expect(status['2026-03-22']).toBe('excluded');
    expect(status['2026-03-29']).toBe('available'); // spring-forward Sunday
    expect(status['2026-03-30']).toBe('available');
  });

  test('near midnight the current month and today are Paris ones', () => {
    const now = new Date('2026-03-31T22:30:00Z'); // already 1 April in Paris
    const info = datesInfo(config({ scheduleEndDate: '2026-04-03' }), [], now).datesInfo;
    expect(info.map((d) => d.date)).toEqual(['2026-04-01', '2026-04-02', '2026-04-03']);
    expect(info[0]!.status).toBe('available');
  });
});

test('a delivery is past once its start is before now', () => {
  const at = new Date('2026-10-25T02:00:00+01:00');
  expect(isPast(at, new Date('2026-10-25T02:30:00+02:00'))).toBe(false);
  expect(isPast(at, new Date('2026-10-25T02:30:00+01:00'))).toBe(true);
});

describe('properties over random schedules and dates (DST Sundays included)', () => {
  const time = fc
    .integer({ min: 0, max: 23 * 60 + 59 })
    .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  const interval = fc
    .tuple(time, time)
    .filter(([a, b]) => a < b)
    .map(([from, to]) => ({ from, to }));
  // What the schedule schema accepts: a day's intervals do not overlap.
  const intervals = fc
    .uniqueArray(time, { minLength: 2, maxLength: 6 })
    .map((ts) => [...ts].sort())
    .map((ts) => ts.flatMap((from, i) => (i % 2 === 0 && ts[i + 1] ? [{ from, to: ts[i + 1]! }] : [])));
  const open = (over: Partial<CalendarConfig>) => config({ scheduleEndDate: '2029-12-31', ...over });
  const date = fc.oneof(
    fc.constantFrom('2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31'),
    fc.integer({ min: 0, max: 730 }).map((d) => addDays('2026-01-01', d)),
  );

  test('slots lie inside an opening interval, on their Paris date, and never overlap', () => {
    fc.assert(
      fc.property(intervals, fc.integer({ min: 5, max: 120 }), fc.integer({ min: 0, max: 30 }), date, (ivs, length, buffer, day) => {
        const c = open({ slotLength: length, slotBuffer: buffer, schedule: { [String(isoWeekday(day))]: ivs } });
        const starts = freeSlots(c, day, [], LONG_AGO).map((s) => Date.parse(s.from));
        for (const [i, s] of starts.entries()) {
          const inside = ivs.some(
            (iv) => s >= parisWallTime(day, iv.from).getTime() && s + length * 60_000 <= parisWallTime(day, iv.to).getTime(),
          );
          expect(inside).toBe(true);
          expect(parisDay(new Date(s))).toBe(day);
          if (i > 0) expect(s - starts[i - 1]!).toBeGreaterThanOrEqual(length * 60_000);
        }
        expect(new Set(starts).size).toBe(starts.length);
      }),
      { numRuns: 200 },
    );
  });

  test('a slot given as free is bookable, and once taken it is no longer free', () => {
    fc.assert(
      fc.property(interval, date, (iv, day) => {
        const c = open({ slotLength: 30, schedule: { [String(isoWeekday(day))]: [iv] } });
        const free = freeSlots(c, day, [], LONG_AGO);
        if (!free.length) return;
        const at = new Date(free[0]!.from);
        expect(isSlotStart(c, at, LONG_AGO)).toBe(true);
        const taken = occupiedRange(c, at);
        expect(freeSlots(c, day, [{ start: taken.start.getTime(), end: taken.end.getTime() }], LONG_AGO)).toEqual(free.slice(1));
      }),
      { numRuns: 200 },
    );
  });
});
