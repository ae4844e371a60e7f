import { PARIS_TIME_ZONE } from '@consign/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { dayFormat } from './format';
import { currentLanguage } from '../i18n';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * SPEC §9: deliveries and stores are shown and computed in Paris time, whatever the browser's zone. Which day it
 * is in Paris ("today") is contracts' `parisToday`; this module only shows Paris times of day.
 */
export function inParis(at: string | Date | Dayjs): Dayjs {
  return dayjs(at).tz(PARIS_TIME_ZONE);
}

/** "Tue 24 Nov 2026, 10:00" / "ti. 24. nov. 2026 kl. 10:00" in Paris time. */
export function formatDeliveryTime(at: string): string {
  return inParis(at).format(`${dayFormat()}${currentLanguage() === 'nb' ? ' [kl.]' : ','} HH:mm`);
}

export function formatSlotTime(at: string): string {
  return inParis(at).format('HH:mm');
}

/** SPEC §4: a delivery in the past (compared in Paris time) is read-only. */
export function isPastDelivery(at: string, now: Date = new Date()): boolean {
  return inParis(at).isBefore(inParis(now));
}
