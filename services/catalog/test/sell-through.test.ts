import { markdownScheduleSchema } from '@consign/contracts';
import { suggestSchedule } from '../src/domain/sell-through';

test('the suggestion starts at the median days to sell and goes deeper the worse a category sells', () => {
  expect(suggestSchedule({ sold: 8, sellThrough: 0.75, medianDaysToSell: 12.4 })).toEqual([{ afterDays: 24, percent: 10 }]);
  expect(suggestSchedule({ sold: 8, sellThrough: 0.4, medianDaysToSell: 12.6 })).toEqual([
    { afterDays: 13, percent: 15 },
    { afterDays: 26, percent: 30 },
  ]);
  expect(suggestSchedule({ sold: 5, sellThrough: 0.1, medianDaysToSell: 0.2 })).toEqual([
    { afterDays: 1, percent: 20 },
    { afterDays: 2, percent: 40 },
  ]);
});

test('no suggestion from fewer than 5 sales; every suggestion is a schedule the settings accept', () => {
  expect(suggestSchedule({ sold: 4, sellThrough: 0.9, medianDaysToSell: 10 })).toBeNull();
  for (const sellThrough of [0, 0.3, 0.6, 1])
    for (const medianDaysToSell of [0, 1, 45, 400])
      expect(markdownScheduleSchema.safeParse(suggestSchedule({ sold: 9, sellThrough, medianDaysToSell })).success).toBe(true);
});
