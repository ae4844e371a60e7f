/** The time zone of every calendar day the product means: expiry, "today", delivery dates (SPEC §9). */
export const PARIS_TIME_ZONE = 'Europe/Paris';

// Intl carries the zone rules (both DST changes), so this is right whatever zone the process or browser runs in.
const parisCalendar = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** yyyy-MM-dd of an instant in Paris: 2026-03-28T23:30:00Z is '2026-03-29'. */
export function parisDay(instant: Date): string {
  const parts = parisCalendar.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today's date in Paris, the day a user in the shop means by "today". */
export function parisToday(now: Date = new Date()): string {
  return parisDay(now);
}
