import dayjs from 'dayjs';
import { dateTimeFormat, type DeliveryDateInfo as DateInfo } from '@consign/contracts';
import { currentLocale, i18n } from '../../../i18n';

/** 'YYYY-MM' of a 'YYYY-MM-DD' date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** A 'YYYY-MM-DD' day as a noon-UTC instant, so Intl (in UTC) writes that very day in every browser zone. */
const utcDay = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'November 2026' / 'november 2026': the month's name in the reader's language. */
export const monthName = (month: string) =>
  dateTimeFormat(currentLocale(), { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(utcDay(`${month}-01`));

/** '24 November 2026' / '24. november 2026': a calendar day as a screen reader says it. */
export const longDay = (date: string) =>
  dateTimeFormat(currentLocale(), { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(utcDay(date));

/** The weekdays' short names from dayjs's locale, Monday first in every language (SPEC §9): 'Mo' … 'Su' / 'Ma' … 'Sø'. */
export const weekdayNames = () =>
  Array.from({ length: 7 }, (_, i) => {
    const name = dayjs('2024-01-01').add(i, 'day').format('dd'); // 1 January 2024 was a Monday.
    return name.charAt(0).toUpperCase() + name.slice(1);
  });

/**
 * The weeks of a month as rows of seven 'YYYY-MM-DD' cells, Monday first (SPEC §9); days of the
 * neighbouring months are null.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = dayjs(`${month}-01`);
  const lead = (first.day() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 0; d < first.daysInMonth(); d++) cells.push(first.add(d, 'day').format('YYYY-MM-DD'));
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The months the calendar may show: the current month up to the schedule end date's month (SPEC §9). */
export function bookableMonths(today: string, scheduleEndDate: string | null): string[] {
  const start = dayjs(`${monthOf(today)}-01`);
  const end = dayjs(`${monthOf(scheduleEndDate && scheduleEndDate > today ? scheduleEndDate : today)}-01`);
  const months: string[] = [];
  for (let m = start; !m.isAfter(end); m = m.add(1, 'month')) months.push(m.format('YYYY-MM'));
  return months;
}

/** A date may be picked when the schedule offers it, it is not excluded or full, and it is not before today. */
export function isSelectable(info: DateInfo | undefined, today: string): boolean {
  return info?.status === 'available' && info.date >= today;
}

/** Why a day of the calendar cannot be picked, so that past and excluded days look different; null when it can. */
export function unavailableReason(date: string, info: DateInfo | undefined, today: string): 'past' | 'excluded' | 'closed' | null {
  if (date < today) return 'past';
  if (info?.status === 'excluded') return 'excluded';
  return isSelectable(info, today) ? null : 'closed';
}

/** What the calendar says when the shown month has no date to pick (SPEC §8 empty states), else null. */
export function emptyMonthMessage(datesInfo: DateInfo[], month: string, today: string): string | null {
  const upcoming = datesInfo.filter((d) => d.date >= today);
  if (upcoming.some((d) => monthOf(d.date) === month && d.status === 'available')) return null;
  const next = upcoming.filter((d) => d.status === 'available' && monthOf(d.date) > month).sort((a, b) => a.date.localeCompare(b.date))[0];
  if (next) return i18n.t('deliveries:calendar.noSlotsThisMonth', { month: monthName(monthOf(next.date)) });
  if (upcoming.some((d) => d.status !== 'excluded')) return i18n.t('messages:empty.allDatesBooked');
  return i18n.t('messages:empty.noDatesConfigured');
}
