import type { WeeklySchedule } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';

export interface StoreConfigRow {
  store_id: string;
  org_id: string;
  enabled: boolean;
  slot_length: number | null;
  slot_buffer: number;
  schedule: WeeklySchedule;
  schedule_end_date: string | null;
  excluded_dates: string[];
}

// Dates leave Postgres as yyyy-MM-dd text: a JS Date would shift them by the process time zone.
const columns = (db: Db | Trx) => [
  'store_id',
  'org_id',
  'enabled',
  'slot_length',
  'slot_buffer',
  'schedule',
  db.raw(`to_char(schedule_end_date, 'YYYY-MM-DD') AS schedule_end_date`),
  db.raw(`ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(excluded_dates) d ORDER BY d) AS excluded_dates`),
];

export async function findStoreConfig(db: Db | Trx, orgId: string, storeId: string): Promise<StoreConfigRow | undefined> {
  return db('store_configs').select(columns(db)).where({ org_id: orgId, store_id: storeId }).first() as Promise<StoreConfigRow | undefined>;
}

export async function listStoreConfigs(db: Db | Trx, orgId: string): Promise<StoreConfigRow[]> {
  return db('store_configs').select(columns(db)).where({ org_id: orgId }).orderBy('store_id') as Promise<StoreConfigRow[]>;
}

/** Creates the row with defaults when missing, locks it and returns it. */
export async function lockStoreConfig(trx: Trx, orgId: string, storeId: string): Promise<StoreConfigRow> {
  await trx('store_configs').insert({ store_id: storeId, org_id: orgId }).onConflict('store_id').ignore();
  const row = (await trx('store_configs').select(columns(trx)).where({ org_id: orgId, store_id: storeId }).forUpdate().first()) as
    StoreConfigRow | undefined;
  if (!row) throw new Error(`store config ${storeId} belongs to another organization`);
  return row;
}

export async function saveStoreConfig(trx: Trx, row: StoreConfigRow): Promise<void> {
  await trx('store_configs')
    .where({ org_id: row.org_id, store_id: row.store_id })
    .update({
      enabled: row.enabled,
      slot_length: row.slot_length,
      slot_buffer: row.slot_buffer,
      schedule: JSON.stringify(row.schedule),
      schedule_end_date: row.schedule_end_date,
      excluded_dates: row.excluded_dates,
      updated_at: trx.fn.now(),
    });
}
