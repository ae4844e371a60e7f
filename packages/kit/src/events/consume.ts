import type { EventContract, EventEnvelope } from '@consign/contracts';
import { runAsOrg } from '../context';
import type { Db, Trx } from '../db';
import type { Logger } from '../log';
import { PoisonMessageError, type EventBus, type Subscription } from './bus';
import { consumedTotal, receivedTotal } from './metrics';
import { topicFor } from './topics';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- contracts of different data types side by side
type AnyContract = EventContract<any>;
type DataOf<C> = C extends EventContract<infer T> ? T : never;

export interface ConsumeOptions<C extends readonly AnyContract[]> {
  db: Db;
  bus: EventBus;
  log: Logger;
  /** The consumer group; also the inbox's consumer name. */
  group: string;
  contracts: C;
  handle(event: EventEnvelope<DataOf<C[number]>>, trx: Trx): Promise<void>;
  maxAttempts?: number;
}

/**
 * Applies events of the given contracts exactly once: the handler runs in the transaction that records
 * the event in the inbox, so a redelivered event finds its row and changes nothing.
 */
export function consume<C extends readonly AnyContract[]>(opts: ConsumeOptions<C>): Promise<Subscription> {
  const byType = new Map(opts.contracts.map((c) => [`${c.type}@${c.version}`, c]));
  const topics = [...new Set(opts.contracts.map((c) => topicFor(c.type)))];
  return opts.bus.subscribe({
    group: opts.group,
    topics,
    maxAttempts: opts.maxAttempts,
    async handle({ envelope, attempt }) {
      if (attempt === 1) receivedTotal.inc({ group: opts.group });
      const head = envelope as { type?: unknown; version?: unknown } | null;
      const contract = byType.get(`${String(head?.type)}@${String(head?.version)}`);
      if (!contract) return; // another event on the same topic: not this consumer's business
      let event: EventEnvelope<DataOf<C[number]>>;
      try {
        event = contract.parse(envelope);
      } catch (err) {
        throw new PoisonMessageError(err instanceof Error ? err.message : 'invalid event');
      }
      // The handler sees the event's organization only; the inbox itself is bookkeeping without tenant rows.
      const apply = () =>
        opts.db.transaction(async (trx) => {
          const inserted = await trx('inbox')
            .insert({ consumer: opts.group, event_id: event.id, type: event.type })
            .onConflict(['consumer', 'event_id'])
            .ignore()
            .returning('event_id');
          if (!inserted.length) return false;
          await opts.handle(event, trx);
          return true;
        });
      const applied = event.orgId ? await runAsOrg(event.orgId, apply) : await apply();
      if (applied) consumedTotal.inc({ group: opts.group, type: event.type });
      else opts.log.debug({ group: opts.group, eventId: event.id }, 'duplicate event ignored');
    },
  });
}
