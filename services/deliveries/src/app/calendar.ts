import { AppError, MESSAGES, addDays, slotsDateParamSchema, type DeliveryDatesResponse, type TimeSlot } from '@consign/contracts';
import type { Db } from '@consign/kit';
import { busyRanges } from '../db/deliveries.repo';
import { toCalendarConfig } from '../domain/delivery-view';
import { parisWallTime } from '../domain/paris-time';
import { datesInfo, freeSlots, scheduleEndOf } from '../domain/slots';
import { isUuid } from './context';
import type { DatesCache } from './dates-cache';
import { storeConfigFor } from './store-context';

/** The store's calendar from the current Paris month to its schedule end date (kept a few seconds, see DatesCache). */
export function deliveryDates(db: Db, dates: DatesCache, orgId: string, storeId: string): Promise<DeliveryDatesResponse> {
  return dates.answer(orgId, storeId, () => computeDates(db, orgId, storeId));
}

async function computeDates(db: Db, orgId: string, storeId: string): Promise<DeliveryDatesResponse> {
  const calendar = toCalendarConfig(await storeConfigFor(db, orgId, storeId));
  const now = new Date();
  const end = scheduleEndOf(calendar, now);
  // Past slots are never available, so only deliveries from now on matter (a slot may run past midnight).
  const busy = await busyRanges(db, orgId, storeId, now, parisWallTime(addDays(end, 2), '00:00'));
  return datesInfo(calendar, busy, now);
}

/** The free slots of one Paris date. */
export async function deliverySlots(db: Db, orgId: string, storeId: string, date: string): Promise<TimeSlot[]> {
  const day = slotsDateParamSchema.safeParse(date);
  if (!day.success) throw AppError.invalid(MESSAGES.deliveries.failedToFetchSlots);
  if (!isUuid(storeId)) throw AppError.notFound(MESSAGES.stores.notFound);
  // The day's deliveries do not depend on the config: both reads at once. The store check still decides
  // (another organization's store is a 404 whatever its deliveries).
  const [config, busy] = await Promise.all([
    storeConfigFor(db, orgId, storeId),
    busyRanges(db, orgId, storeId, parisWallTime(day.data, '00:00'), parisWallTime(addDays(day.data, 2), '00:00')),
  ]);
  return freeSlots(toCalendarConfig(config), day.data, busy, new Date());
}
