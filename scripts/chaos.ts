import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TEST_BANK_ACCOUNT_NUMBER } from '@consign/contracts';
import { Redis } from 'ioredis';
import { saleCredit } from '../services/ledger/src/domain/postings';
import { startChaosInfra, type ChaosInfra } from './hardening/chaos-infra';
import { demoCatalogSetup, productBody, signIn, startHardeningStack, type ApiClient, type HardeningStack } from './hardening/harness';
import { ROOT, SERVICE_NAMES, type ServiceName } from './stack';

/**
 * `npm run test:chaos`: the whole stack as processes (two replicas of catalog and ledger) on a Postgres and
 * a Redis of its own, a bounded mixed load through the gateway (products sold, payouts requested and
 * approved, adjustments) while, at random moments, a service process is killed with SIGKILL (with it its
 * outbox relay, consumers and BullMQ workers), Redis is restarted and Postgres crashes and recovers. Once
 * the system settles, the invariants are checked and a table printed; exit 1 on any violation.
 */

const log = (line: string) => console.log(`[chaos] ${new Date().toISOString().slice(11, 19)} ${line}`);
const NAMESPACE = process.env.CHAOS_NAMESPACE ?? 'consign_e2e_hardening_chaos';
const PORT = Number(process.env.CHAOS_PORT ?? 38140);
const PG_PORT = Number(process.env.CHAOS_PG_PORT ?? 38190);
const REDIS_PORT = Number(process.env.CHAOS_REDIS_PORT ?? 38191);
const REPLICAS: Partial<Record<ServiceName, number>> = { catalog: 1, ledger: 1 };

/** mulberry32: a run is repeatable from its seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface OpCount {
  attempted: number;
  succeeded: number;
  refused: number;
  failed: number;
  /** The last refusal's message, to tell a rule from a fault. */
  refusal?: string;
}

class Load {
  readonly ops: Record<string, OpCount> = {};
  constructor(
    private readonly staff: ApiClient,
    private readonly storeId: string,
    private readonly sellerIds: string[],
    private readonly rnd: () => number,
  ) {}

  private count(op: string): OpCount {
    return (this.ops[op] ??= { attempted: 0, succeeded: 0, refused: 0, failed: 0 });
  }

  /**
   * One request; a request with an idempotency key is sent again after a 5xx or no answer (the same key
   * makes a repeat a replay), others are counted failed: their outcome is unknown, and the invariants
   * must hold either way.
   */
  private async send<T>(op: string, method: string, apiPath: string, body: unknown, idempotent: boolean): Promise<T | undefined> {
    const c = this.count(op);
    c.attempted++;
    const headers = idempotent ? { 'idempotency-key': randomUUID() } : undefined;
    for (let attempt = 1; ; attempt++) {
      const r = await this.staff
        .request<T & { message?: string }>(method, apiPath, body, headers)
        .catch(() => ({ status: 0, body: undefined }));
      if (r.status >= 200 && r.status < 300) {
        c.succeeded++;
        return r.body;
      }
      if (r.status >= 400 && r.status < 500 && r.status !== 429) {
        c.refused++;
        c.refusal = `${r.status} ${r.body?.message ?? ''}`;
        return undefined;
      }
      if (!idempotent || attempt >= 20) {
        c.failed++;
        return undefined;
      }
      await sleep(500);
    }
  }

  private seller(): string {
    return this.sellerIds[Math.floor(this.rnd() * this.sellerIds.length)]!;
  }

  async step(): Promise<void> {
    const pick = this.rnd();
    if (pick < 0.5) {
      await this.send(
        'product sold',
        'POST',
        '/api/demo/products',
        productBody(Math.floor(this.rnd() * 100), this.storeId, this.seller()),
        false,
      );
    } else if (pick < 0.7) {
      const amount = Math.round(this.rnd() * 40) + 10;
      await this.send(
        'adjustment',
        'POST',
        '/api/demo/balance-adjustments',
        { seller: { id: this.seller() }, amount, details: 'Chaos credit' },
        true,
      );
    } else if (pick < 0.9) {
      const payout = await this.send<{ data: { id: string } }>(
        'payout requested',
        'POST',
        '/api/demo/payouts',
        { seller: { id: this.seller() }, bankAccountNumber: TEST_BANK_ACCOUNT_NUMBER, amount: 200 },
        true,
      );
      if (payout) await this.send('payout approved', 'PATCH', '/api/demo/payouts', { id: payout.data.id, approved: true }, true);
    } else {
      await this.send('products read', 'GET', '/api/demo/products?take=5', undefined, true);
    }
  }
}

type FaultKind = 'service killed (SIGKILL)' | 'Redis restarted' | 'Postgres crashed (immediate stop)' | 'process found down, restarted';

/** Faults take turns (kill, Redis, kill, Postgres, …) so every kind happens in a short run; targets are random. */
async function injectFault(
  stack: HardeningStack,
  infra: ChaosInfra,
  rnd: () => number,
  faults: Record<string, number>,
  turn: number,
): Promise<void> {
  let kind: FaultKind;
  if (turn % 2 === 0) {
    const service = SERVICE_NAMES[Math.floor(rnd() * SERVICE_NAMES.length)]!;
    const index = Math.floor(rnd() * stack.replicaUrls[service].length);
    kind = 'service killed (SIGKILL)';
    log(`fault: kill -9 ${service}#${index + 1}`);
    await stack.kill(service, index);
    await sleep(500 + rnd() * 2000);
    await stack.restart(service, index);
  } else if (turn % 4 === 1) {
    kind = 'Redis restarted';
    log('fault: restart Redis');
    await infra.restartRedis();
  } else {
    kind = 'Postgres crashed (immediate stop)';
    log('fault: Postgres immediate stop and start');
    await infra.restartPostgres();
  }
  faults[kind] = (faults[kind] ?? 0) + 1;
}

/** A process that died on its own (not by a fault) is restarted, as a supervisor would, and counted. */
async function supervise(stack: HardeningStack, faults: Record<string, number>): Promise<void> {
  for (const service of SERVICE_NAMES)
    for (const [index, url] of stack.replicaUrls[service].entries()) {
      const up = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (up) continue;
      log(`${service}#${index + 1} is down: restarting it`);
      faults['process found down, restarted'] = (faults['process found down, restarted'] ?? 0) + 1;
      await stack.restart(service, index);
    }
}

/** Jobs waiting or active in every BullMQ queue of the run. */
async function jobsInFlight(redis: Redis): Promise<number> {
  let n = 0;
  for await (const keys of redis.scanStream({ match: `${NAMESPACE}:*:meta`, count: 500 }))
    for (const meta of keys as string[]) {
      const queue = meta.slice(0, -':meta'.length);
      n += (await redis.llen(`${queue}:wait`)) + (await redis.llen(`${queue}:active`));
    }
  return n;
}

interface Invariant {
  name: string;
  checked: number;
  violations: string[];
}

async function streamState(redis: Redis): Promise<{ lag: number; pending: number; deadLetters: number }> {
  let lag = 0;
  let pending = 0;
  let deadLetters = 0;
  for await (const keys of redis.scanStream({ match: `${NAMESPACE}:events:*`, count: 500 }))
    for (const key of keys as string[]) {
      const groups = (await redis.call('XINFO', 'GROUPS', key)) as unknown[][];
      for (const g of groups) {
        const info = Object.fromEntries(Array.from({ length: g.length / 2 }, (_, i) => [String(g[2 * i]), g[2 * i + 1]]));
        lag += Number(info.lag ?? 0);
        pending += Number(info.pending ?? 0);
      }
    }
  for await (const keys of redis.scanStream({ match: `${NAMESPACE}:dlq:*`, count: 500 }))
    for (const key of keys as string[]) deadLetters += await redis.xlen(key);
  return { lag, pending, deadLetters };
}

async function outboxState(stack: HardeningStack): Promise<{ pending: number; abandoned: number; rows: number }> {
  let pending = 0;
  let abandoned = 0;
  let rows = 0;
  for (const s of SERVICE_NAMES) {
    const [r] = await stack.query<{ pending: string; abandoned: string; rows: string }>(
      s,
      `SELECT count(*) FILTER (WHERE published_at IS NULL AND abandoned_at IS NULL) pending,
              count(*) FILTER (WHERE abandoned_at IS NOT NULL) abandoned, count(*) rows FROM outbox`,
    );
    pending += Number(r!.pending);
    abandoned += Number(r!.abandoned);
    rows += Number(r!.rows);
  }
  return { pending, abandoned, rows };
}

/** Sold products and the ledger's sale credits, product by product (the reconciliation). */
async function reconciliation(stack: HardeningStack): Promise<Invariant> {
  const sold = await stack.query<{ id: string; price: string; consignment_split: string; store_owned: boolean }>(
    'catalog',
    `SELECT id, price, consignment_split, store_owned FROM products WHERE status = 'sold' AND deleted_at IS NULL`,
  );
  const credited = await stack.query<{ reference_id: string; credit: string; postings: string }>(
    'ledger',
    `SELECT p.reference_id, sum(e.amount) credit, count(DISTINCT p.id) postings FROM postings p JOIN entries e ON e.posting_id = p.id
     WHERE p.kind IN ('sale', 'sale_reversal') AND e.account = 'seller_available' GROUP BY p.reference_id`,
  );
  const byProduct = new Map(credited.map((c) => [c.reference_id, c]));
  const violations: string[] = [];
  for (const p of sold) {
    const expected = saleCredit(Number(p.price), Number(p.consignment_split), p.store_owned);
    const got = Number(byProduct.get(p.id)?.credit ?? 0);
    if (got !== expected) violations.push(`product ${p.id}: catalog seller share ${expected}, ledger credit ${got}`);
    if (Number(byProduct.get(p.id)?.postings ?? 0) > 1)
      violations.push(`product ${p.id}: credited by ${byProduct.get(p.id)!.postings} postings`);
    byProduct.delete(p.id);
  }
  for (const [id, c] of byProduct)
    if (Number(c.credit) !== 0) violations.push(`ledger credit ${c.credit} for product ${id}, not sold in catalog`);
  return { name: 'ledger sale credits = seller shares of sold products', checked: sold.length, violations };
}

async function invariants(stack: HardeningStack, redis: Redis): Promise<Invariant[]> {
  const out: Invariant[] = [];
  const outbox = await outboxState(stack);
  out.push({
    name: 'every outbox row published',
    checked: outbox.rows,
    violations: [
      ...(outbox.pending ? [`${outbox.pending} unpublished`] : []),
      ...(outbox.abandoned ? [`${outbox.abandoned} abandoned`] : []),
    ],
  });
  const streams = await streamState(redis);
  out.push({
    name: 'every consumer group caught up (no lag, nothing pending)',
    checked: 1,
    violations: [...(streams.lag ? [`lag ${streams.lag}`] : []), ...(streams.pending ? [`${streams.pending} pending`] : [])],
  });
  out.push({
    name: 'nothing in a dead-letter stream',
    checked: 1,
    violations: streams.deadLetters ? [`${streams.deadLetters} dead letters`] : [],
  });
  out.push(await reconciliation(stack));

  const twice = await stack.query<{ reference_id: string; n: string }>(
    'ledger',
    `SELECT reference_id, count(*) n FROM postings WHERE kind = 'payout' GROUP BY reference_id HAVING count(*) > 1`,
  );
  const [payouts] = await stack.query<{ n: string }>('ledger', `SELECT count(*) n FROM payouts`);
  out.push({
    name: 'no payout paid twice',
    checked: Number(payouts!.n),
    violations: twice.map((t) => `payout ${t.reference_id} paid ${t.n} times`),
  });

  const balances = await stack.query<{ seller_id: string; available: string; held: string; e_available: string; e_held: string }>(
    'ledger',
    `SELECT a.seller_id, a.available, a.held,
            coalesce((SELECT sum(amount) FROM entries e WHERE e.org_id = a.org_id AND e.seller_id = a.seller_id AND e.account = 'seller_available'), 0) e_available,
            coalesce((SELECT sum(amount) FROM entries e WHERE e.org_id = a.org_id AND e.seller_id = a.seller_id AND e.account = 'seller_held'), 0) e_held
     FROM accounts a`,
  );
  out.push({
    name: 'every balance equals the sum of its entries',
    checked: balances.length,
    violations: balances
      .filter((b) => b.available !== b.e_available || b.held !== b.e_held)
      .map((b) => `seller ${b.seller_id}: available ${b.available} vs ${b.e_available}, held ${b.held} vs ${b.e_held}`),
  });
  const [unbalanced] = await stack.query<{ n: string }>(
    'ledger',
    `SELECT count(*) n FROM (SELECT posting_id FROM entries GROUP BY posting_id HAVING sum(amount) <> 0) x`,
  );
  const [postings] = await stack.query<{ n: string }>('ledger', `SELECT count(*) n FROM postings`);
  out.push({
    name: 'every posting sums to zero',
    checked: Number(postings!.n),
    violations: Number(unbalanced!.n) ? [`${unbalanced!.n} postings do not sum to zero`] : [],
  });

  // BullMQ: nothing left waiting or active, and every failed job says why.
  let jobs = 0;
  const jobViolations: string[] = [];
  for await (const keys of redis.scanStream({ match: `${NAMESPACE}:*:meta`, count: 500 }))
    for (const meta of keys as string[]) {
      const queue = meta.slice(0, -':meta'.length);
      const [waiting, active, completed, failed] = await Promise.all([
        redis.llen(`${queue}:wait`),
        redis.llen(`${queue}:active`),
        redis.zcard(`${queue}:completed`),
        redis.zrange(`${queue}:failed`, 0, -1),
      ]);
      jobs += waiting + active + completed + failed.length;
      if (waiting + active) jobViolations.push(`${queue}: ${waiting} waiting, ${active} active`);
      for (const id of failed)
        if (!(await redis.hget(`${queue}:${id}`, 'failedReason'))) jobViolations.push(`${queue}: job ${id} failed without a reason`);
    }
  out.push({ name: 'every BullMQ job completed or failed with a reason', checked: jobs, violations: jobViolations });
  return out;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`).join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { seconds: { type: 'string' }, seed: { type: 'string' }, concurrency: { type: 'string' } } });
  const seconds = Number(values.seconds ?? 60);
  const seed = Number(values.seed ?? Date.now() % 100_000);
  const rnd = random(seed);
  const faultRnd = random(seed + 1);
  log(`seed ${seed}, ${seconds} s of load`);
  const infra = await startChaosInfra({ dir: path.join(ROOT, '.data', `${NAMESPACE}-infra`), pgPort: PG_PORT, redisPort: REDIS_PORT });
  let stack: HardeningStack | undefined;
  let failed = true;
  try {
    stack = await startHardeningStack({
      databaseUrl: infra.databaseUrl,
      redisUrl: infra.redisUrl,
      port: PORT,
      namespace: NAMESPACE,
      replicas: REPLICAS,
      log,
    });
    const staff = await signIn(stack.url, 'staff@demo.test');
    const { storeId, sellerIds } = await demoCatalogSetup(staff);
    const load = new Load(staff, storeId, sellerIds, rnd);
    const faults: Record<string, number> = {};

    const deadline = Date.now() + seconds * 1000;
    const workers = Array.from({ length: Number(values.concurrency ?? 3) }, async () => {
      while (Date.now() < deadline) await load.step();
    });
    const chaos = (async () => {
      for (let turn = 0; Date.now() < deadline - 5000; turn++) {
        await sleep(2000 + faultRnd() * 4000);
        if (Date.now() >= deadline - 5000) break;
        await injectFault(stack!, infra, faultRnd, faults, turn).catch((err: unknown) => log(`fault failed: ${String(err)}`));
        await supervise(stack!, faults).catch((err: unknown) => log(`restart failed: ${String(err)}`));
      }
    })();
    await Promise.all([...workers, chaos]);
    await supervise(stack, faults);

    // Settle: the outbox drained and every group caught up (or the deadline says it never will).
    const redis = new Redis(infra.redisUrl, { maxRetriesPerRequest: 3 });
    const settleStarted = Date.now();
    for (;;) {
      // A job left active by a killed worker is taken up again once its lock expires (JOB_LOCK_MS, 30 s).
      const state = await Promise.all([outboxState(stack), streamState(redis), jobsInFlight(redis)]).catch(() => undefined);
      const settled = state && state[0].pending === 0 && state[1].lag === 0 && state[1].pending === 0 && state[2] === 0;
      if (settled || Date.now() - settleStarted > 150_000) break;
      await sleep(1000);
    }
    await sleep(2000);
    log(`settled in ${((Date.now() - settleStarted) / 1000).toFixed(1)} s`);
    const checks = await invariants(stack, redis);
    redis.disconnect();

    const violations = checks.reduce((n, c) => n + c.violations.length, 0);
    const totals = Object.values(load.ops).reduce(
      (t, o) => ({
        attempted: t.attempted + o.attempted,
        succeeded: t.succeeded + o.succeeded,
        refused: t.refused + o.refused,
        failed: t.failed + o.failed,
      }),
      { attempted: 0, succeeded: 0, refused: 0, failed: 0 },
    );
    console.log(
      `\n${table([
        ['operation', 'attempted', 'succeeded', 'refused', 'failed (no answer)'],
        ...Object.entries(load.ops).map(([op, o]) => [op, String(o.attempted), String(o.succeeded), String(o.refused), String(o.failed)]),
        ['total', String(totals.attempted), String(totals.succeeded), String(totals.refused), String(totals.failed)],
      ])}\n\n${table([['fault injected', 'count'], ...Object.entries(faults).map(([f, n]) => [f, String(n)])])}\n\n${table([
        ['invariant', 'checked', 'violations'],
        ...checks.map((c) => [c.name, String(c.checked), String(c.violations.length)]),
        ['total', String(checks.reduce((n, c) => n + c.checked, 0)), String(violations)],
      ])}\n`,
    );
    for (const [op, o] of Object.entries(load.ops)) if (o.refusal) console.log(`  ${op}: last refusal ${o.refusal}`);
    for (const c of checks) for (const v of c.violations.slice(0, 20)) console.log(`  ✗ ${c.name}: ${v}`);
    failed = violations > 0;
  } finally {
    await stack?.stop().catch((err: unknown) => log(`stop: ${String(err)}`));
    await infra.stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(`[chaos] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});
