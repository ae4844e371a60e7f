/** The dates of `next` that `previous` did not have and that lie before `today` (all yyyy-MM-dd, Paris). */
export function addedPastDates(previous: readonly string[], next: readonly string[], today: string): string[] {
  const had = new Set(previous);
  return next.filter((date) => !had.has(date) && date < today);
}
