import type { EventEnvelope } from '@consign/contracts';
import type { Db, Trx } from '../db';
import { topicFor } from './topics';

export const OUTBOX_CHANNEL = 'consign_outbox';

/** Adds events inside the caller's transaction: they exist exactly when the state change commits. */
export async function publishEvents(trx: Trx, envelopes: EventEnvelope[]): Promise<void> {
  if (!envelopes.length) return;
  await trx('outbox').insert(
    envelopes.map((e) => ({ id: e.id, segment: e.aggregateId, type: e.type, topic: topicFor(e.type), payload: JSON.stringify(e) })),
  );
  // Postgres delivers a NOTIFY on commit only, so the relay wakes exactly when the rows are visible.
  await trx.raw('SELECT pg_notify(?, ?)', [OUTBOX_CHANNEL, '']);
}

export async function outboxBacklog(db: Db): Promise<number> {
  const row = await db('outbox').whereNull('published_at').whereNull('abandoned_at').count<{ count: string }[]>('* as count').first();
  return Number(row?.count ?? 0);
}
