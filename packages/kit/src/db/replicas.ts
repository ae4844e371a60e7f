import type { Trx } from './database';

/** A row copied from another service, stamped with the time of the event that last changed it. */
export interface ReplicaRow {
  id: string;
  source_updated_at: Date;
}

/**
 * Inserts or updates a replica row, applying a newer version only: events of one aggregate may arrive late or
 * twice, and an older one must change nothing. An existing row takes only the columns `row` carries (a key
 * left out or undefined is not touched), so an event with part of the row never blanks what a fuller one
 * brought. `newRowDefaults` fill a new row's columns that the event does not carry.
 */
export async function upsertReplica<Row extends ReplicaRow>(
  trx: Trx,
  table: string,
  row: Row,
  newRowDefaults: Record<string, unknown> = {},
): Promise<void> {
  const carried = Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));
  await trx(table)
    .insert({ ...newRowDefaults, ...carried })
    .onConflict('id')
    .merge(Object.keys(carried))
    .where(`${table}.source_updated_at`, '<=', row.source_updated_at);
}

/** Marks a replica row deleted (kept for what refers to it), unless a newer version already arrived. */
export async function markReplicaDeleted(trx: Trx, table: string, id: string, at: Date): Promise<void> {
  await trx(table).where({ id }).where('source_updated_at', '<=', at).update({ deleted_at: at, source_updated_at: at });
}
