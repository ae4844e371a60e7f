import { Kafka, logLevel, type Admin, type Consumer, type Producer } from 'kafkajs';
import type { Logger } from '../log';
import {
  PoisonMessageError,
  errorText,
  isTransientError,
  retryDelay,
  sleep,
  type EventBus,
  type SubscribeOptions,
  type Subscription,
} from './bus';
import { deadLetteredTotal } from './metrics';

export interface KafkaBusOptions {
  brokers: string[];
  namespace: string;
  log: Logger;
  clientId?: string;
  partitions?: number;
  replicationFactor?: number;
  retryBaseMs?: number;
}

export const kafkaTopic = (namespace: string, topic: string) => `${namespace}.${topic}`;
export const kafkaDeadLetterTopic = (namespace: string, group: string) => `${namespace}.dlq.${group}`;

/** Kafka transport: topics keyed by aggregate id, so one partition holds each aggregate's events in order. */
export function createKafkaBus(opts: KafkaBusOptions): EventBus {
  const { namespace, log } = opts;
  const retryBaseMs = opts.retryBaseMs ?? 200;
  const kafka = new Kafka({ clientId: opts.clientId ?? 'consign', brokers: opts.brokers, logLevel: logLevel.WARN });
  const known = new Set<string>();
  const consumers = new Set<Consumer>();
  let admin: Admin | undefined;
  let producer: Producer | undefined;

  const ensureTopics = async (topics: string[]) => {
    const missing = topics.filter((t) => !known.has(t));
    if (!missing.length) return;
    if (!admin) {
      admin = kafka.admin();
      await admin.connect();
    }
    await admin.createTopics({
      waitForLeaders: true,
      topics: missing.map((topic) => ({ topic, numPartitions: opts.partitions ?? 6, replicationFactor: opts.replicationFactor ?? 1 })),
    });
    missing.forEach((t) => known.add(t));
  };

  const getProducer = async (): Promise<Producer> => {
    if (!producer) {
      const p = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
      await p.connect();
      producer = p;
    }
    return producer;
  };

  async function publish(topic: string, key: string, envelope: unknown): Promise<void> {
    const name = kafkaTopic(namespace, topic);
    await ensureTopics([name]);
    await (await getProducer()).send({ topic: name, acks: -1, messages: [{ key, value: JSON.stringify(envelope) }] });
  }

  async function subscribe(sub: SubscribeOptions): Promise<Subscription> {
    const maxAttempts = sub.maxAttempts ?? 5;
    const topics = sub.topics.map((t) => kafkaTopic(namespace, t));
    const dlq = kafkaDeadLetterTopic(namespace, sub.group);
    await ensureTopics([...topics, dlq]);
    const consumer = kafka.consumer({ groupId: sub.group, retry: { retries: 10 } });
    consumers.add(consumer);
    await consumer.connect();
    await consumer.subscribe({ topics, fromBeginning: true });
    let stopping = false;

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

    // eachMessage runs one message at a time per partition; returning resolves its offset for commit.
    await consumer.run({
      eachMessage: async ({ topic, message }) => {
        const key = message.key?.toString() ?? '';
        const value = message.value?.toString() ?? '';
        const envelope = safeJson(value);
        const plainTopic = topic.slice(namespace.length + 1);
        if (envelope === undefined) return deadLetter(plainTopic, key, value, 'envelope is not JSON', 1);
        let outages = 0;
        for (let attempt = 1; ; attempt++) {
          if (stopping) throw new Error('consumer stopping');
          try {
            await sub.handle({ topic: plainTopic, key, envelope, attempt });
            return;
          } catch (err) {
            if (isTransientError(err) && !(err instanceof PoisonMessageError)) {
              attempt--;
              outages++;
              await sleep(retryDelay(outages, retryBaseMs));
              continue;
            }
            if (err instanceof PoisonMessageError || attempt >= maxAttempts)
              return deadLetter(plainTopic, key, value, errorText(err), attempt);
            await sleep(retryDelay(attempt, retryBaseMs));
          }
        }
      },
    });

    return {
      async stop() {
        stopping = true;
        await consumer.disconnect();
        consumers.delete(consumer);
      },
    };
  }

  return {
    kind: 'kafka',
    publish,
    subscribe,
    async close() {
      await Promise.all([...consumers].map((c) => c.disconnect()));
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
