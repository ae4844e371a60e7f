import { PARIS_TIME_ZONE } from '@consign/contracts';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * Deliveries and stores live in Paris time (SPEC §9), whatever zone the process runs in. Which calendar day an
 * instant falls on, and day arithmetic, are contracts' (`parisDay`, `addDays`); this module only turns Paris wall
 * clocks into instants and back.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const HOUR = 60 * MINUTE;
const offsetByHour = new Map<number, number>();

/**
 * Minutes east of UTC that Paris is at this instant (60 in winter, 120 in summer). Paris changes offset
 * only on a whole UTC hour, so the answer is kept per hour: dayjs' zone conversion is exact but slow
 * (a calendar asks thousands of times per request).
 */
export function parisOffsetMinutes(instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    offset = dayjs(hour * HOUR)
      .tz(PARIS_TIME_ZONE)
      .utcOffset();
    if (offsetByHour.size > 100_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/**
 * The instant of a Paris wall-clock time on a date. Each offset in force around that day is tried and kept
 * when Paris really shows that offset at the result. A time repeated by fall-back takes its first instant;
 * a time skipped by spring-forward (02:30) lands an hour later, like a clock set forward.
 */
export function parisWallTime(date: string, time: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const naive = Date.parse(`${date}T00:00:00Z`) + (h * 60 + m) * MINUTE;
  const before = parisOffsetMinutes(new Date(naive - DAY));
  const after = parisOffsetMinutes(new Date(naive + DAY));
  const valid = [...new Set([before, after])]
    .map((offset) => ({ offset, at: naive - offset * MINUTE }))
    .filter((c) => parisOffsetMinutes(new Date(c.at)) === c.offset)
    .map((c) => c.at);
  return new Date(valid.length ? Math.min(...valid) : naive - before * MINUTE);
}

/** The Paris wall clock of an instant as an ISO string without zone (yyyy-MM-ddTHH:mm:ss). */
const parisLocal = (instant: Date) => new Date(instant.getTime() + parisOffsetMinutes(instant) * MINUTE).toISOString().slice(0, 19);

/** ISO 8601 with the Paris offset: 2026-03-29T10:00:00+02:00. */
export function parisIso(instant: Date): string {
  const offset = parisOffsetMinutes(instant);
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${parisLocal(instant)}${offset < 0 ? '-' : '+'}${hh}:${mm}`;
}

/** HH:mm of an instant in Paris. */
export function parisClock(instant: Date): string {
  return parisLocal(instant).slice(11, 16);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date; a date has no zone. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
