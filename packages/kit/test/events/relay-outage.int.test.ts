import { randomUUID } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import {
  createKafkaBus,
  createRedisStreamsBus,
  eventsMigrations,
  startOutboxRelay,
  streamKey,
  type EventBus,
  type OutboxRelay,
} from '../../src/events';
import { eventually, useTestInfra } from '../../src/testing';
import { silentLog } from './bus.contract';
import { kafkaAvailability } from './kafka-availability';

// A broker outage must not use up the outbox rows' attempts (they are held until the bus answers), and a
// message the bus refuses still ends abandoned. Both on the real transports: the same relay, two buses.

const infra = useTestInfra({ migrations: [eventsMigrations] });
const stoppers: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const stop of stoppers.splice(0).reverse()) await stop();
});

/** A port that refuses connections (the bus is down) until open() forwards it to the real server. */
async function closedPort(target: string): Promise<{ address: string; open(): Promise<void> }> {
  const [host, port] = [target.slice(0, target.lastIndexOf(':')), Number(target.slice(target.lastIndexOf(':') + 1))];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(port, host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  // A free port, closed again: connecting to it is refused until open().
  const free = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  await new Promise((resolve) => server.close(resolve));
  stoppers.push(async () => {
    sockets.forEach((s) => s.destroy());
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  });
  return {
    address: `127.0.0.1:${free}`,
    open: () => new Promise<void>((resolve) => server.listen(free, '127.0.0.1', resolve)),
  };
}

interface Transport {
  /** host:port of the real server. */
  target(): string;
  /** A bus reaching the server at this address. */
  bus(address: string): EventBus;
  /** Prepares a message this bus refuses whatever its state (Kafka: too large; Redis: the stream's key is no stream). */
  refused(topic: string): Promise<Record<string, unknown>>;
}

// The jest global setup starts or finds the broker; only a machine without Java (or EVENT_BUS=redis) skips the
// Kafka half (kafkaAvailability throws where Java runs and no broker was set up).
const { brokers, reason } = kafkaAvailability();
if (!brokers) console.warn(`Kafka relay outage tests skipped: ${reason}`);

const transports: Array<[string, Transport, jest.Describe]> = [
  [
    'Redis Streams',
    {
      target: () => new URL(infra.redisUrl).host,
      bus: (address) =>
        createRedisStreamsBus({
          redisUrl: `redis://${address}`,
          namespace: infra.namespace,
          log: silentLog,
          blockMs: 100,
          stopGraceMs: 200,
        }),
      async refused(topic) {
        await infra.redis().set(streamKey(infra.namespace, topic), 'not a stream');
        return {};
      },
    },
    describe,
  ],
  [
    brokers ? 'Kafka' : `Kafka — skipped: ${reason}`,
    {
      target: () => brokers![0]!,
      bus: (address) =>
        createKafkaBus({
          brokers: [address],
          namespace: infra.namespace,
          log: silentLog,
          partitions: 1,
          retry: { retries: 1, initialRetryTime: 50, maxRetryTime: 200 },
        }),
      // Over the broker's message.max.bytes (1 MB by default).
      refused: async () => ({ pad: 'x'.repeat(1_500_000) }),
    },
    // Skipped only without Java or with EVENT_BUS=redis: where Java exists kafkaAvailability throws instead.
    brokers ? describe : describe.skip,
  ],
];

function started(bus: EventBus): EventBus {
  stoppers.push(() => bus.close());
  return bus;
}

/** Counts the publish requests that failed, whatever the reason. */
function counting(bus: EventBus): EventBus & { failures: () => number } {
  let failures = 0;
  const count = <T>(work: Promise<T>) => work.catch((err: unknown) => (failures++, Promise.reject(err)));
  return {
    ...bus,
    publish: (topic, key, envelope) => count(bus.publish(topic, key, envelope)),
    publishAll: (messages) => count(bus.publishAll(messages)),
    failures: () => failures,
  };
}

function relay(bus: EventBus, maxAttempts: number): OutboxRelay {
  const r = startOutboxRelay({ db: infra.db, bus, log: silentLog, pollIntervalMs: 20, retryBaseMs: 5, stopGraceMs: 500, maxAttempts });
  stoppers.push(() => r.stop());
  return r;
}

/** Outbox rows as publishEvents writes them (the payload is the envelope). */
async function addRows(rows: Array<{ segment: string; topic: string; extra?: Record<string, unknown> }>): Promise<string[]> {
  const ids = rows.map(() => randomUUID());
  await infra.db('outbox').insert(
    rows.map(({ segment, topic, extra }, n) => ({
      id: ids[n],
      segment,
      type: 'relay.outage.tested',
      topic,
      payload: JSON.stringify({ id: ids[n], aggregateId: segment, n, ...extra }),
    })),
  );
  return ids;
}

const rowsOf = (ids: string[]) => infra.db('outbox').whereIn('id', ids).orderBy('seq');

/** The ids a fresh consumer group finds on the topic. */
async function onBus(make: () => EventBus, topic: string, expected: number): Promise<string[]> {
  const seen: string[] = [];
  const sub = await started(make()).subscribe({
    group: `reader-${randomUUID()}`,
    topics: [topic],
    handle: async (m) => void seen.push((m.envelope as { id: string }).id),
  });
  stoppers.push(() => sub.stop());
  await eventually(() => seen.length >= expected, 20_000);
  return seen;
}

for (const [name, transport, suite] of transports) {
  suite(`outbox relay on ${name}`, () => {
    test('a bus that does not answer uses up no attempts: the rows are held, then published once it answers', async () => {
      const topic = `down-${randomUUID().slice(0, 8)}`;
      const ids = await addRows([
        { segment: 'a', topic },
        { segment: 'b', topic },
        { segment: 'a', topic },
      ]);
      const port = await closedPort(transport.target());
      const bus = counting(started(transport.bus(port.address)));
      relay(bus, 2);

      // Far more failed requests than a row's attempts: each would have been one of them before.
      await eventually(() => bus.failures() >= 5, 25_000);
      for (const row of await rowsOf(ids))
        expect(row).toMatchObject({ attempts: 0, abandoned_at: null, published_at: null, last_error: null });

      await port.open();
      await eventually(async () => (await rowsOf(ids)).every((row) => row.published_at !== null), 20_000);
      for (const row of await rowsOf(ids)) expect(row).toMatchObject({ attempts: 0, abandoned_at: null });
      const seen = await onBus(() => transport.bus(transport.target()), topic, 3);
      expect(seen.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    }, 60_000);

    test('a message the bus refuses counts its attempts and ends abandoned; the others go out', async () => {
      const topic = `ok-${randomUUID().slice(0, 8)}`;
      const refusedTopic = `refused-${randomUUID().slice(0, 8)}`;
      const extra = await transport.refused(refusedTopic);
      const [poison, after, other] = await addRows([
        { segment: 'p', topic: refusedTopic, extra },
        { segment: 'p', topic },
        { segment: 'q', topic },
      ]);
      relay(started(transport.bus(transport.target())), 2);

      await eventually(async () => (await rowsOf([poison!]))[0].abandoned_at !== null, 25_000);
      const [row] = await rowsOf([poison!]);
      expect(row).toMatchObject({ attempts: 2, published_at: null });
      expect(row.last_error).not.toMatch(/unavailable/);
      await eventually(async () => (await rowsOf([after!, other!])).every((r) => r.published_at !== null), 20_000);
    }, 60_000);
  });
}
