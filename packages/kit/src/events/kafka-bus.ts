import {
  Kafka,
  logLevel,
  type Admin,
  type Consumer,
  type EachBatchHandler,
  type EachBatchPayload,
  type KafkaMessage,
  type Producer,
} from 'kafkajs';
import type { Logger } from '../log';
import {
  BusUnavailableError,
  PoisonMessageError,
  errorText,
  isTransientError,
  retryDelay,
  sleep,
  type BusMessage,
  type EventBus,
  type OutgoingMessage,
  type SubscribeOptions,
  type Subscription,
} from './bus';
import { deadLetteredTotal, reportConsumerLag } from './metrics';

export interface KafkaBusOptions {
  brokers: string[];
  namespace: string;
  log: Logger;
  clientId?: string;
  partitions?: number;
  replicationFactor?: number;
  retryBaseMs?: number;
  /** How soon a replica that stopped heartbeating (killed) loses its partitions to the others (default 10 s). */
  sessionTimeoutMs?: number;
  /** kafkajs's retries of a request before it gives up (connecting included); its defaults when unset. */
  retry?: { retries?: number; initialRetryTime?: number; maxRetryTime?: number };
  /** Messages a subscription handles at once, across keys (default 32); the messages of one key go one after another. */
  maxInFlight?: number;
  /** Messages of a partition given to a subscription's handleBatch at once, at most (default 100). */
  batchSize?: number;
  /** How often a subscription commits the offsets it has finished, at most (default 500 ms). */
  commitIntervalMs?: number;
}

export const kafkaTopic = (namespace: string, topic: string) => `${namespace}.${topic}`;
/** Group ids are namespaced like topics: two stacks on one broker (npm start, e2e, chaos) must not share a group. */
export const kafkaGroupId = (namespace: string, group: string) => `${namespace}.${group}`;
export const kafkaDeadLetterTopic = (namespace: string, group: string) => `${namespace}.dlq.${group}`;

// kafkajs errors of a cluster that cannot be reached or does not answer (a broker down, restarting, overloaded).
const UNREACHABLE = new Set([
  'KafkaJSConnectionError',
  'KafkaJSConnectionClosedError',
  'KafkaJSRequestTimeoutError',
  'KafkaJSBrokerNotFound',
  'KafkaJSMetadataNotLoaded',
  'KafkaJSNoBrokerAvailableError',
]);
// Broker answers that say the cluster cannot take writes now (no leader, too few replicas), not that a message is wrong.
const UNAVAILABLE_TYPES = new Set([
  'LEADER_NOT_AVAILABLE',
  'NOT_LEADER_FOR_PARTITION',
  'BROKER_NOT_AVAILABLE',
  'REQUEST_TIMED_OUT',
  'NETWORK_EXCEPTION',
  'NOT_ENOUGH_REPLICAS',
  'NOT_ENOUGH_REPLICAS_AFTER_APPEND',
  'NOT_CONTROLLER',
  'KAFKA_STORAGE_ERROR',
]);

type KafkaError = { name?: unknown; type?: unknown; cause?: unknown; originalError?: unknown; errors?: unknown };

/** The errors kafkajs wrapped (retries exceeded, several brokers' failures), the outer one first. */
function causes(err: unknown): unknown[] {
  const found: unknown[] = [];
  const walk = (e: unknown) => {
    if (!e || typeof e !== 'object' || found.includes(e) || found.length > 20) return;
    found.push(e);
    const k = e as KafkaError;
    walk(k.cause);
    walk(k.originalError);
    if (Array.isArray(k.errors)) k.errors.forEach(walk);
  };
  walk(err);
  return found;
}

const unreachable = (err: unknown) => causes(err).some((e) => UNREACHABLE.has((e as KafkaError).name as string) || isTransientError(e));

// Broker answers that this producer's idempotence state is gone or out of step (the broker restarted while a
// request was in flight, and its log kept a different last sequence): every later send of this producer fails the
// same way, whatever the messages. Only a new producer (a new id, its sequences from 0) publishes again.
const PRODUCER_STATE_TYPES = new Set(['OUT_OF_ORDER_SEQUENCE_NUMBER', 'UNKNOWN_PRODUCER_ID', 'INVALID_PRODUCER_EPOCH']);

export const producerStateLost = (err: unknown) => causes(err).some((e) => PRODUCER_STATE_TYPES.has((e as KafkaError).type as string));

/**
 * A failure of the cluster as a whole, or of the producer's state with it, becomes a BusUnavailableError (the
 * messages were not at fault: held, tried again); one about the messages stays as it is.
 */
export function kafkaPublishError(err: unknown): unknown {
  if (err instanceof BusUnavailableError) return err;
  if (producerStateLost(err)) return new BusUnavailableError(errorText(err), { cause: err });
  const outage = unreachable(err) || causes(err).some((e) => UNAVAILABLE_TYPES.has((e as KafkaError).type as string));
  return outage ? new BusUnavailableError(errorText(err), { cause: err }) : err;
}

type Committing = Pick<EachBatchPayload, 'commitOffsetsIfNecessary' | 'uncommittedOffsets'>;

/**
 * Commits a subscription's finished offsets at most once per interval, and once more when it goes idle or
 * stops. kafkajs commits after every batch: at 200 sales a second that was an offset commit (a write to the
 * broker's offsets log) per partition batch of every group, most of the broker's CPU and much of each
 * service's. A consumer that dies loses at most an interval's commits: its events come again, and the
 * inbox applies each once.
 */
function offsetCommitter(intervalMs: number, log: Logger, group: string) {
  let via: Committing | undefined;
  let last = Date.now();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let chain: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const committing = via;
    if (!committing) return chain;
    chain = chain
      .then(async () => {
        last = Date.now();
        await committing.commitOffsetsIfNecessary(committing.uncommittedOffsets());
      })
      // Not committed now (a rebalance, the broker away): the next commit covers them, or the partition's next owner redelivers them.
      .catch((err: unknown) => log.debug({ group, err: errorText(err) }, 'offset commit failed'));
    return chain;
  };
  return {
    flush,
    /** After a batch: commits now if the interval has passed, else soon, so an idle group's lag still reaches 0. */
    finished(payload: Committing): void {
      via = payload;
      if (stopped) return;
      const wait = last + intervalMs - Date.now();
      if (wait <= 0) void flush();
      else timer ??= setTimeout(() => void flush(), wait);
    },
    /** The last commit: nothing is scheduled after it. */
    stop(): Promise<void> {
      stopped = true;
      return flush();
    },
  };
}

/** Kafka transport: topics keyed by aggregate id, so one partition holds each aggregate's events in order. */
export function createKafkaBus(opts: KafkaBusOptions): EventBus {
  const { namespace, log } = opts;
  const retryBaseMs = opts.retryBaseMs ?? 200;
  const kafka = new Kafka({
    clientId: opts.clientId ?? 'consign',
    brokers: opts.brokers,
    logLevel: logLevel.WARN,
    ...(opts.retry ? { retry: opts.retry } : {}),
    // kafkajs's own lines go to the service's log (its console logger would bypass LOG_LEVEL).
    logCreator:
      () =>
      ({ level, namespace: where, log: { message, ...extra } }) => {
        const line = { kafkajs: where, ...extra };
        if (level <= logLevel.ERROR) log.error(line, message);
        else if (level === logLevel.WARN) log.warn(line, message);
        else log.debug(line, message);
      },
  });
  const sessionTimeout = opts.sessionTimeoutMs ?? 10_000;
  const known = new Set<string>();
  /** The running subscriptions' stops, for close(). */
  const running = new Set<() => Promise<void>>();
  /** Each subscribed group and its topics, for the lag. */
  const groups = new Map<string, string[]>();
  let admin: Admin | undefined;
  let producer: Producer | undefined;

  const ensureTopics = async (topics: string[]) => {
    const missing = topics.filter((t) => !known.has(t));
    if (!missing.length) return;
    const a = await getAdmin();
    // Creating a topic another process is creating at the same moment can fail on its metadata: what counts is
    // that the topics exist with leaders, checked below.
    await a
      .createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: opts.partitions ?? 6, replicationFactor: opts.replicationFactor ?? 1 })),
      })
      .catch((err: unknown) => log.warn({ err: errorText(err), topics: missing }, 'Kafka topic creation failed; checking the topics'));
    // A topic another process created a moment earlier (services start side by side) may not have its
    // leaders yet, and a consumer started on it fails: wait for them. A cluster that does not answer at all is
    // not waited for: the caller holds its messages and comes back.
    for (let tries = 1; ; tries++) {
      let failure: unknown;
      const ready = await a.fetchTopicMetadata({ topics: missing }).then(
        ({ topics: meta }) => meta.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0)),
        (err: unknown) => {
          if (unreachable(err)) throw new BusUnavailableError(errorText(err), { cause: err });
          failure = err;
          return false;
        },
      );
      if (ready) break;
      if (tries >= 100) {
        if (failure) throw failure;
        throw new BusUnavailableError(`Kafka topics without leaders after 20 s: ${missing.join(', ')}`);
      }
      await sleep(200);
    }
    missing.forEach((t) => known.add(t));
  };

  const getAdmin = async (): Promise<Admin> => {
    if (!admin) {
      const a = kafka.admin();
      await a.connect().catch(async (err: unknown) => {
        // A broker that is down: this client is dropped and the next call makes another.
        await a.disconnect().catch(() => undefined);
        throw err;
      });
      admin = a;
    }
    return admin;
  };

  const getProducer = async (): Promise<Producer> => {
    if (!producer) {
      const p = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
      await p.connect().catch(async (err: unknown) => {
        await p.disconnect().catch(() => undefined);
        throw err;
      });
      producer = p;
    }
    return producer;
  };

  // One produce request for them all: with one request in flight (the idempotent producer's order), a send
  // per message made every message wait for the acknowledgements of those before it.
  async function publishAll(messages: OutgoingMessage[]): Promise<void> {
    if (!messages.length) return;
    try {
      await sendAll(messages);
    } catch (err) {
      if (producerStateLost(err)) {
        // Seen in a chaos run: after a broker kill one service's producer failed every send with
        // OUT_OF_ORDER_SEQUENCE_NUMBER until its rows were abandoned. The next send gets a new producer.
        const stale = producer;
        producer = undefined;
        await stale?.disconnect().catch(() => undefined);
      }
      throw kafkaPublishError(err);
    }
  }

  async function sendAll(messages: OutgoingMessage[]): Promise<void> {
    const byTopic = new Map<string, { key: string; value: string }[]>();
    for (const { topic, key, envelope } of messages) {
      const name = kafkaTopic(namespace, topic);
      const list = byTopic.get(name) ?? [];
      list.push({ key, value: JSON.stringify(envelope) });
      byTopic.set(name, list);
    }
    await ensureTopics([...byTopic.keys()]);
    await (await getProducer()).sendBatch({ acks: -1, topicMessages: [...byTopic].map(([topic, list]) => ({ topic, messages: list })) });
  }

  async function subscribe(sub: SubscribeOptions): Promise<Subscription> {
    const maxAttempts = sub.maxAttempts ?? 5;
    const maxInFlight = Math.max(1, opts.maxInFlight ?? 32);
    const batchSize = Math.max(1, opts.batchSize ?? 100);
    const committer = offsetCommitter(opts.commitIntervalMs ?? 500, log, sub.group);
    const topics = sub.topics.map((t) => kafkaTopic(namespace, t));
    const dlq = kafkaDeadLetterTopic(namespace, sub.group);
    await ensureTopics([...topics, dlq]);
    let stopping = false;
    // kafkajs waits for the message in hand before it leaves the group; a stopping consumer gives that message
    // up instead (its offset is not committed, so the group's next owner of the partition gets it).
    let abandon!: (err: Error) => void;
    const abandoned = new Promise<never>((_, reject) => (abandon = reject));
    abandoned.catch(() => undefined);
    const unlessStopping = <T>(work: Promise<T>) => Promise.race([work, abandoned]);

    const deadLetter = async (topic: string, key: string, value: string, error: string, attempts: number) => {
      await (
        await getProducer()
      ).send({
        topic: dlq,
        acks: -1,
        messages: [
          {
            key,
            value: JSON.stringify({
              group: sub.group,
              topic,
              key,
              envelope: safeJson(value),
              error,
              attempts,
              at: new Date().toISOString(),
            }),
          },
        ],
      });
      deadLetteredTotal.inc({ group: sub.group });
      log.error({ group: sub.group, topic, key, attempts, err: error }, 'message moved to the dead-letter topic');
    };

    /** Handles one message: retried with backoff, then dead-lettered. Throws only when the consumer stops. */
    const handleMessage = async (topic: string, message: KafkaMessage, heartbeat: () => Promise<void>): Promise<void> => {
      const key = message.key?.toString() ?? '';
      const value = message.value?.toString() ?? '';
      const envelope = safeJson(value);
      const plainTopic = topic.slice(namespace.length + 1);
      if (envelope === undefined) return deadLetter(plainTopic, key, value, 'envelope is not JSON', 1);
      let outages = 0;
      for (let attempt = 1; ; attempt++) {
        if (stopping) throw new Error('consumer stopping');
        try {
          await unlessStopping(sub.handle({ topic: plainTopic, key, envelope, attempt }));
          return;
        } catch (err) {
          if (stopping) throw err;
          if (isTransientError(err) && !(err instanceof PoisonMessageError)) {
            attempt--;
            outages++;
            await unlessStopping(sleep(retryDelay(outages, retryBaseMs)));
            // An outage can outlast the session: the group must not think this replica dead while it waits.
            await heartbeat().catch(() => undefined);
            continue;
          }
          if (err instanceof PoisonMessageError || attempt >= maxAttempts)
            return deadLetter(plainTopic, key, value, errorText(err), attempt);
          await unlessStopping(sleep(retryDelay(attempt, retryBaseMs)));
          await heartbeat().catch(() => undefined);
        }
      }
    };

    // Slots shared by the subscription's partitions: at most maxInFlight handlers (transactions) at once.
    let inFlight = 0;
    const waiting: (() => void)[] = [];
    const acquire = async () => {
      while (inFlight >= maxInFlight) await new Promise<void>((resolve) => waiting.push(resolve));
      inFlight++;
    };
    const release = () => {
      inFlight--;
      waiting.shift()?.();
    };

    type BatchControls = Pick<EachBatchPayload, 'resolveOffset' | 'heartbeat' | 'isRunning' | 'isStale'>;

    /**
     * Messages of a partition one by one: messages of different keys run side by side (one slow transaction
     * does not hold up every other aggregate of the partition); each key's messages are chained, so they are
     * handled in offset order. An offset is resolved (committed after the batch) once it and every offset
     * before it are done: a consumer that dies mid-batch leaves the rest to the partition's next owner.
     */
    const handleEach = async (topic: string, messages: KafkaMessage[], { resolveOffset, heartbeat, isRunning, isStale }: BatchControls) => {
      const offsets = messages.map((m) => m.offset);
      const done = new Set<string>();
      let next = 0;
      const settle = (offset: string) => {
        done.add(offset);
        for (; next < offsets.length && done.has(offsets[next]!); next++) resolveOffset(offsets[next]!);
      };
      const lanes = new Map<string, Promise<void>>();
      let failure: { err: unknown } | undefined;
      for (const message of messages) {
        await acquire();
        if (failure || stopping || !isRunning() || isStale()) {
          release();
          break;
        }
        const key = message.key?.toString() ?? '';
        const tail: Promise<void> = (lanes.get(key) ?? Promise.resolve())
          .then(async () => {
            // A message after one that failed in its lane waits for the partition's next owner.
            if (failure) return;
            await handleMessage(topic, message, heartbeat);
            settle(message.offset);
            // Also tells a replica that the group is rebalancing: it stops taking messages of this batch.
            await heartbeat();
          })
          .catch((err: unknown) => {
            failure ??= { err };
          })
          .finally(() => {
            release();
            if (lanes.get(key) === tail) lanes.delete(key);
          });
        lanes.set(key, tail);
      }
      await Promise.all(lanes.values());
      if (failure) throw failure.err;
    };

    /**
     * Messages of a partition handed to handleBatch at once, in offset order: true when they are all applied.
     * Anything else (a message that is not JSON, a handler error) leaves them to handleEach.
     */
    const handleTogether = async (topic: string, messages: KafkaMessage[]): Promise<boolean> => {
      const plainTopic = topic.slice(namespace.length + 1);
      const batch: BusMessage[] = [];
      for (const message of messages) {
        const envelope = safeJson(message.value?.toString() ?? '');
        if (envelope === undefined) return false;
        batch.push({ topic: plainTopic, key: message.key?.toString() ?? '', envelope, attempt: 1 });
      }
      try {
        await unlessStopping(sub.handleBatch!(batch));
      } catch (err) {
        if (stopping) throw err;
        log.warn(
          { group: sub.group, topic: plainTopic, messages: batch.length, err: errorText(err) },
          'batch failed; handling its messages one by one',
        );
        return false;
      }
      return true;
    };

    // Batches in progress, so stop() commits what they finished once they have given up the rest.
    let active = 0;
    let idle: (() => void) | undefined;
    const eachBatch: EachBatchHandler = async (payload) => {
      active++;
      try {
        await handleBatchOf({
          ...payload,
          // A heartbeat that finds the group rebalancing: what is finished is committed before the partitions move.
          async heartbeat() {
            try {
              await payload.heartbeat();
            } catch (err) {
              await committer.flush();
              throw err;
            }
          },
        });
      } finally {
        committer.finished(payload);
        if (--active === 0) idle?.();
      }
    };

    const handleBatchOf = async (payload: EachBatchPayload) => {
      const { batch, resolveOffset, isRunning, isStale } = payload;
      if (!sub.handleBatch) return handleEach(batch.topic, batch.messages, payload);
      // One transaction per chunk instead of one per message: a commit (and its fsync) and the per-message
      // round trips were what kept the consumer below the rate of sales.
      for (let from = 0; from < batch.messages.length; from += batchSize) {
        if (stopping || !isRunning() || isStale()) return;
        const chunk = batch.messages.slice(from, from + batchSize);
        if (await handleTogether(batch.topic, chunk)) {
          resolveOffset(chunk[chunk.length - 1]!.offset);
          await payload.heartbeat();
        } else await handleEach(batch.topic, chunk, payload);
      }
    };

    // A consumer that fails to start (a topic created a moment ago by another process, not yet in the
    // broker's metadata; the broker restarting) is started again rather than failing the whole service.
    const start = async (): Promise<Consumer> => {
      for (let tries = 1; ; tries++) {
        const consumer = kafka.consumer({
          groupId: kafkaGroupId(namespace, sub.group),
          retry: { retries: 10 },
          sessionTimeout,
          heartbeatInterval: Math.floor(sessionTimeout / 5),
        });
        try {
          await consumer.connect();
          await consumer.subscribe({ topics, fromBeginning: true });
          // Message by message, partitions side by side: one slow partition must not hold up the others. In
          // batches, one partition at a time: batches of different partitions touch the same rows (a shop's
          // sellers), so side by side they queued on each other's locks, and the ledger's lag at 200 sales/s
          // was p99 626 ms against 134 ms one at a time.
          const concurrently = sub.handleBatch ? 1 : (opts.partitions ?? 6);
          await consumer.run({
            eachBatch,
            eachBatchAutoResolve: false,
            autoCommit: false,
            partitionsConsumedConcurrently: concurrently,
          });
          return consumer;
        } catch (err) {
          await consumer.disconnect().catch(() => undefined);
          if (tries >= 8) throw err;
          log.warn({ group: sub.group, err: errorText(err), tries }, 'Kafka consumer failed to start; trying again');
          await sleep(250 * tries);
        }
      }
    };
    const consumer = await start();
    groups.set(sub.group, topics);
    const stop = async () => {
      if (stopping) return;
      stopping = true;
      running.delete(stop);
      abandon(new Error('consumer stopping'));
      // The batches give up what they hold at once; what they finished is committed before the group is left.
      if (active > 0) await Promise.race([new Promise<void>((resolve) => (idle = resolve)), sleep(5_000)]);
      await committer.stop();
      await consumer.disconnect();
      groups.delete(sub.group);
    };
    running.add(stop);
    return { stop };
  }

  /** Per group: messages on its topics not yet committed by it (the end offset minus the committed one). */
  async function lag(): Promise<Record<string, number>> {
    const a = await getAdmin();
    const result: Record<string, number> = {};
    for (const [group, topics] of groups) {
      let total = 0;
      for (const topic of topics) {
        const [ends, [committed]] = await Promise.all([
          a.fetchTopicOffsets(topic),
          a.fetchOffsets({ groupId: kafkaGroupId(namespace, group), topics: [topic] }),
        ]);
        const done = new Map((committed?.partitions ?? []).map((p) => [p.partition, Number(p.offset)]));
        for (const end of ends) {
          const from = done.get(end.partition) ?? -1;
          total += Number(end.high) - (from >= 0 ? from : Number(end.low));
        }
      }
      result[group] = total;
    }
    return result;
  }
  const unreport = reportConsumerLag(lag);

  return {
    kind: 'kafka',
    publish: (topic, key, envelope) => publishAll([{ topic, key, envelope }]),
    publishAll,
    subscribe,
    lag,
    async close() {
      unreport();
      await Promise.all([...running].map((stop) => stop()));
      await producer?.disconnect();
      await admin?.disconnect();
    },
  };
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
