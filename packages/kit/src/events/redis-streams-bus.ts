import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Redis } from 'ioredis';
import type { Logger } from '../log';
import {
  BusUnavailableError,
  PoisonMessageError,
  errorText,
  isTransientError,
  retryDelay,
  sleep,
  type BusMessage,
  type DeadLetter,
  type EventBus,
  type OutgoingMessage,
  type SubscribeOptions,
  type Subscription,
} from './bus';
import { deadLetteredTotal } from './metrics';

export interface RedisStreamsOptions {
  redisUrl: string;
  namespace: string;
  log: Logger;
  /** A message pending this long on a consumer that stopped answering is claimed by another. */
  claimIdleMs?: number;
  blockMs?: number;
  retryBaseMs?: number;
  /** How long stop() lets a handler in flight finish before it lets go (default 5 s). */
  stopGraceMs?: number;
  /** Approximate cap on stream length (XADD MAXLEN ~); unset keeps everything. */
  maxLen?: number;
  /** Messages in flight at once, across keys (default 32); the messages of one key go one after another. */
  maxInFlight?: number;
}

type StreamEntry = [id: string, fields: string[]];

const READ_BATCH = 10;

export const streamKey = (namespace: string, topic: string) => `${namespace}:events:${topic}`;
export const deadLetterKey = (namespace: string, group: string) => `${namespace}:dlq:${group}`;

function fieldsOf(fields: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) out[fields[i]!] = fields[i + 1]!;
  return out;
}

/** Reads a dead-letter stream (tests, the reconciliation tools). */
export async function readDeadLetters(redis: Redis, namespace: string, group: string): Promise<DeadLetter[]> {
  const entries = (await redis.xrange(deadLetterKey(namespace, group), '-', '+')) as StreamEntry[];
  return entries.map(([, f]) => {
    const v = fieldsOf(f);
    return {
      group,
      topic: v.topic!,
      key: v.key!,
      envelope: JSON.parse(v.envelope!),
      error: v.error!,
      attempts: Number(v.attempts),
      at: v.at!,
    };
  });
}

// Replies of a Redis that cannot take writes now (loading its data after a restart, a replica, out of memory),
// as opposed to one that refuses a message (WRONGTYPE: the stream's key holds something else).
const UNAVAILABLE_REPLY = /^(LOADING|BUSY|MASTERDOWN|READONLY|CLUSTERDOWN|TRYAGAIN|OOM)\b/;

/** A Redis that does not answer becomes a BusUnavailableError; an error about the message stays as it is. */
export function redisPublishError(err: unknown): unknown {
  if (err instanceof BusUnavailableError) return err;
  const e = err as { name?: unknown; message?: unknown } | null | undefined;
  const outage =
    isTransientError(err) ||
    // ioredis gives up on a command after maxRetriesPerRequest reconnections.
    e?.name === 'MaxRetriesPerRequestError' ||
    (typeof e?.message === 'string' && UNAVAILABLE_REPLY.test(e.message));
  return outage ? new BusUnavailableError(errorText(err), { cause: err }) : err;
}

export function createRedisStreamsBus(opts: RedisStreamsOptions): EventBus {
  const { namespace, log } = opts;
  const claimIdleMs = opts.claimIdleMs ?? 30_000;
  const blockMs = opts.blockMs ?? 2000;
  const retryBaseMs = opts.retryBaseMs ?? 200;
  const maxInFlight = Math.max(1, opts.maxInFlight ?? 32);
  const producer = new Redis(opts.redisUrl, { maxRetriesPerRequest: 3 });
  const subscriptions = new Set<Subscription>();

  const trim = opts.maxLen ? ['MAXLEN', '~', String(opts.maxLen)] : [];

  async function publish(topic: string, key: string, envelope: unknown): Promise<void> {
    const value = JSON.stringify(envelope);
    await producer
      .xadd(streamKey(namespace, topic), ...(trim as []), '*', 'key', key, 'envelope', value)
      .catch((err: unknown) => Promise.reject(redisPublishError(err)));
  }

  /** One pipeline: the XADDs go in the order given on one connection. */
  async function publishAll(messages: OutgoingMessage[]): Promise<void> {
    if (!messages.length) return;
    const pipeline = producer.pipeline();
    for (const { topic, key, envelope } of messages)
      pipeline.xadd(streamKey(namespace, topic), ...(trim as []), '*', 'key', key, 'envelope', JSON.stringify(envelope));
    const results = await pipeline.exec().catch((err: unknown) => Promise.reject(redisPublishError(err)));
    const failed = results?.find(([err]) => err)?.[0];
    if (failed) throw redisPublishError(failed);
  }

  async function subscribe(sub: SubscribeOptions): Promise<Subscription> {
    const maxAttempts = sub.maxAttempts ?? 5;
    const consumer = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
    const conn = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
    // Acks and dead letters go on a connection of their own: `conn` sits in a blocking read meanwhile.
    const ops = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
    const streams = sub.topics.map((t) => streamKey(namespace, t));
    const topicOf = new Map(sub.topics.map((t) => [streamKey(namespace, t), t]));
    for (const stream of streams) {
      // A new group starts at the beginning, so events published before the first consumer are not lost.
      await conn.xgroup('CREATE', stream, sub.group, '0', 'MKSTREAM').catch((err: unknown) => {
        if (!errorText(err).includes('BUSYGROUP')) throw err;
      });
    }

    let stopping = false;

    const deadLetter = async (stream: string, id: string, fields: Record<string, string>, error: string, attempts: number) => {
      await ops.xadd(
        deadLetterKey(namespace, sub.group),
        '*',
        'topic',
        topicOf.get(stream)!,
        'stream',
        stream,
        'id',
        id,
        'key',
        fields.key ?? '',
        'envelope',
        fields.envelope ?? 'null',
        'error',
        error,
        'attempts',
        String(attempts),
        'at',
        new Date().toISOString(),
      );
      await ops.xack(stream, sub.group, id);
      deadLetteredTotal.inc({ group: sub.group });
      log.error({ group: sub.group, stream, id, attempts, err: error }, 'message moved to the dead-letter stream');
    };

    /** Handles one entry in place: retried with backoff, then dead-lettered; acked either way. */
    const handleEntry = async (stream: string, [id, raw]: StreamEntry, previousDeliveries: number) => {
      const fields = fieldsOf(raw);
      let envelope: unknown;
      try {
        envelope = JSON.parse(fields.envelope ?? '');
      } catch {
        return deadLetter(stream, id, fields, 'envelope is not JSON', previousDeliveries + 1);
      }
      let outages = 0;
      for (let attempt = previousDeliveries + 1; ; attempt++) {
        if (stopping) return;
        const message: BusMessage = { topic: topicOf.get(stream)!, key: fields.key ?? '', envelope, attempt };
        try {
          await sub.handle(message);
          await ops.xack(stream, sub.group, id);
          return;
        } catch (err) {
          if (isTransientError(err) && !(err instanceof PoisonMessageError)) {
            attempt--;
            outages++;
            log.warn({ group: sub.group, id, err: errorText(err) }, 'dependency unavailable; retrying');
            await sleep(retryDelay(outages, retryBaseMs));
            continue;
          }
          if (err instanceof PoisonMessageError || attempt >= maxAttempts) return deadLetter(stream, id, fields, errorText(err), attempt);
          log.warn({ group: sub.group, id, attempt, err: errorText(err) }, 'handler failed; retrying');
          await sleep(retryDelay(attempt, retryBaseMs));
        }
      }
    };

    /**
     * Messages of different keys run side by side, so one slow transaction does not hold up every other
     * aggregate; each key's messages are chained, so they are handled one after another in stream order.
     */
    const lanes = new Map<string, Promise<void>>();
    const queued = new Set<string>();
    const dispatch = (stream: string, entry: StreamEntry, previousDeliveries: number) => {
      queued.add(entry[0]);
      const lane = `${stream}\u0000${fieldsOf(entry[1]).key ?? ''}`;
      const tail = (lanes.get(lane) ?? Promise.resolve())
        .then(() => handleEntry(stream, entry, previousDeliveries))
        // Not acked: the message stays pending and claimStuck takes it again.
        .catch((err: unknown) => log.warn({ group: sub.group, id: entry[0], err: errorText(err) }, 'message left pending'))
        .finally(() => {
          inFlight--;
          queued.delete(entry[0]);
          if (lanes.get(lane) === tail) lanes.delete(lane);
        });
      inFlight++;
      lanes.set(lane, tail);
    };
    let inFlight = 0;
    const room = async () => {
      while (inFlight >= maxInFlight && !stopping) await Promise.race(lanes.values());
      return maxInFlight - inFlight;
    };

    /** Takes over messages left pending by consumers that died; their earlier deliveries count as attempts. */
    const claimStuck = async () => {
      for (const stream of streams) {
        const [, entries] = (await conn.xautoclaim(stream, sub.group, consumer, claimIdleMs, '0-0', 'COUNT', 50)) as [
          string,
          (StreamEntry | null)[],
        ];
        for (const entry of entries) {
          if (!entry || stopping) continue;
          const pending = (await conn.xpending(stream, sub.group, entry[0], entry[0], 1)) as [string, string, number, number][];
          const deliveries = pending[0]?.[3] ?? 1;
          // A message still chained in this process's lanes is not stuck, only waiting its turn.
          if (!queued.has(entry[0])) dispatch(stream, entry, deliveries - 1);
        }
      }
    };

    const loop = (async () => {
      let lastClaim = 0;
      while (!stopping) {
        try {
          if (Date.now() - lastClaim >= Math.min(claimIdleMs / 2, 5000)) {
            lastClaim = Date.now();
            await claimStuck();
          }
          // A few at a time, so that the other consumers of the group (replicas) get their share of a burst.
          const count = Math.min(await room(), READ_BATCH);
          if (stopping) break;
          const result = (await conn.xreadgroup(
            'GROUP',
            sub.group,
            consumer,
            'COUNT',
            count,
            'BLOCK',
            blockMs,
            'STREAMS',
            ...streams,
            ...streams.map(() => '>'),
          )) as [string, StreamEntry[]][] | null;
          for (const [stream, entries] of result ?? []) for (const entry of entries) dispatch(stream, entry, 0);
        } catch (err) {
          if (stopping) break;
          log.warn({ group: sub.group, err: errorText(err) }, 'stream read failed; retrying');
          await sleep(1000);
        }
      }
      await Promise.allSettled([...lanes.values()]);
    })();

    const subscription: Subscription = {
      async stop() {
        stopping = true;
        // Closing the connection ends a blocking read at once; a handler in flight is not acked, so it is redelivered.
        conn.disconnect();
        await Promise.race([loop, sleep(opts.stopGraceMs ?? 5000)]);
        ops.disconnect();
        subscriptions.delete(subscription);
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  return {
    kind: 'redis',
    publish,
    publishAll,
    subscribe,
    async close() {
      await Promise.all([...subscriptions].map((s) => s.stop()));
      producer.disconnect();
    },
  };
}
