import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { accountCredited, productSold, sellerCreated, type EventEnvelope } from '@consign/contracts';
import { createEventBus, createLogger, deleteKafkaNamespace, dropDatabase, topicFor, type EventBus } from '@consign/kit';
import { localSigningSecret } from '../../scripts/signing-secret';
import { ROOT, type Stack } from '../../scripts/stack';
import type { BenchRow } from './report';

export interface LedgerBenchEnv {
  /** The stack's namespace: database prefix and bus namespace. */
  namespace: string;
  databaseUrl: string;
  redisUrl: string;
  /** The stack's bus is Kafka when set. */
  kafkaBrokers?: string;
}

const SALES_PER_SECOND = 200;
const SALES_SECONDS = 10;
const PAYOUT_SELLERS = 600;
const PAYOUT_CONCURRENCY = 20;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function sale(orgId: string, sellerId: string): EventEnvelope<unknown> {
  const id = randomUUID();
  return productSold.create({
    source: 'catalog',
    orgId,
    aggregateId: id,
    data: {
      id,
      sku: 1,
      skuPadded: '000001',
      name: 'Bench coat',
      status: 'sold',
      sellerId,
      storeId: null,
      price: 200_00,
      consignmentSplit: 0.5,
      storeOwned: false,
      currency: 'NOK',
      soldAt: new Date().toISOString(),
    },
  });
}

const publish = (bus: EventBus, e: EventEnvelope<unknown>) => bus.publish(topicFor(e.type), e.aggregateId, e);

/**
 * product.sold → seller credited: sales published on the bus at 200/s (as catalog's relay would: the sales of
 * each 50 ms in one request), and the
 * lag until the ledger's transaction that credits the seller (the occurredAt of its account.credited).
 */
async function saleToCreditLag(bus: EventBus, where: string, log: (line: string) => void): Promise<BenchRow[]> {
  const orgId = randomUUID();
  const sellers = Array.from({ length: 50 }, () => randomUUID());
  const publishedAt = new Map<string, number>();
  const lags: number[] = [];
  const sub = await bus.subscribe({
    group: `bench.ledger.${Date.now()}`,
    topics: [topicFor(accountCredited.type)],
    async handle({ envelope }) {
      const e = envelope as EventEnvelope<{ productId: string }>;
      if (e.type !== accountCredited.type || e.orgId !== orgId) return;
      const at = publishedAt.get(e.data.productId);
      // occurredAt is stamped in the transaction that credits the seller: the lag ends there, not when this reader catches up.
      if (at !== undefined) lags.push(new Date(e.occurredAt).getTime() - at);
    },
  });
  const total = SALES_PER_SECOND * SALES_SECONDS;
  log(`ledger: ${total} product.sold at ${SALES_PER_SECOND}/s on ${bus.kind} (${where}), waiting for account.credited`);
  const started = Date.now();
  // Ticks of 50 ms, each publishing its share: a steady rate, not one burst.
  for (let sent = 0, tick = 0; sent < total; tick += 1) {
    const due = Math.min(total, Math.round(((tick + 1) * 50 * SALES_PER_SECOND) / 1000));
    const batch: EventEnvelope<unknown>[] = [];
    for (; sent < due; sent += 1) {
      const e = sale(orgId, sellers[sent % sellers.length]!);
      publishedAt.set((e.data as { id: string }).id, Date.now());
      batch.push(e);
    }
    await bus.publishAll(batch.map((e) => ({ topic: topicFor(e.type), key: e.aggregateId, envelope: e })));
    const wait = started + (tick + 1) * 50 - Date.now();
    if (wait > 0) await sleep(wait);
  }
  const deadline = Date.now() + 90_000;
  while (lags.length < total && Date.now() < deadline) await sleep(100);
  await sub.stop();
  const sorted = [...lags].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  return [
    {
      name: `product.sold → credited lag p50 at ${SALES_PER_SECOND} sales/s (${bus.kind}, ${where})`,
      value: `${percentile(sorted, 50)} ms`,
    },
    {
      name: `product.sold → credited lag p99 at ${SALES_PER_SECOND} sales/s (${bus.kind}, ${where})`,
      value: `${p99} ms (${lags.length}/${total} credited)`,
      target: '< 500 ms',
      met: lags.length === total && p99 < 500,
    },
  ];
}

async function signIn(stack: Stack, email: string): Promise<string> {
  const res = await fetch(`${stack.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-pass-1' }),
  });
  if (!res.ok) throw new Error(`bench: sign-in as ${email} failed (${res.status})`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** POST /api/{org}/payouts through the gateway, each request for another seller (no two contend for a lock). */
async function payoutThroughput(stack: Stack, env: LedgerBenchEnv, bus: EventBus, log: (line: string) => void): Promise<BenchRow[]> {
  const identity = spawnSync(process.execPath, [path.join(ROOT, 'services/identity/dist/cli/seed-demo.js')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, DATABASE_URL: env.databaseUrl, DB_NAME: `${env.namespace}_identity` },
  });
  if (identity.status !== 0) throw new Error('bench: identity demo data failed');
  const token = await signIn(stack, 'staff@demo.test');
  const orgId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { org: string }).org;

  // Sellers and their credits arrive as identity's and catalog's events would.
  const sellers = Array.from({ length: PAYOUT_SELLERS }, (_, i) => ({ id: randomUUID(), n: 90_000 + i }));
  for (const s of sellers) {
    await publish(
      bus,
      sellerCreated.create({
        source: 'identity',
        orgId,
        aggregateId: s.id,
        data: {
          id: s.id,
          firstName: 'Bench',
          lastName: String(s.n),
          fullName: `Bench ${s.n}`,
          email: `b${s.n}@bench.test`,
          phone: null,
          accountNumber: s.n,
          bankAccountNumber: null,
          language: null,
        },
      }),
    );
    await publish(bus, sale(orgId, s.id));
  }
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const last = sellers[sellers.length - 1]!;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(250)) {
    const res = await fetch(`${stack.url}/api/demo/accounts/${last.id}`, { headers });
    if (res.ok && ((await res.json()) as { data: { available: number } }).data.available > 0) break;
  }

  log(`ledger: ${PAYOUT_SELLERS} payout requests on distinct sellers, ${PAYOUT_CONCURRENCY} at a time`);
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: PAYOUT_CONCURRENCY }, async () => {
      while (next < sellers.length) {
        const seller = sellers[next++]!;
        const t = Date.now();
        const res = await fetch(`${stack.url}/api/demo/payouts`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': `bench-${seller.id}` },
          body: JSON.stringify({ seller: { id: seller.id }, bankAccountNumber: '99999999999', amount: 60 }),
        });
        await res.arrayBuffer();
        latencies.push(Date.now() - t);
        if (res.status !== 201) failures.set(res.status, (failures.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return [
    {
      name: `payout requests on distinct sellers, ${PAYOUT_CONCURRENCY} concurrent (through the gateway)`,
      value: `${Math.round(PAYOUT_SELLERS / seconds)} req/s, p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms${[...failures].map(([status, n]) => `, ${n} × ${status}`).join('')}`,
    },
  ];
}

/**
 * A ledger process alone on the given bus (its own database and namespace): the same sale-to-credit figure
 * without the rest of the stack (notifications handles the same events beside the stack's ledger), on each
 * transport in the same run.
 */
async function loneLedger(kind: 'kafka' | 'redis', env: LedgerBenchEnv, log: (line: string) => void): Promise<BenchRow[]> {
  const namespace = `${env.namespace}_${kind}`;
  const port = Number(process.env.BENCH_PORT ?? 28080) + (kind === 'redis' ? 40 : 41);
  const kafka = kind === 'kafka' ? env.kafkaBrokers : undefined;
  // Its topics start empty, as its database does.
  if (kafka) await deleteKafkaNamespace(kafka, namespace);
  const child = spawn(process.execPath, [path.join(ROOT, 'services/ledger/dist/main.js')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production refuses the published development secret: the same one the stack's services get.
      SIGNING_SECRET: localSigningSecret(),
      PORT: String(port),
      DATABASE_URL: env.databaseUrl,
      DB_NAME: `${namespace}_ledger`,
      REDIS_URL: env.redisUrl,
      EVENT_BUS: kind,
      ...(kafka ? { KAFKA_BROKERS: kafka } : {}),
      BUS_NAMESPACE: namespace,
    },
  });
  const bus = createEventBus({ kind, namespace, redisUrl: env.redisUrl, kafkaBrokers: kafka, log: createLogger('bench', 'silent') });
  try {
    for (let ready = false, waited = 0; !ready; waited += 500) {
      if (waited > 60_000 || child.exitCode !== null) throw new Error(`bench: the ledger alone on ${kind} did not become ready`);
      await sleep(500);
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
    }
    log(`ledger: a ledger alone on ${kind} is ready`);
    return await saleToCreditLag(bus, 'ledger alone', log);
  } finally {
    await bus.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
    await dropDatabase(env.databaseUrl, `${namespace}_ledger`);
    if (kafka) await deleteKafkaNamespace(kafka, namespace);
  }
}

/**
 * The ledger's benchmarks: event-to-credit lag at a steady sales rate on the whole stack's bus (Kafka where it
 * runs), and on a ledger alone on Kafka and on Redis Streams; payout request throughput.
 */
export async function ledgerBench(stack: Stack, env: LedgerBenchEnv, log: (line: string) => void): Promise<BenchRow[]> {
  const bus = createEventBus({
    kind: env.kafkaBrokers ? 'kafka' : 'redis',
    namespace: env.namespace,
    redisUrl: env.redisUrl,
    kafkaBrokers: env.kafkaBrokers,
    log: createLogger('bench', 'silent'),
  });
  try {
    const onStack = await saleToCreditLag(bus, 'whole stack', log);
    const alone = env.kafkaBrokers ? [...(await loneLedger('kafka', env, log)), ...(await loneLedger('redis', env, log))] : [];
    return [...onStack, ...alone, ...(await payoutThroughput(stack, env, bus, log))];
  } finally {
    await bus.close();
  }
}
