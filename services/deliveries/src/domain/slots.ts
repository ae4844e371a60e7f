import {
  DEFAULT_SLOT_LENGTH_MINUTES,
  addDays,
  parisDay,
  type DeliveryDateInfo,
  type TimeSlot,
  type WeeklySchedule,
} from '@consign/contracts';
import { isoWeekday, monthStart, parisIso, parisWallTime } from './paris-time';

const MINUTE = 60_000;

/** How far ahead booking is open when a store sets no schedule end date. */
export const DEFAULT_BOOKING_HORIZON_DAYS = 60;

export interface CalendarConfig {
  enabled: boolean;
  slotLength: number | null;
  slotBuffer: number;
  schedule: WeeklySchedule;
  scheduleEndDate: string | null;
  excludedDates: readonly string[];
}

/** A time range [start, end) in epoch milliseconds that a live delivery holds. */
export interface BusyRange {
  start: number;
  end: number;
}

export const slotLengthOf = (c: Pick<CalendarConfig, 'slotLength'>) => c.slotLength ?? DEFAULT_SLOT_LENGTH_MINUTES;

/**
 * What a delivery starting at `start` occupies: its length plus the buffer after it. Grid slots are
 * length + buffer apart, so neighbours touch without overlapping; the exclusion constraint uses the same range.
 */
export function occupiedRange(c: Pick<CalendarConfig, 'slotLength' | 'slotBuffer'>, start: Date): { start: Date; end: Date } {
  return { start, end: new Date(start.getTime() + (slotLengthOf(c) + c.slotBuffer) * MINUTE) };
}

export const scheduleEndOf = (c: Pick<CalendarConfig, 'scheduleEndDate'>, now: Date) =>
  c.scheduleEndDate ?? addDays(parisDay(now), DEFAULT_BOOKING_HORIZON_DAYS);

/**
 * Every slot start of one Paris calendar date (epoch ms, ascending), before removing busy ones: inside each
 * opening interval a slot starts every length + buffer minutes and the last one ends by the interval's end.
 * Steps are in real minutes, so a DST change inside an interval keeps slots one real hour apart.
 */
export function slotStarts(c: CalendarConfig, date: string): number[] {
  if (!c.enabled || c.excludedDates.includes(date)) return [];
  const length = slotLengthOf(c) * MINUTE;
  const step = length + c.slotBuffer * MINUTE;
  const starts: number[] = [];
  const intervals = c.schedule[String(isoWeekday(date)) as keyof WeeklySchedule] ?? [];
  for (const interval of intervals) {
    const end = parisWallTime(date, interval.to).getTime();
    for (let t = parisWallTime(date, interval.from).getTime(); t + length <= end; t += step) starts.push(t);
  }
  if (intervals.length < 2) return starts;
  // Intervals that do not overlap on the wall clock can overlap in real time on a spring-forward Sunday
  // (00:00–02:04 ends at 03:04 summer time, after 03:00 begins): keep a slot only if it starts after the last one ends.
  starts.sort((a, b) => a - b);
  return starts.filter(notOverlappingPrevious(length));
}

/** A stateful filter over ascending starts: false for a slot that begins before the last kept one ends. */
function notOverlappingPrevious(length: number) {
  let lastEnd = -Infinity;
  return (s: number) => {
    if (s < lastEnd) return false;
    lastEnd = s + length;
    return true;
  };
}

/** True when [start, end) overlaps a busy range; `busy` is sorted by start. */
function overlapsBusy(busy: readonly BusyRange[], start: number, end: number): boolean {
  // Busy ranges never overlap each other (the constraint), so their ends are sorted too: find the first ending after `start`.
  let lo = 0;
  let hi = busy.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (busy[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < busy.length && busy[lo]!.start < end;
}

const isFree = (busy: readonly BusyRange[], start: number, span: number, now: Date) =>
  start >= now.getTime() && !overlapsBusy(busy, start, start + span);

/** The free slots of a date: none in the past, none overlapping a live delivery. `busy` sorted by start. */
export function freeSlots(c: CalendarConfig, date: string, busy: readonly BusyRange[], now: Date): TimeSlot[] {
  if (date > scheduleEndOf(c, now)) return [];
  const span = (slotLengthOf(c) + c.slotBuffer) * MINUTE;
  return slotStarts(c, date)
    .filter((s) => isFree(busy, s, span, now))
    .map((s) => ({ from: parisIso(new Date(s)) }));
}

/** Whether a date has at least one free slot (the calendar asks this of every date in its range). */
export function hasFreeSlot(c: CalendarConfig, date: string, busy: readonly BusyRange[], now: Date): boolean {
  const span = (slotLengthOf(c) + c.slotBuffer) * MINUTE;
  return slotStarts(c, date).some((s) => isFree(busy, s, span, now));
}

/** The calendar from the first of the current Paris month to the schedule end date. */
export function datesInfo(
  c: CalendarConfig,
  busy: readonly BusyRange[],
  now: Date,
): { datesInfo: DeliveryDateInfo[]; scheduleEndDate: string } {
  const end = scheduleEndOf(c, now);
  const today = parisDay(now);
  const info: DeliveryDateInfo[] = [];
  for (let date = monthStart(today); date <= end; date = addDays(date, 1)) {
    if (c.excludedDates.includes(date)) info.push({ date, status: 'excluded' });
    else info.push({ date, status: date >= today && hasFreeSlot(c, date, busy, now) ? 'available' : 'other' });
  }
  return { datesInfo: info, scheduleEndDate: end };
}

/** Whether `at` is a slot start of its store's calendar that is not past and within the bookable range. */
export function isSlotStart(c: CalendarConfig, at: Date, now: Date): boolean {
  const date = parisDay(at);
  if (at.getTime() < now.getTime() || date > scheduleEndOf(c, now)) return false;
  return slotStarts(c, date).includes(at.getTime());
}
