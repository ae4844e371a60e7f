import { ISO_WEEKDAYS, type IsoWeekday } from '@consign/contracts';
import { i18n } from '../../i18n';

/** An ISO weekday as the schedule editors name it, in the current language (call at render time). */
export const weekdayName = (day: IsoWeekday): string => i18n.t(`settings:weekdays.${day}`);

/**
 * ISO weekday numbers as the schedule editors name them. Each name is read when it is used, so it is in the
 * language of that moment (prefer `weekdayName`).
 */
export const WEEKDAY_NAMES: Readonly<Record<IsoWeekday, string>> = Object.defineProperties(
  {} as Record<IsoWeekday, string>,
  Object.fromEntries(ISO_WEEKDAYS.map((day) => [day, { get: () => weekdayName(day), enumerable: true }])),
);
