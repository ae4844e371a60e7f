import { cellForKey, dayForKey, isMoveKey, type MoveKey } from '../src/features/deliveries/booking/grid-keys';

// November 2026 starts on a Sunday: Monday 23 to Sunday 29 is a full row, Monday 30 opens the last one.
const MONTHS = ['2026-11', '2026-12'];
const PICKABLE = new Set(['2026-11-24', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-15', '2026-12-17']);
const move = (from: string, key: MoveKey, months = MONTHS, pickable: ReadonlySet<string> | 'all' = PICKABLE) =>
  dayForKey(from, key, months, (date) => pickable === 'all' || pickable.has(date));

test('only the keys of the grid pattern move the focus', () => {
  expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'].every(isMoveKey)).toBe(true);
  expect(['Enter', ' ', 'Tab', 'a'].some(isMoveKey)).toBe(false);
});

test('Left/Right step to the previous/next pickable day, skipping the others and crossing into the next month', () => {
  expect(move('2026-11-24', 'ArrowRight')).toBe('2026-11-27');
  expect(move('2026-11-27', 'ArrowLeft')).toBe('2026-11-24');
  expect(move('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
  expect(move('2026-12-01', 'ArrowLeft')).toBe('2026-11-30');
  // Nothing pickable before the first day: the focus stays.
  expect(move('2026-11-24', 'ArrowLeft')).toBe('2026-11-24');
});

test('Up/Down step a week on the same weekday, skipping weeks where it cannot be picked', () => {
  expect(move('2026-11-24', 'ArrowDown')).toBe('2026-12-01');
  expect(move('2026-12-01', 'ArrowDown')).toBe('2026-12-15');
  expect(move('2026-12-15', 'ArrowUp')).toBe('2026-12-01');
  expect(move('2026-12-15', 'ArrowDown')).toBe('2026-12-15');
  expect(move('2026-11-27', 'ArrowUp')).toBe('2026-11-27');
});

test("Home/End go to the first/last pickable day of the week's row inside the month", () => {
  expect(move('2026-11-27', 'Home')).toBe('2026-11-24');
  expect(move('2026-11-24', 'End')).toBe('2026-11-27');
  expect(move('2026-11-24', 'Home')).toBe('2026-11-24');
  // Monday 30 November and Tuesday 1 December share a week but not a row.
  expect(move('2026-12-01', 'Home')).toBe('2026-12-01');
  expect(move('2026-11-30', 'End')).toBe('2026-11-30');
});

test('PageUp/PageDown go to the same day of the previous/next month, else its nearest pickable day, else a month further', () => {
  expect(move('2026-11-24', 'PageDown')).toBe('2026-12-17');
  expect(move('2026-12-15', 'PageUp')).toBe('2026-11-24');
  expect(move('2026-11-30', 'PageDown', MONTHS, new Set(['2026-11-30', '2026-12-28', '2026-12-31']))).toBe('2026-12-31');
  // The 31st pages to the last day of a shorter month.
  expect(move('2027-01-31', 'PageDown', ['2027-01', '2027-02'], 'all')).toBe('2027-02-28');
  expect(move('2026-12-17', 'PageDown')).toBe('2026-12-17');
  expect(move('2026-11-24', 'PageUp')).toBe('2026-11-24');
  const three = ['2026-11', '2026-12', '2027-01'];
  expect(move('2026-11-24', 'PageDown', three, new Set(['2026-11-24', '2027-01-20']))).toBe('2027-01-20');
});

test('the focus never leaves the bookable months, even where every day could be picked', () => {
  expect(move('2026-12-31', 'ArrowRight', MONTHS, 'all')).toBe('2026-12-31');
  expect(move('2026-12-29', 'ArrowDown', MONTHS, 'all')).toBe('2026-12-29');
  expect(move('2026-11-01', 'ArrowLeft', MONTHS, 'all')).toBe('2026-11-01');
  expect(move('2026-11-01', 'ArrowRight', MONTHS, 'all')).toBe('2026-11-02');
});

test('slots: Left/Right run through the slots row after row, Up/Down keep the column, Home/End go to the row ends', () => {
  // 10:00 11:00 12:00 / 13:00
  const slot = (index: number, key: MoveKey) => cellForKey(index, key, 4, 3);
  expect(slot(0, 'ArrowRight')).toBe(1);
  expect(slot(2, 'ArrowRight')).toBe(3);
  expect(slot(3, 'ArrowRight')).toBe(3);
  expect(slot(3, 'ArrowLeft')).toBe(2);
  expect(slot(0, 'ArrowLeft')).toBe(0);
  expect(slot(0, 'ArrowDown')).toBe(3);
  // The shorter last row: Down takes its end rather than leaving the focus where it is.
  expect(slot(2, 'ArrowDown')).toBe(3);
  expect(slot(3, 'ArrowDown')).toBe(3);
  expect(slot(3, 'ArrowUp')).toBe(0);
  expect(slot(1, 'ArrowUp')).toBe(1);
  expect(slot(1, 'Home')).toBe(0);
  expect(slot(1, 'End')).toBe(2);
  expect(slot(3, 'Home')).toBe(3);
  expect(slot(3, 'End')).toBe(3);
  expect(slot(1, 'PageDown')).toBe(1);
  expect(cellForKey(4, 'ArrowDown', 7, 3)).toBe(6);
  expect(cellForKey(4, 'End', 7, 3)).toBe(5);
});
