import { nextMarkdown } from '../src/domain/daily-consignment';

const schedule = [
  { afterDays: 10, percent: 10 },
  { afterDays: 20, percent: 30 },
];
const farAway = new Date('2030-01-01T10:00:00Z');

test('the next step of the schedule, by age in Paris days, from the price before the first markdown', () => {
  const state = { createdAt: new Date('2027-05-01T10:00:00Z'), price: 1000, stepsDone: 0, base: null };
  expect(nextMarkdown(state, schedule, '2027-05-03', farAway)).toEqual({ on: '2027-05-11', price: 900 });
  expect(nextMarkdown({ ...state, price: 900, stepsDone: 1, base: 1000 }, schedule, '2027-05-12', farAway)).toEqual({
    on: '2027-05-21',
    price: 700,
  });
  expect(nextMarkdown({ ...state, price: 700, stepsDone: 2, base: 1000 }, schedule, '2027-05-22', farAway)).toBeNull();
});

test('a step already due is the next run (today); one that would not lower the price is passed over', () => {
  const state = { createdAt: new Date('2027-05-01T10:00:00Z'), price: 800, stepsDone: 0, base: null };
  expect(nextMarkdown(state, schedule, '2027-05-15', farAway)).toEqual({ on: '2027-05-15', price: 720 });
  // Staff lowered it to 750 after step 1 (base 1000): step 2 (700) still lowers it; at 650 nothing does.
  expect(nextMarkdown({ ...state, price: 750, stepsDone: 1, base: 1000 }, schedule, '2027-05-12', farAway)).toEqual({
    on: '2027-05-21',
    price: 700,
  });
  expect(nextMarkdown({ ...state, price: 650, stepsDone: 1, base: 1000 }, schedule, '2027-05-12', farAway)).toBeNull();
});

test('nothing after the item expires: the job takes it out of the rules first', () => {
  const state = { createdAt: new Date('2027-05-01T10:00:00Z'), price: 1000, stepsDone: 0, base: null };
  expect(nextMarkdown(state, schedule, '2027-05-03', new Date('2027-05-10T10:00:00Z'))).toBeNull();
  expect(nextMarkdown(state, schedule, '2027-05-03', new Date('2027-05-11T10:00:00Z'))).toEqual({ on: '2027-05-11', price: 900 });
});

describe.each([
  // Received at 00:30 in Paris on the night the clocks go forward (still 27 March in UTC).
  { season: 'spring change', receivedAt: '2027-03-27T23:30:00Z', on: '2027-03-29' },
  // Received at 00:30 in Paris after the clocks went back (still 31 October in UTC).
  { season: 'autumn change', receivedAt: '2027-10-31T23:30:00Z', on: '2027-11-02' },
  { season: 'winter', receivedAt: '2027-01-14T23:30:00Z', on: '2027-01-16' },
  { season: 'summer', receivedAt: '2027-07-14T22:30:00Z', on: '2027-07-16' },
])('a day is a Paris calendar day ($season)', ({ receivedAt, on }) => {
  test('the first step one day after reception falls on the next Paris day', () => {
    const state = { createdAt: new Date(receivedAt), price: 1000, stepsDone: 0, base: null };
    expect(nextMarkdown(state, [{ afterDays: 1, percent: 20 }], '2027-01-01', farAway)).toEqual({ on, price: 800 });
  });
});
