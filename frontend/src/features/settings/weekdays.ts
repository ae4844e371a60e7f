import type { IsoWeekday } from '@consign/contracts';

/** ISO weekday numbers as the schedule editors name them. */
export const WEEKDAY_NAMES: Record<IsoWeekday, string> = {
  '1': 'Monday',
  '2': 'Tuesday',
  '3': 'Wednesday',
  '4': 'Thursday',
  '5': 'Friday',
  '6': 'Saturday',
  '7': 'Sunday',
};
