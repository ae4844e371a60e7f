import { AppError, MESSAGES } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';
import { findStoreReplica } from '../db/replicas.repo';
import { findStoreConfig, type StoreConfigRow } from '../db/store-configs.repo';
import { defaultStoreConfig } from '../domain/delivery-view';
import { isUuid } from './context';

/** A store of the organization (known from catalog's events, or configured here) and its delivery config. */
export async function storeConfigFor(db: Db | Trx, orgId: string, storeId: string): Promise<StoreConfigRow> {
  if (!isUuid(storeId)) throw AppError.notFound(MESSAGES.stores.notFound);
  const [config, store] = await Promise.all([findStoreConfig(db, orgId, storeId), findStoreReplica(db, orgId, storeId)]);
  if (!store && !config) throw AppError.notFound(MESSAGES.stores.notFound);
  return config && store ? config : config && !store ? { ...config, enabled: false } : defaultStoreConfig(orgId, storeId);
}
