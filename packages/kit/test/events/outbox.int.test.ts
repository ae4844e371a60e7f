import { randomUUID } from 'node:crypto';
import { defineEvent } from '@consign/contracts';
import { z } from 'zod';
import {
  consume,
  createRedisStreamsBus,
  eventsMigrations,
  publishEvents,
  startOutboxRelay,
  type EventBus,
  type OutboxRelay,
} from '../../src/events';
import { eventually, useTestInfra } from '../../src/testing';
import { silentLog } from './bus.contract';

const counted = defineEvent({ type: 'outbox.counter.bumped', version: 1, aggregateType: 'counter', data: z.object({ n: z.number() }) });
const infra = useTestInfra({ migrations: [eventsMigrations] });
const stoppers: Array<() => Promise<void>> = [];

// Each test stops what it started, so a failing test cannot leave a leader relay behind for the next.
afterEach(async () => {
  for (const stop of stoppers.splice(0).reverse()) await stop();
});

function redisBus(): EventBus {
  const bus = createRedisStreamsBus({
    redisUrl: infra.redisUrl,
    namespace: infra.namespace,
    log: silentLog,
    blockMs: 100,
    stopGraceMs: 200,
  });
  stoppers.push(() => bus.close());
  return bus;
}

function relay(bus: EventBus, extra: Partial<Parameters<typeof startOutboxRelay>[0]> = {}): OutboxRelay {
  const r = startOutboxRelay({ db: infra.db, bus, log: silentLog, pollIntervalMs: 50, retryBaseMs: 10, stopGraceMs: 200, ...extra });
  stoppers.push(() => r.stop());
  return r;
}

/** Everything the bus received on the topic, in stream order. */
async function received(): Promise<Array<{ id: string; aggregateId: string; data: { n: number } }>> {
  const entries = (await infra.redis().xrange(`${infra.namespace}:events:outbox.counter`, '-', '+')) as [string, string[]][];
  return entries.map(([, f]) => JSON.parse(f[f.indexOf('envelope') + 1]!));
}

const bump = (aggregateId: string, n: number) => counted.create({ source: 'outbox', orgId: null, aggregateId, data: { n } });

beforeAll(async () => {
  await infra.db.schema.createTable('counters', (t) => t.text('id').primary());
  await infra.db.schema.createTable('applied', (t) => t.integer('n'));
});

test('a state change and its event commit together or not at all', async () => {
  await expect(
    infra.db.transaction(async (trx) => {
      await trx('counters').insert({ id: 'rolled-back' });
      await publishEvents(trx, [bump('rolled-back', 1)]);
      throw new Error('business rule failed');
    }),
  ).rejects.toThrow('business rule failed');
  expect(await infra.db('counters').where({ id: 'rolled-back' })).toHaveLength(0);
  expect(await infra.db('outbox').where({ segment: 'rolled-back' })).toHaveLength(0);

  const event = bump('committed', 1);
  await infra.db.transaction(async (trx) => {
    await trx('counters').insert({ id: 'committed' });
    await publishEvents(trx, [event]);
  });
  const r = relay(redisBus());
  await r.drain();
  expect((await received()).map((e) => e.id)).toContain(event.id);
  expect(await infra.db('outbox').where({ id: event.id }).first()).toMatchObject({ topic: 'outbox.counter', attempts: 0 });
  expect((await infra.db('outbox').where({ id: event.id }).first()).published_at).not.toBeNull();
});

test('a relay killed mid-batch: the next one publishes the rest, each event is applied once, order per segment holds', async () => {
  const segments = ['s1', 's2', 's3'];
  const events = Array.from({ length: 30 }, (_, n) => bump(segments[n % 3]!, 1000 + n));
  for (const e of events) await infra.db.transaction((trx) => publishEvents(trx, [e]));

  // The first relay publishes 10 rows a request; its broker connection hangs on the second: the process is as good as dead.
  const bus = redisBus();
  let calls = 0;
  const hanging: EventBus = {
    ...bus,
    publishAll: (messages) => (++calls === 2 ? new Promise<void>(() => undefined) : bus.publishAll(messages)),
  };
  const first = relay(hanging, { leaseMs: 500, batchSize: 10 });
  await eventually(() => calls >= 2);
  await first.stop();
  expect(
    await infra
      .db('outbox')
      .whereIn(
        'id',
        events.map((e) => e.id),
      )
      .whereNotNull('published_at'),
  ).toHaveLength(10);

  relay(redisBus(), { leaseMs: 500 });
  await eventually(
    async () =>
      (
        await infra
          .db('outbox')
          .whereIn(
            'id',
            events.map((e) => e.id),
          )
          .whereNull('published_at')
      ).length === 0,
  );

  const onBus = (await received()).filter((e) => events.some((x) => x.id === e.id));
  const ids = onBus.map((e) => e.id);
  expect(new Set(ids).size).toBe(30);
  expect(ids.length - new Set(ids).size).toBeLessThanOrEqual(1);
  for (const s of segments) {
    const order = onBus.filter((e) => e.aggregateId === s).map((e) => e.data.n);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  }

  const sub = await consume({
    db: infra.db,
    bus: redisBus(),
    log: silentLog,
    group: 'outbox-test',
    contracts: [counted],
    handle: async (event, trx) => void (await trx('applied').insert({ n: event.data.n })),
  });
  stoppers.push(() => sub.stop());
  await eventually(
    async () =>
      (
        await infra.db('applied').whereIn(
          'n',
          events.map((e) => e.data.n),
        )
      ).length >= 30,
  );
  await new Promise((r) => setTimeout(r, 300));
  const applied = (
    await infra.db('applied').whereIn(
      'n',
      events.map((e) => e.data.n),
    )
  )
    .map((r) => r.n)
    .sort((a, b) => a - b);
  expect(applied).toEqual(events.map((e) => e.data.n));
});

test('a failing publish keeps its segment waiting, then the row is abandoned after N attempts', async () => {
  const bus = redisBus();
  const poison = bump(`p-${randomUUID()}`, 100);
  const after = bump(poison.aggregateId, 101);
  const other = bump(`o-${randomUUID()}`, 102);
  // The broker refuses the poisoned event, and so every request that carries it.
  const isPoison = (envelope: unknown) => (envelope as { id: string }).id === poison.id;
  const failing: EventBus = {
    ...bus,
    publish: (topic, key, envelope) =>
      isPoison(envelope) ? Promise.reject(new Error('broker says no')) : bus.publish(topic, key, envelope),
    publishAll: (messages) =>
      messages.some((m) => isPoison(m.envelope)) ? Promise.reject(new Error('broker says no')) : bus.publishAll(messages),
  };
  await infra.db.transaction((trx) => publishEvents(trx, [poison, after, other]));
  relay(failing, { maxAttempts: 3 });
  await eventually(async () => (await infra.db('outbox').where({ id: poison.id }).first()).abandoned_at !== null);
  const row = await infra.db('outbox').where({ id: poison.id }).first();
  expect(row).toMatchObject({ attempts: 3, last_error: 'broker says no', published_at: null });
  await eventually(async () => (await infra.db('outbox').where({ id: after.id }).first()).published_at !== null);
  const onBus = (await received()).map((e) => e.id);
  // The other segment was never held up; the poisoned segment moved on only after abandoning.
  expect(onBus).toContain(other.id);
  expect(onBus).not.toContain(poison.id);
});

test('only one relay publishes at a time; a standby takes over when the leader stops', async () => {
  const a = relay(redisBus());
  relay(redisBus());
  const e1 = bump(`l-${randomUUID()}`, 200);
  await infra.db.transaction((trx) => publishEvents(trx, [e1]));
  await eventually(async () => (await infra.db('outbox').where({ id: e1.id }).first()).published_at !== null);
  await a.stop();
  const e2 = bump(e1.aggregateId, 201);
  await infra.db.transaction((trx) => publishEvents(trx, [e2]));
  await eventually(async () => (await infra.db('outbox').where({ id: e2.id }).first()).published_at !== null);
  expect((await received()).filter((e) => e.id === e1.id || e.id === e2.id)).toHaveLength(2);
});

test('the relay is woken by a NOTIFY sent after the commit, outside the transaction', async () => {
  // Only the NOTIFY can wake it this soon. Inside the transaction it would hold a lock of the whole Postgres
  // server from the commit until the commit is on disk: every notifying transaction would commit one at a time.
  relay(redisBus(), { pollIntervalMs: 60_000 });
  await new Promise((r) => setTimeout(r, 300));
  const queries: { sql: string; tx?: string }[] = [];
  const record = (q: { sql: string; __knexTxId?: string }) => queries.push({ sql: q.sql, tx: q.__knexTxId });
  infra.db.on('query', record);
  const event = bump(randomUUID(), 1);
  try {
    await infra.db.transaction((trx) => publishEvents(trx, [event]));
    await eventually(async () => (await received()).some((e) => e.id === event.id), 5000, 'woken');
  } finally {
    infra.db.off('query', record);
  }
  const notifies = queries.filter((q) => q.sql.includes('pg_notify'));
  expect(notifies.length).toBeGreaterThan(0);
  expect(notifies.every((q) => q.tx === undefined)).toBe(true);
});
