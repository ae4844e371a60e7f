import dayjs from 'dayjs';
import { monthOf } from './calendar';

/** The keys that move the focus inside the booking's grids (WAI-ARIA grid and date picker patterns). */
export type MoveKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const MOVE_KEYS: ReadonlySet<string> = new Set<MoveKey>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export const isMoveKey = (key: string): key is MoveKey => MOVE_KEYS.has(key);

const STEP: Partial<Record<MoveKey, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

const addDays = (date: string, days: number) => dayjs(date).add(days, 'day').format('YYYY-MM-DD');

/**
 * The calendar day the focus moves to for a key; `from` when it stays. Arrows step a day or a week,
 * Home/End go to the ends of the week's row, PageUp/PageDown to the same day a month before/after.
 * Days that cannot be picked are disabled buttons, out of the focus order, so the move goes on past
 * them (to the nearest pickable day of the month for a page); it never leaves the bookable months.
 */
export function dayForKey(from: string, key: MoveKey, months: readonly string[], canPick: (date: string) => boolean): string {
  const first = `${months[0]}-01`;
  const last = dayjs(`${months.at(-1)}-01`)
    .endOf('month')
    .format('YYYY-MM-DD');
  const step = STEP[key];
  if (step) {
    for (let day = addDays(from, step); day >= first && day <= last; day = addDays(day, step)) if (canPick(day)) return day;
    return from;
  }
  const at = dayjs(from);
  if (key === 'Home' || key === 'End') {
    // The row is the week inside this month: the neighbouring months' days are blank cells.
    const monday = addDays(from, -((at.day() + 6) % 7));
    const [start, end] = [at.startOf('month').format('YYYY-MM-DD'), at.endOf('month').format('YYYY-MM-DD')];
    const sunday = addDays(monday, 6);
    const edge = key === 'Home' ? (monday > start ? monday : start) : sunday < end ? sunday : end;
    // From the row's edge back toward the day the focus is on.
    for (let day = edge; day !== from; day = addDays(day, key === 'Home' ? 1 : -1)) if (canPick(day)) return day;
    return from;
  }
  const direction = key === 'PageDown' ? 1 : -1;
  for (
    let month = at.startOf('month').add(direction, 'month');
    months.includes(month.format('YYYY-MM'));
    month = month.add(direction, 'month')
  ) {
    // The same day of that month (its last when shorter), else the nearest pickable day of it.
    const same = month.date(Math.min(at.date(), month.daysInMonth())).format('YYYY-MM-DD');
    for (let distance = 0; distance < 31; distance++) {
      const near = [addDays(same, distance), addDays(same, -distance)].find((day) => monthOf(day) === monthOf(same) && canPick(day));
      if (near) return near;
    }
  }
  return from;
}

/**
 * The cell the focus moves to for a key in a grid of `count` cells laid out `columns` to a row; `index`
 * when it stays. Left/Right go on to the neighbouring row's end, Up/Down keep the column (or take the
 * shorter last row's end), Home/End go to the row's ends; the grid does not page.
 */
export function cellForKey(index: number, key: MoveKey, count: number, columns: number): number {
  const rowStart = index - (index % columns);
  switch (key) {
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowRight':
      return Math.min(index + 1, count - 1);
    case 'ArrowUp':
      return index >= columns ? index - columns : index;
    case 'ArrowDown':
      return rowStart + columns < count ? Math.min(index + columns, count - 1) : index;
    case 'Home':
      return rowStart;
    case 'End':
      return Math.min(rowStart + columns - 1, count - 1);
    default:
      return index;
  }
}
