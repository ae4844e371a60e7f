import type { EventContract, EventEnvelope } from '@consign/contracts';
import type { Trx } from '../db';

/** What a handler gets besides the event's data: the event, its transaction, and when it happened. */
export interface EventContext {
  event: EventEnvelope<unknown>;
  trx: Trx;
  /** `occurredAt` as a Date: replicas keep the newest version by it. */
  at: Date;
  /** The event's organization (every replicated event has one). */
  orgId: string;
}

export interface EventHandlerEntry {
  contract: EventContract<unknown>;
  handle(data: unknown, ctx: EventContext): Promise<void>;
}

/** One row of a handler table: the contract and what to do with its data, typed by the contract. */
export function on<T>(contract: EventContract<T>, handle: (data: T, ctx: EventContext) => Promise<void>): EventHandlerEntry {
  return { contract: contract as EventContract<unknown>, handle: handle as EventHandlerEntry['handle'] };
}

/**
 * A consumer's table of contract → handler, as `consume()` takes it: the contracts to subscribe to and one
 * `handle` that dispatches by type and version. consume() has validated the envelope with the same contract,
 * so the data reaches the handler already parsed.
 */
export function eventHandlers(entries: readonly EventHandlerEntry[]): {
  contracts: EventContract<unknown>[];
  handle(event: EventEnvelope<unknown>, trx: Trx): Promise<void>;
} {
  const byType = new Map(entries.map((e) => [`${e.contract.type}@${e.contract.version}`, e]));
  if (byType.size !== entries.length) throw new Error('eventHandlers: a contract is listed twice');
  return {
    contracts: entries.map((e) => e.contract),
    async handle(event, trx) {
      const entry = byType.get(`${event.type}@${event.version}`);
      if (!entry) return;
      await entry.handle(event.data, { event, trx, at: new Date(event.occurredAt), orgId: event.orgId ?? '' });
    },
  };
}
