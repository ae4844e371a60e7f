import { randomUUID } from 'node:crypto';
import { defineEvent } from '@consign/contracts';
import { AssignerProtocol, Kafka, logLevel, Partitioners } from 'kafkajs';
import { register } from 'prom-client';
import { z } from 'zod';
import { startService } from '../../src';
import {
  consume,
  createKafkaBus,
  eventsMigrations,
  kafkaGroupId,
  kafkaTopic,
  type BusMessage,
  type EventBus,
  type Subscription,
} from '../../src/events';
import { eventually, testServiceEnv, useTestInfra } from '../../src/testing';
import { silentLog } from './bus.contract';
import { kafkaAvailability } from './kafka-availability';

// What Kafka brings that Redis Streams does not: partitions divided among a group's replicas.
const { brokers, reason } = kafkaAvailability();
if (!brokers) console.warn(`Kafka consumer group tests skipped: ${reason}`);
// Skipped only without Java or with EVENT_BUS=redis: where Java exists kafkaAvailability throws instead.
const suite = brokers ? describe : describe.skip;

const counted = defineEvent({ type: 'groups.order.counted', version: 1, aggregateType: 'order', data: z.object({ n: z.number().int() }) });
const event = (aggregateId: string, n: number) => counted.create({ source: 'groups', orgId: null, aggregateId, data: { n } });

suite('Kafka consumer groups', () => {
  const infra = useTestInfra({ migrations: [eventsMigrations] });
  const buses: EventBus[] = [];
  const subs: Subscription[] = [];
  const bus = () => {
    const b = createKafkaBus({ brokers: brokers!, namespace: infra.namespace, log: silentLog, partitions: 4, retryBaseMs: 20 });
    buses.push(b);
    return b;
  };
  afterAll(async () => {
    for (const s of subs) await s.stop();
    for (const b of buses) await b.close();
  });

  const admin = () => new Kafka({ brokers: brokers!, clientId: 'groups-test', logLevel: logLevel.NOTHING }).admin();
  /**
   * Waits until the group has settled with `members` members, each holding partitions (when `assigned`), so no
   * rebalance moves partitions mid-test.
   */
  const stableWith = async (group: string, members: number, assigned = false) => {
    const a = admin();
    await a.connect();
    try {
      await eventually(
        async () => {
          const [g] = (await a.describeGroups([kafkaGroupId(infra.namespace, group)])).groups;
          if (g?.state !== 'Stable' || g.members.length !== members) return undefined;
          const holding = (m: (typeof g.members)[number]) =>
            Object.values(AssignerProtocol.MemberAssignment.decode(m.memberAssignment)?.assignment ?? {}).flat().length > 0;
          return !assigned || g.members.every(holding) ? true : undefined;
        },
        30_000,
        `group ${group} stable with ${members} members`,
      );
    } finally {
      await a.disconnect();
    }
  };
  /** Keys the producer's partitioner puts `perPartition` to each of `partitions` partitions. */
  const keysOnEveryPartition = (partitions: number, perPartition: number) => {
    const partitionOf = Partitioners.DefaultPartitioner();
    const partitionMetadata = Array.from({ length: partitions }, (_, partitionId) => ({
      partitionId,
      partitionErrorCode: 0,
      leader: 0,
      replicas: [0],
      isr: [0],
    }));
    const byPartition = partitionMetadata.map(() => [] as string[]);
    while (byPartition.some((keys) => keys.length < perPartition)) {
      const key = randomUUID();
      const keys = byPartition[partitionOf({ topic: 'any', partitionMetadata, message: { key, value: null } })]!;
      if (keys.length < perPartition) keys.push(key);
    }
    return byPartition.flat();
  };

  test('two replicas of one group divide the partitions: each aggregate in order, nothing handled twice', async () => {
    const seen = new Map<string, Array<{ replica: string; n: number }>>();
    const replica = (name: string) => async (m: BusMessage) => {
      const { aggregateId, data } = m.envelope as { aggregateId: string; data: { n: number } };
      seen.set(aggregateId, [...(seen.get(aggregateId) ?? []), { replica: name, n: data.n }]);
      await new Promise((r) => setTimeout(r, data.n % 3));
    };
    subs.push(await bus().subscribe({ group: 'g-scale', topics: ['scale'], handle: replica('a') }));
    subs.push(await bus().subscribe({ group: 'g-scale', topics: ['scale'], handle: replica('b') }));
    await stableWith('g-scale', 2, true);
    // Keys on every partition: random ones can all fall on one replica's partitions (about 1 run in 2,000).
    const keys = keysOnEveryPartition(4, 3);
    const publisher = bus();
    for (let n = 0; n < 8; n++) for (const k of keys) await publisher.publish('scale', k, event(k, n));

    await eventually(() => keys.every((k) => seen.get(k)?.length === 8), 30_000, 'every event handled');
    await new Promise((r) => setTimeout(r, 500));
    for (const k of keys) {
      const got = seen.get(k)!;
      expect(got.map((g) => g.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(new Set(got.map((g) => g.replica)).size).toBe(1); // one partition, one owner
    }
    const owners = new Set(keys.map((k) => seen.get(k)![0]!.replica));
    expect(owners).toEqual(new Set(['a', 'b']));
  });

  test('a consumer that dies mid-batch: its partitions move, nothing is lost and nothing applied twice', async () => {
    await infra.db.schema.createTable('applied', (t) => t.integer('n'));
    const key = randomUUID();
    const handledByFirst: number[] = [];
    // The first replica applies events through the inbox until the 16th, where its process "dies" (the
    // message is never finished; stop() gives it up and leaves without committing it).
    const dying = bus();
    const first = await consume({
      db: infra.db,
      bus: {
        ...dying,
        subscribe: (opts) =>
          dying.subscribe({
            ...opts,
            handle: async (m) => {
              const n = (m.envelope as { data: { n: number } }).data.n;
              if (n === 15) return new Promise<void>(() => undefined);
              await opts.handle(m);
              handledByFirst.push(n);
            },
          }),
      },
      log: silentLog,
      group: 'g-die',
      contracts: [counted],
      handle: async (e, trx) => void (await trx('applied').insert({ n: e.data.n })),
    });
    const publisher = bus();
    for (let n = 0; n < 30; n++) await publisher.publish('groups.order', key, event(key, n));
    await eventually(() => handledByFirst.length === 15, 30_000, 'the first replica applied 15 events');
    await first.stop();

    const secondSaw: number[] = [];
    const second = bus();
    subs.push(
      await consume({
        db: infra.db,
        bus: {
          ...second,
          subscribe: (opts) =>
            second.subscribe({
              ...opts,
              handle: async (m) => (await opts.handle(m), void secondSaw.push((m.envelope as { data: { n: number } }).data.n)),
            }),
        },
        log: silentLog,
        group: 'g-die',
        contracts: [counted],
        handle: async (e, trx) => void (await trx('applied').insert({ n: e.data.n })),
      }),
    );
    await eventually(
      async () => (await infra.db('applied').count<{ count: string }[]>('* as count'))[0]!.count === '30',
      30_000,
      '30 applied',
    );
    await new Promise((r) => setTimeout(r, 500));
    expect((await infra.db('applied').orderBy('n')).map((r) => r.n)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(secondSaw).toContain(15); // the message the dead replica held moved with its partition
  });

  test('offsets are committed once per interval, not per batch, and an idle group still catches up', async () => {
    const b = createKafkaBus({ brokers: brokers!, namespace: infra.namespace, log: silentLog, partitions: 1, commitIntervalMs: 1_000 });
    buses.push(b);
    let handled = 0;
    subs.push(await b.subscribe({ group: 'g-commit', topics: ['committing'], handle: async () => void handled++ }));
    await stableWith('g-commit', 1);
    const a = admin();
    await a.connect();
    const committed = async () => {
      const [t] = await a.fetchOffsets({
        groupId: kafkaGroupId(infra.namespace, 'g-commit'),
        topics: [kafkaTopic(infra.namespace, 'committing')],
      });
      return Number(t?.partitions[0]?.offset ?? -1);
    };
    try {
      // One message every 20 ms, each its own batch: committed per batch, the offset would move some 75 times.
      const seen = new Set<number>();
      const watching = (async () => {
        while (handled < 75) seen.add(await committed());
      })();
      for (let n = 0; n < 75; n++) {
        await b.publish('committing', 'k', event('k', n));
        await new Promise((r) => setTimeout(r, 20));
      }
      await watching;
      expect(seen.size).toBeLessThanOrEqual(4);
      // Nothing more arrives: the last offsets are committed within the interval all the same.
      await eventually(async () => ((await committed()) === 75 ? true : undefined), 5_000, 'every offset committed');
      expect((await b.lag!())['g-commit']).toBe(0);
    } finally {
      await a.disconnect();
    }
  });

  test('consumer lag: a Prometheus gauge per group and the detail of /readyz', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const service = await startService(
      {
        name: 'lagtest',
        defaultPort: 0,
        migrations: {},
        routes: () => undefined,
        background: async (deps) => [await deps.bus.subscribe({ group: 'g-lag', topics: ['lagging'], handle: () => held })],
      },
      testServiceEnv(infra, 'lagtest'),
    );
    try {
      expect(service.deps.bus.kind).toBe('kafka');
      for (let n = 0; n < 5; n++) await service.deps.bus.publish('lagging', 'k', event('k', n));
      const readyz = await eventually(
        async () => {
          const body = (await (await fetch(`${service.url}/readyz`)).json()) as { details?: { bus?: { lag?: Record<string, number> } } };
          return body.details?.bus?.lag?.['g-lag'] === 5 ? body : undefined;
        },
        20_000,
        'a lag of 5 in /readyz',
      );
      expect(readyz).toMatchObject({ status: 'ready', checks: { bus: 'ok' } });
      expect(await register.getSingleMetricAsString('consign_events_consumer_lag')).toMatch(
        /consign_events_consumer_lag\{group="g-lag"\} 5/,
      );
      release();
      await eventually(async () => ((await service.deps.bus.lag!())['g-lag'] === 0 ? true : undefined), 20_000, 'the lag back to 0');
    } finally {
      release();
      await service.stop();
    }
  });
});
