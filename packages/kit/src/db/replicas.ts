import type { Trx } from './database';

/** A row copied from another service, stamped with the time of the event that last changed it. */
export interface ReplicaRow {
  id: string;
  source_updated_at: Date;
}

/**
 * Inserts or updates a replica row, applying a newer version only: events of one aggregate may arrive late or
 * twice, and an older one must change nothing. `columns` limits what an existing row takes, for events that
 * carry part of the row (they must not blank what a fuller event brought first).
 */
export async function upsertReplica<Row extends ReplicaRow>(trx: Trx, table: string, row: Row, columns?: string[]): Promise<void> {
  const insert = trx(table).insert(row).onConflict('id');
  await (columns ? insert.merge(columns) : insert.merge()).where(`${table}.source_updated_at`, '<=', row.source_updated_at);
}

/** Marks a replica row deleted (kept for what refers to it), unless a newer version already arrived. */
export async function markReplicaDeleted(trx: Trx, table: string, id: string, at: Date): Promise<void> {
  await trx(table).where({ id }).where('source_updated_at', '<=', at).update({ deleted_at: at, source_updated_at: at });
}
