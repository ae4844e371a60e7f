import { randomUUID } from 'node:crypto';
import { defineEvent } from '@consign/contracts';
import { z } from 'zod';
import { consume, eventsMigrations, type BusMessage, type DeadLetter, type EventBus, type Subscription } from '../../src/events';
import type { Trx } from '../../src/db';
import { createLogger } from '../../src/log';
import { eventually, useTestInfra, type TestInfra } from '../../src/testing';

/** Each test has a topic of its own (a new group reads a stream from its start); consume() reads an event's at topicFor(type), `<topic>.thing`. */
const pingedOn = (topic: string) =>
  defineEvent({ type: `${topic}.thing.pinged`, version: 1, aggregateType: 'thing', data: z.object({ n: z.number().int() }) });

export interface BusFactory {
  /** A bus in the test file's namespace; `claimIdleMs` is how soon a dead consumer's message is taken over. */
  make(infra: TestInfra, opts: { claimIdleMs: number }): EventBus;
  deadLetters(infra: TestInfra, group: string): Promise<DeadLetter[]>;
  /** Whether a redelivered message carries attempt > 1 (Redis Streams counts deliveries; Kafka keeps no count). */
  countsRedeliveries: boolean;
  /** Whether a subscription's handleBatch gets messages that arrived together (Kafka's partition batches). */
  batches: boolean;
}

const envelope = (topic: string, aggregateId: string, n: number) =>
  pingedOn(topic).create({ source: topic, orgId: null, aggregateId, data: { n } });

/** One suite, every transport: what the rest of the system relies on from a bus. */
export function runBusContract(describeFn: jest.Describe, name: string, factory: BusFactory): void {
  describeFn(`${name} bus contract`, () => {
    const infra = useTestInfra({ migrations: [eventsMigrations] });
    const buses: EventBus[] = [];
    const subs: Subscription[] = [];
    const bus = (claimIdleMs = 60_000) => {
      const b = factory.make(infra, { claimIdleMs });
      buses.push(b);
      return b;
    };
    const subscribe = async (b: EventBus, topic: string, group: string, handle: (m: BusMessage) => Promise<void>, maxAttempts = 3) => {
      const s = await b.subscribe({ group, topics: [topic], handle, maxAttempts });
      subs.push(s);
      return s;
    };

    afterAll(async () => {
      for (const s of subs) await s.stop();
      for (const b of buses) await b.close();
    });

    test('every group receives every message', async () => {
      const b = bus();
      const a: number[] = [];
      const c: number[] = [];
      await subscribe(b, 'alpha', 'g-a', async (m) => void a.push((m.envelope as { data: { n: number } }).data.n));
      await subscribe(b, 'alpha', 'g-c', async (m) => void c.push((m.envelope as { data: { n: number } }).data.n));
      for (let n = 0; n < 5; n++) await b.publish('alpha', 'k', envelope('alpha', 'k', n));
      await eventually(() => a.length === 5 && c.length === 5);
      expect(a).toEqual([0, 1, 2, 3, 4]);
      expect(c).toEqual([0, 1, 2, 3, 4]);
    });

    test('a consumer that dies before acknowledging gets its message redelivered to another', async () => {
      const b = bus(300);
      const event = envelope('bravo', randomUUID(), 1);
      let firstSaw = false;
      const first = await subscribe(b, 'bravo', 'g-crash', () => {
        firstSaw = true;
        return new Promise<void>(() => undefined); // hangs: the process "dies" mid-message
      });
      await b.publish('bravo', event.aggregateId, event);
      await eventually(() => firstSaw);
      await first.stop();
      const received: BusMessage[] = [];
      await subscribe(bus(300), 'bravo', 'g-crash', async (m) => void received.push(m));
      const [redelivered] = await eventually(() => (received.length ? received : undefined));
      expect((redelivered!.envelope as { id: string }).id).toBe(event.id);
      if (factory.countsRedeliveries) expect(redelivered!.attempt).toBeGreaterThan(1);
    });

    test('the inbox makes a second delivery of the same event a no-op', async () => {
      await infra.db.schema.createTable('pings', (t) => t.integer('n'));
      const b = bus();
      const sub = await consume({
        db: infra.db,
        bus: b,
        log: silentLog,
        group: 'g-inbox',
        contracts: [pingedOn('charlie')],
        handle: async (event, trx) => void (await trx('pings').insert({ n: event.data.n })),
      });
      subs.push(sub);
      const event = envelope('charlie', randomUUID(), 7);
      await b.publish('charlie.thing', event.aggregateId, event);
      await b.publish('charlie.thing', event.aggregateId, event);
      await b.publish('charlie.thing', event.aggregateId, envelope('charlie', event.aggregateId, 8));
      await eventually(async () => (await infra.db('pings').count<{ count: string }[]>('* as count'))[0]!.count === '2');
      await new Promise((r) => setTimeout(r, 300));
      expect((await infra.db('pings').orderBy('n')).map((r) => r.n)).toEqual([7, 8]);
      expect(await infra.db('inbox').where({ consumer: 'g-inbox' })).toHaveLength(2);
    });

    test('a message that always throws is dead-lettered after N attempts and does not block the next', async () => {
      const b = bus();
      const attempts: number[] = [];
      const handled: number[] = [];
      await subscribe(
        b,
        'delta',
        'g-poison',
        async (m) => {
          const n = (m.envelope as { data: { n: number } }).data.n;
          if (n === 1) {
            attempts.push(m.attempt);
            throw new Error('cannot handle 1');
          }
          handled.push(n);
        },
        3,
      );
      await b.publish('delta', 'p', envelope('delta', 'p', 1));
      await b.publish('delta', 'p', envelope('delta', 'p', 2));
      await eventually(() => handled.includes(2));
      expect(attempts).toEqual([1, 2, 3]);
      const [dead] = await eventually(async () => {
        const d = await factory.deadLetters(infra, 'g-poison');
        return d.length ? d : undefined;
      });
      expect(dead).toMatchObject({ group: 'g-poison', topic: 'delta', key: 'p', error: 'cannot handle 1', attempts: 3 });
      expect((dead!.envelope as { data: { n: number } }).data.n).toBe(1);
    });

    test('an invalid event goes to the dead-letter at once, without retries', async () => {
      const b = bus();
      let calls = 0;
      subs.push(
        await consume({
          db: infra.db,
          bus: b,
          log: silentLog,
          group: 'g-invalid',
          contracts: [pingedOn('echo')],
          handle: async () => void calls++,
        }),
      );
      await b.publish('echo.thing', 'x', { ...envelope('echo', 'x', 1), data: { n: 'not a number' } });
      const [dead] = await eventually(async () => {
        const d = await factory.deadLetters(infra, 'g-invalid');
        return d.length ? d : undefined;
      });
      expect(dead).toMatchObject({ attempts: 1, error: 'Invalid echo.thing.pinged v1 event' });
      expect(calls).toBe(0);
    });

    test('a database outage is waited out: its errors use up no attempts and send nothing to the dead letter', async () => {
      const b = bus();
      let calls = 0;
      const done: number[] = [];
      await subscribe(
        b,
        'outage',
        'g-outage',
        async (m) => {
          calls++;
          // Postgres while it recovers from a crash, more times than the 3 attempts a failing message gets.
          if (calls <= 5) throw Object.assign(new Error('the database system is not yet accepting connections'), { code: '57P03' });
          done.push((m.envelope as { data: { n: number } }).data.n);
        },
        3,
      );
      await b.publish('outage', 'k', envelope('outage', 'k', 1));
      await eventually(() => done.length === 1);
      expect(calls).toBe(6);
      expect(await factory.deadLetters(infra, 'g-outage')).toEqual([]);
    });

    test('order is kept per key', async () => {
      const b = bus();
      const seen = new Map<string, number[]>();
      await subscribe(b, 'foxtrot', 'g-order', async (m) => {
        const { aggregateId, data } = m.envelope as { aggregateId: string; data: { n: number } };
        seen.set(aggregateId, [...(seen.get(aggregateId) ?? []), data.n]);
        // Uneven handler time must not reorder a key.
        await new Promise((r) => setTimeout(r, data.n % 3));
      });
      const keys = ['a', 'b', 'c'];
      for (let n = 0; n < 30; n++) await b.publish('foxtrot', keys[n % 3]!, envelope('foxtrot', keys[n % 3]!, n));
      await eventually(() => keys.every((k) => seen.get(k)?.length === 10));
      for (const [i, k] of keys.entries()) expect(seen.get(k)).toEqual(Array.from({ length: 10 }, (_, j) => j * 3 + i));
    });

    test('publishAll delivers every message of one request, each key in the order given, across topics', async () => {
      const b = bus();
      const seen = new Map<string, number[]>();
      const record = async (m: BusMessage) => {
        const { aggregateId, data } = m.envelope as { aggregateId: string; data: { n: number } };
        seen.set(`${m.topic}/${aggregateId}`, [...(seen.get(`${m.topic}/${aggregateId}`) ?? []), data.n]);
        await new Promise((r) => setTimeout(r, data.n % 3));
      };
      subs.push(await b.subscribe({ group: 'g-all', topics: ['golf', 'hotel'], handle: record }));
      const keys = ['a', 'b', 'c'];
      await b.publishAll(
        Array.from({ length: 40 }, (_, n) => {
          const topic = n % 2 ? 'golf' : 'hotel';
          const key = keys[n % 3]!;
          return { topic, key, envelope: envelope(topic, key, n) };
        }),
      );
      await eventually(() => [...seen.values()].flat().length === 40);
      for (const [lane, ns] of seen) expect({ lane, ns }).toEqual({ lane, ns: [...ns].sort((x, y) => x - y) });
      expect(seen.size).toBe(6);
    });

    /** A consumer that opts in to batches; it records what it applied and how (one by one or in a batch). */
    const batchConsumer = async (
      b: EventBus,
      topic: string,
      group: string,
      table: string,
      opts: { failOn?: number; hang?: Promise<void>; slowMs?: number } = {},
    ) => {
      const apply = async (event: { data: { n: number } }, trx: Trx) => {
        if (event.data.n === opts.failOn) throw new Error(`cannot handle ${opts.failOn}`);
        await trx(table).insert({ n: event.data.n });
        order.push(event.data.n);
      };
      const batches: number[] = [];
      const order: number[] = [];
      const overlap = { now: 0, most: 0 };
      const sub = await consume({
        db: infra.db,
        bus: b,
        log: silentLog,
        group,
        contracts: [pingedOn(topic)],
        maxAttempts: 3,
        handle: apply,
        async handleBatch(events, trx) {
          batches.push(events.length);
          overlap.most = Math.max(overlap.most, ++overlap.now);
          try {
            for (const event of events) await apply(event, trx);
            if (opts.slowMs) await new Promise((r) => setTimeout(r, opts.slowMs));
            if (opts.hang) await opts.hang;
          } finally {
            overlap.now--;
          }
        },
      });
      subs.push(sub);
      return { sub, batches, order, overlap };
    };
    const applied = async (table: string) => (await infra.db(table).orderBy('n')).map((r: { n: number }) => r.n);

    // Published before the group starts, so that they arrive together (one partition's batch on Kafka).
    test('batches apply each event once, each key in order, and a redelivered event is a no-op', async () => {
      await infra.db.schema.createTable('batched', (t) => t.integer('n'));
      const b = bus();
      const keys = ['a', 'b', 'c'];
      const events = Array.from({ length: 30 }, (_, n) => envelope('juliett', keys[n % 3]!, n));
      // The first event twice in the same request, and the second again later.
      await b.publishAll([events[0]!, ...events].map((e) => ({ topic: 'juliett.thing', key: e.aggregateId, envelope: e })));
      const { batches, order } = await batchConsumer(b, 'juliett', 'g-batch', 'batched');
      await eventually(async () => (await applied('batched')).length >= 30);
      await b.publish('juliett.thing', events[1]!.aggregateId, events[1]!);
      await new Promise((r) => setTimeout(r, 500));
      expect(await applied('batched')).toEqual(events.map((e) => e.data.n));
      expect(await infra.db('inbox').where({ consumer: 'g-batch' })).toHaveLength(30);
      if (factory.batches) expect(Math.max(...batches)).toBeGreaterThan(1);
      for (const k of keys) {
        const ns = order.filter((n) => keys[n % 3] === k);
        expect(ns).toEqual([...ns].sort((x, y) => x - y));
      }
    });

    test('a batch with a message that always fails: the others are applied once, that one is dead-lettered', async () => {
      await infra.db.schema.createTable('batched_poison', (t) => t.integer('n'));
      const b = bus();
      await b.publishAll(Array.from({ length: 6 }, (_, n) => ({ topic: 'kilo.thing', key: 'p', envelope: envelope('kilo', 'p', n) })));
      await batchConsumer(b, 'kilo', 'g-batch-poison', 'batched_poison', { failOn: 3 });
      await eventually(async () => (await applied('batched_poison')).length === 5);
      const [dead] = await eventually(async () => {
        const d = await factory.deadLetters(infra, 'g-batch-poison');
        return d.length ? d : undefined;
      });
      expect(dead).toMatchObject({ error: 'cannot handle 3', attempts: 3 });
      await new Promise((r) => setTimeout(r, 300));
      expect(await applied('batched_poison')).toEqual([0, 1, 2, 4, 5]);
    });

    // Only where batches exist (Kafka): Redis Streams hands messages one by one, and its own crash test covers it.
    if (factory.batches)
      test('a consumer that dies mid-batch: the next one applies the whole batch, nothing twice', async () => {
        await infra.db.schema.createTable('batched_crash', (t) => t.integer('n'));
        const b = bus(300);
        let die!: (err: Error) => void;
        const dead = new Promise<void>((_, reject) => (die = reject));
        dead.catch(() => undefined);
        await b.publishAll(
          Array.from({ length: 6 }, (_, n) => ({ topic: 'lima.thing', key: `k${n}`, envelope: envelope('lima', `k${n}`, n) })),
        );
        const first = await batchConsumer(b, 'lima', 'g-batch-crash', 'batched_crash', { hang: dead });
        await eventually(() => first.batches.length > 0);
        await first.sub.stop();
        // The process is gone: its open transaction ends with its connection, uncommitted.
        die(new Error('process killed'));
        await batchConsumer(bus(300), 'lima', 'g-batch-crash', 'batched_crash');
        await eventually(async () => (await applied('batched_crash')).length === 6);
        await new Promise((r) => setTimeout(r, 300));
        expect(await applied('batched_crash')).toEqual([0, 1, 2, 3, 4, 5]);
      });

    // Published before the group starts, so that they arrive together.
    test('inBatches: handle() applies each event of a batch once, in order, in one transaction', async () => {
      await infra.db.schema.createTable('in_batches', (t) => {
        t.integer('n');
        t.bigInteger('tx');
      });
      const b = bus();
      const events = Array.from({ length: 12 }, (_, n) => envelope('november', 'one-key', n));
      await b.publishAll(events.map((e) => ({ topic: 'november.thing', key: e.aggregateId, envelope: e })));
      subs.push(
        await consume({
          db: infra.db,
          bus: b,
          log: silentLog,
          group: 'g-in-batches',
          contracts: [pingedOn('november')],
          inBatches: true,
          async handle(event, trx) {
            await trx('in_batches').insert({ n: event.data.n, tx: trx.raw('txid_current()') });
          },
        }),
      );
      await eventually(async () => (await infra.db('in_batches')).length === 12);
      await new Promise((r) => setTimeout(r, 300));
      const rows: { n: number; tx: string }[] = await infra.db('in_batches').orderBy(['tx', 'n']);
      expect(rows.map((r) => r.n)).toEqual(events.map((e) => e.data.n));
      if (factory.batches) expect(new Set(rows.map((r) => r.tx)).size).toBeLessThan(rows.length);
    });

    // Batches of different partitions touch the same rows (a shop's sellers): side by side they queued on each
    // other's locks, so they are applied one at a time. Only where batches exist (Kafka).
    if (factory.batches)
      test('batches of different partitions are applied one at a time', async () => {
        await infra.db.schema.createTable('batched_partitions', (t) => t.integer('n'));
        const b = bus();
        await b.publishAll(
          Array.from({ length: 24 }, (_, n) => ({ topic: 'mike.thing', key: `k${n}`, envelope: envelope('mike', `k${n}`, n) })),
        );
        const { batches, overlap } = await batchConsumer(b, 'mike', 'g-batch-partitions', 'batched_partitions', { slowMs: 150 });
        await eventually(async () => (await applied('batched_partitions')).length === 24);
        expect(batches.length).toBeGreaterThan(1);
        expect(overlap.most).toBe(1);
      });

    // Published before the group starts, so the messages arrive together: Kafka's consumer fetches again only
    // when what it fetched is done, so a slow message still delays the messages fetched after it.
    test('a slow aggregate does not hold up the others that arrived with it, and one key still goes in order', async () => {
      const b = bus();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const seen: string[] = [];
      await b.publish('india', 'slow', envelope('india', 'slow', 0));
      await b.publish('india', 'slow', envelope('india', 'slow', 1));
      // Enough keys that some share the slow key's partition (Kafka): those must not wait for it either.
      const fast = Array.from({ length: 12 }, (_, n) => `fast-${n}`);
      await b.publishAll(fast.map((key, n) => ({ topic: 'india', key, envelope: envelope('india', key, n) })));
      await subscribe(b, 'india', 'g-lanes', async (m) => {
        const { n } = (m.envelope as { data: { n: number } }).data;
        if (m.key === 'slow' && n === 0) await held;
        seen.push(`${m.key}:${n}`);
      });
      try {
        await eventually(() => seen.length === fast.length);
        expect(seen).toEqual(expect.arrayContaining(fast.map((key, n) => `${key}:${n}`)));
        release();
        await eventually(() => seen.length === fast.length + 2);
        expect(seen.slice(fast.length)).toEqual(['slow:0', 'slow:1']);
      } finally {
        release();
      }
    });
  });
}

export const silentLog = createLogger('bus-test', 'silent');
