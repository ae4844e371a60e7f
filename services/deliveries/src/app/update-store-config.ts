import {
  AppError,
  DEFAULT_SLOT_LENGTH_MINUTES,
  deliveryScheduleUpdateSchema,
  excludedDatesUpdateSchema,
  isAppError,
  MESSAGES,
  parisToday,
  RULE_MESSAGES,
  storeDeliveryConfigUpdated,
  type StoreDeliveryConfig,
} from '@consign/contracts';
import { parseInput, publishEvents, withTransaction, type AccessClaims, type Db } from '@consign/kit';
import { findStoreReplica } from '../db/replicas.repo';
import { lockStoreConfig, saveStoreConfig, type StoreConfigRow } from '../db/store-configs.repo';
import { toStoreDeliveryConfig } from '../domain/delivery-view';
import { addedPastDates } from '../domain/excluded-dates';
import { isUuid } from './context';
import type { DatesCache } from './dates-cache';

/** Applies a change to a store's delivery config and announces it (catalog keeps `deliveries_enabled`). */
async function changeConfig(
  db: Db,
  dates: DatesCache,
  auth: AccessClaims,
  storeId: string,
  failure: string,
  change: (row: StoreConfigRow) => StoreConfigRow,
): Promise<StoreDeliveryConfig> {
  if (!isUuid(storeId)) throw AppError.notFound(MESSAGES.stores.notFound);
  try {
    const config = await withTransaction(db, async (trx) => {
      if (!(await findStoreReplica(trx, auth.org, storeId))) throw AppError.notFound(MESSAGES.stores.notFound);
      const next = change(await lockStoreConfig(trx, auth.org, storeId));
      await saveStoreConfig(trx, next);
      await publishEvents(trx, [
        storeDeliveryConfigUpdated.create({
          source: 'deliveries',
          orgId: auth.org,
          aggregateId: storeId,
          data: {
            storeId,
            enabled: next.enabled,
            slotLength: next.slot_length ?? DEFAULT_SLOT_LENGTH_MINUTES,
            slotBuffer: next.slot_buffer,
          },
        }),
      ]);
      return toStoreDeliveryConfig(next, auth.orgSlug);
    });
    dates.forget(auth.org, storeId);
    return config;
  } catch (err) {
    // A failure the caller cannot act on gets the SPEC's text for this form instead of a generic one.
    if (isAppError(err)) throw err;
    throw new AppError('unexpected', failure);
  }
}

export async function updateDeliverySchedule(
  db: Db,
  dates: DatesCache,
  auth: AccessClaims,
  storeId: string,
  input: unknown,
): Promise<StoreDeliveryConfig> {
  const patch = parseInput(deliveryScheduleUpdateSchema, input ?? {});
  return changeConfig(db, dates, auth, storeId, MESSAGES.stores.failedSchedule, (row) => ({
    ...row,
    enabled: patch.enabled ?? row.enabled,
    slot_length: patch.slot_length ?? row.slot_length,
    slot_buffer: patch.slot_buffer ?? row.slot_buffer,
    schedule: patch.schedule ?? row.schedule,
    schedule_end_date: patch.schedule_end_date === undefined ? row.schedule_end_date : patch.schedule_end_date,
  }));
}

export async function updateExcludedDates(
  db: Db,
  cache: DatesCache,
  auth: AccessClaims,
  storeId: string,
  input: unknown,
): Promise<StoreDeliveryConfig> {
  const { dates } = parseInput(excludedDatesUpdateSchema, input ?? {});
  return changeConfig(db, cache, auth, storeId, MESSAGES.stores.failedExcludedDates, (row) => {
    // A day already excluded may pass into history and stay in the list; only a new one cannot lie in the past.
    if (addedPastDates(row.excluded_dates, dates, parisToday()).length) throw AppError.invalid(RULE_MESSAGES.deliveries.excludedDatePast);
    return { ...row, excluded_dates: [...new Set(dates)].sort() };
  });
}
