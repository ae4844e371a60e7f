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
  /**
   * Opts in to batches (where the transport delivers them): applies the new events of a batch, in order, in
   * one transaction with their inbox rows. It must do what handle() would do for each, and nothing outside
   * the transaction: a batch that fails is applied again one event at a time with handle().
   */
  handleBatch?(events: EventEnvelope<DataOf<C[number]>>[], trx: Trx): Promise<void>;
  /**
   * Batches without a handleBatch of its own: handle() runs for each new event of a batch, in order, in the
   * batch's one transaction (a commit and an inbox insert per batch instead of per event).
   */
  inBatches?: boolean;
  maxAttempts?: number;
}

type Event<C extends readonly AnyContract[]> = EventEnvelope<DataOf<C[number]>>;

/**
 * Applies events of the given contracts exactly once: the handler runs in the transaction that records
 * the event in the inbox, so a redelivered event finds its row and changes nothing.
 */
export function consume<C extends readonly AnyContract[]>(opts: ConsumeOptions<C>): Promise<Subscription> {
  const byType = new Map(opts.contracts.map((c) => [`${c.type}@${c.version}`, c]));
  const topics = [...new Set(opts.contracts.map((c) => topicFor(c.type)))];

  /** The event if it is one of this consumer's contracts (others share its topics); a PoisonMessageError if invalid. */
  const parse = (envelope: unknown): Event<C> | undefined => {
    const head = envelope as { type?: unknown; version?: unknown } | null;
    const contract = byType.get(`${String(head?.type)}@${String(head?.version)}`);
    if (!contract) return undefined;
    try {
      return contract.parse(envelope);
    } catch (err) {
      throw new PoisonMessageError(err instanceof Error ? err.message : 'invalid event');
    }
  };

  /** Records the events in the inbox and applies those it had not seen, in one transaction. */
  const apply = (events: Event<C>[], handle: (fresh: Event<C>[], trx: Trx) => Promise<void>) =>
    opts.db.transaction(async (trx) => {
      const inserted: { event_id: string }[] = await trx('inbox')
        .insert(events.map((e) => ({ consumer: opts.group, event_id: e.id, type: e.type })))
        .onConflict(['consumer', 'event_id'])
        .ignore()
        .returning('event_id');
      const fresh = new Set(inserted.map((r) => r.event_id));
      const applied = events.filter((e) => fresh.has(e.id));
      if (applied.length) await handle(applied, trx);
      return applied;
    });

  /** The events' organization only: the handler sees its rows; the inbox itself is bookkeeping without tenant rows. */
  const applyAs = async (orgId: string | null, events: Event<C>[], handle: (fresh: Event<C>[], trx: Trx) => Promise<void>) => {
    const applied = orgId ? await runAsOrg(orgId, () => apply(events, handle)) : await apply(events, handle);
    for (const e of applied) consumedTotal.inc({ group: opts.group, type: e.type });
    if (applied.length < events.length)
      opts.log.debug({ group: opts.group, duplicates: events.length - applied.length }, 'duplicate events ignored');
  };

  const handleOne = async (fresh: Event<C>[], trx: Trx) => {
    for (const e of fresh) await opts.handle(e, trx);
  };
  const handleBatch = opts.handleBatch ?? (opts.inBatches ? handleOne : undefined);

  return opts.bus.subscribe({
    group: opts.group,
    topics,
    maxAttempts: opts.maxAttempts,
    async handle({ envelope, attempt }) {
      if (attempt === 1) receivedTotal.inc({ group: opts.group });
      const event = parse(envelope);
      if (event) await applyAs(event.orgId, [event], handleOne);
    },
    ...(handleBatch && {
      async handleBatch(messages) {
        receivedTotal.inc({ group: opts.group }, messages.length);
        // Each event once (a republished event may come twice in one batch), in order, per organization: a
        // transaction runs as one. An aggregate's events share an organization, so each key keeps its order.
        const seen = new Set<string>();
        const byOrg = new Map<string | null, Event<C>[]>();
        for (const { envelope } of messages) {
          const event = parse(envelope);
          if (!event || seen.has(event.id)) continue;
          seen.add(event.id);
          const events = byOrg.get(event.orgId) ?? [];
          if (!events.length) byOrg.set(event.orgId, events);
          events.push(event);
        }
        for (const [orgId, events] of byOrg) await applyAs(orgId, events, handleBatch);
      },
    }),
  });
}
