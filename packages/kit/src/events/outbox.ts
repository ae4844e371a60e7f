import type { EventEnvelope } from '@consign/contracts';
import { afterCommit, type Db, type Trx } from '../db';
import { topicFor } from './topics';

export const OUTBOX_CHANNEL = 'consign_outbox';

/** Adds events inside the caller's transaction: they exist exactly when the state change commits. */
export async function publishEvents(trx: Trx, envelopes: EventEnvelope[]): Promise<void> {
  if (!envelopes.length) return;
  await trx('outbox').insert(
    envelopes.map((e) => ({ id: e.id, segment: e.aggregateId, type: e.type, topic: topicFor(e.type), payload: JSON.stringify(e) })),
  );
  // The relay is woken once the rows are visible, by a NOTIFY of its own after the commit: a transaction that
  // notifies holds a lock of the whole Postgres server from its commit until the commit is on disk, so
  // notifying transactions (every service's, on a shared server) commit one at a time. At 200 sales/s that
  // queue was most of the ledger's lag. A NOTIFY alone writes nothing to wait for. Lost with the process
  // between the two: the relay's poll finds the rows.
  if (!afterCommit(trx, wakeRelay)) await trx.raw('SELECT pg_notify(?, ?)', [OUTBOX_CHANNEL, '']);
}

const wakes = new WeakMap<Db, { sending: boolean; again: boolean }>();

/** One NOTIFY at a time per pool: commits while one is on its way get one more after it, not one each. */
function wakeRelay(pool: Db): void {
  const wake = wakes.get(pool) ?? { sending: false, again: false };
  wakes.set(pool, wake);
  if (wake.sending) return void (wake.again = true);
  wake.sending = true;
  void (async () => {
    do {
      wake.again = false;
      await pool.raw('SELECT pg_notify(?, ?)', [OUTBOX_CHANNEL, '']).catch(() => undefined);
    } while (wake.again);
    wake.sending = false;
  })();
}

export async function outboxBacklog(db: Db): Promise<number> {
  const row = await db('outbox').whereNull('published_at').whereNull('abandoned_at').count<{ count: string }[]>('* as count').first();
  return Number(row?.count ?? 0);
}
