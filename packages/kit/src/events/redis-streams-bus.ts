import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Redis } from 'ioredis';
import type { Logger } from '../log';
import {
  PoisonMessageError,
  errorText,
  retryDelay,
  sleep,
  type BusMessage,
  type DeadLetter,
  type EventBus,
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
}

type StreamEntry = [id: string, fields: string[]];

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

export function createRedisStreamsBus(opts: RedisStreamsOptions): EventBus {
  const { namespace, log } = opts;
  const claimIdleMs = opts.claimIdleMs ?? 30_000;
  const blockMs = opts.blockMs ?? 2000;
  const retryBaseMs = opts.retryBaseMs ?? 200;
  const producer = new Redis(opts.redisUrl, { maxRetriesPerRequest: 3 });
  const subscriptions = new Set<Subscription>();

  async function publish(topic: string, key: string, envelope: unknown): Promise<void> {
    const trim = opts.maxLen ? ['MAXLEN', '~', String(opts.maxLen)] : [];
    await producer.xadd(streamKey(namespace, topic), ...(trim as []), '*', 'key', key, 'envelope', JSON.stringify(envelope));
  }

  async function subscribe(sub: SubscribeOptions): Promise<Subscription> {
    const maxAttempts = sub.maxAttempts ?? 5;
    const consumer = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
    const conn = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
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
      await conn.xadd(
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
      await conn.xack(stream, sub.group, id);
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
      for (let attempt = previousDeliveries + 1; ; attempt++) {
        if (stopping) return;
        const message: BusMessage = { topic: topicOf.get(stream)!, key: fields.key ?? '', envelope, attempt };
        try {
          await sub.handle(message);
          await conn.xack(stream, sub.group, id);
          return;
        } catch (err) {
          if (err instanceof PoisonMessageError || attempt >= maxAttempts) return deadLetter(stream, id, fields, errorText(err), attempt);
          log.warn({ group: sub.group, id, attempt, err: errorText(err) }, 'handler failed; retrying');
          await sleep(retryDelay(attempt, retryBaseMs));
        }
      }
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
          await handleEntry(stream, entry, deliveries - 1);
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
          const result = (await conn.xreadgroup(
            'GROUP',
            sub.group,
            consumer,
            'COUNT',
            50,
            'BLOCK',
            blockMs,
            'STREAMS',
            ...streams,
            ...streams.map(() => '>'),
          )) as [string, StreamEntry[]][] | null;
          for (const [stream, entries] of result ?? []) for (const entry of entries) await handleEntry(stream, entry, 0);
        } catch (err) {
          if (stopping) break;
          log.warn({ group: sub.group, err: errorText(err) }, 'stream read failed; retrying');
          await sleep(1000);
        }
      }
    })();

    const subscription: Subscription = {
      async stop() {
        stopping = true;
        // Closing the connection ends a blocking read at once; a handler in flight is not acked, so it is redelivered.
        conn.disconnect();
        await Promise.race([loop, sleep(opts.stopGraceMs ?? 5000)]);
        subscriptions.delete(subscription);
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  return {
    kind: 'redis',
    publish,
    subscribe,
    async close() {
      await Promise.all([...subscriptions].map((s) => s.stop()));
      producer.disconnect();
    },
  };
}
