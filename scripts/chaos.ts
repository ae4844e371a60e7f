import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TEST_BANK_ACCOUNT_NUMBER, WEBHOOK_EVENT_TYPES } from '@consign/contracts';
import { Redis } from 'ioredis';
import { startChaosInfra, type ChaosInfra } from './hardening/chaos-infra';
import { busState, checkInvariants, outboxState, pendingDebits, unfinishedJobs } from './hardening/chaos-invariants';
import {
  demoCatalogSetup,
  demoDeliverySetup,
  productBody,
  signIn,
  startHardeningStack,
  type ApiClient,
  type HardeningStack,
} from './hardening/harness';
import { startWebhookReceiver } from './hardening/webhook-receiver';
import { ROOT, SERVICE_NAMES, type ServiceName } from './stack';
import { seededRandom } from '@consign/kit/random';

/**
 * `npm run test:chaos`: the whole stack as processes (two replicas of catalog and ledger) on a Postgres and
 * a Redis of its own, a bounded mixed load through the gateway (products sold, counter sales through POST /sales,
 * some paid with store credit, and returns of them, payouts requested and
 * approved, adjustments, deliveries reserved and confirmed, rescheduled and cancelled; a webhook endpoint
 * in this process takes every event) while, at random moments, a service process is killed with SIGKILL
 * (with it its outbox relay, consumers and BullMQ workers), Redis is restarted and Postgres crashes and
 * recovers. Once the system settles, the invariants are checked and a table printed; exit 1 on any violation.
 */

const log = (line: string) => console.log(`[chaos] ${new Date().toISOString().slice(11, 19)} ${line}`);
const NAMESPACE = process.env.CHAOS_NAMESPACE ?? 'consign_e2e_hardening_chaos';
const PORT = Number(process.env.CHAOS_PORT ?? 29140);
const PG_PORT = Number(process.env.CHAOS_PG_PORT ?? 29190);
const REDIS_PORT = Number(process.env.CHAOS_REDIS_PORT ?? 29191);
const KAFKA_PORT = Number(process.env.CHAOS_KAFKA_PORT ?? 29192); // and the next one, its controller
const WEBHOOK_PORT = Number(process.env.CHAOS_WEBHOOK_PORT ?? 29310);
const REPLICAS: Partial<Record<ServiceName, number>> = { catalog: 1, ledger: 1 };
const ORG = 'demo';

/**
 * The services' settings for the run (children inherit this environment): the webhook receiver is on
 * loopback, retries back off briefly so the run settles in time, and the ledger reconciles every 10 s so its
 * repeatable job runs under the faults too.
 */
const RUN_ENV: Record<string, string> = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_BACKOFF_MS: '1000',
  WEBHOOK_BACKOFF_MAX_MS: '5000',
  EMAIL_BACKOFF_MS: '1000',
  RECONCILIATION_EVERY_MS: '10000',
  // A store-credit debit whose sale died with its process is settled within seconds, so the run settles in time.
  DEBIT_SETTLE_EVERY_MS: '2000',
  DEBIT_SETTLE_AFTER_MS: '5000',
};

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
  /** Deliveries this run booked and has not cancelled, to reschedule and cancel. */
  private readonly deliveries: Array<{ id: string; sellerId: string }> = [];
  /** Counter sales this run made, with the items not taken back yet. */
  private readonly sales: Array<{ id: string; productIds: string[] }> = [];
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

  /** A free slot of the store on one of its next few open days (few, so reservations compete for them). */
  private async freeSlot(): Promise<string | undefined> {
    const dates = await this.send<{ datesInfo: Array<{ date: string; status: string }> }>(
      'delivery slots read',
      'GET',
      `/api/${ORG}/deliveries/${this.storeId}/dates`,
      undefined,
      true,
    );
    const open = (dates?.datesInfo ?? []).filter((d) => d.status === 'available').slice(0, 4);
    if (!open.length) return undefined;
    const date = open[Math.floor(this.rnd() * open.length)]!.date;
    const slots = await this.send<Array<{ from: string }>>(
      'delivery slots read',
      'GET',
      `/api/${ORG}/deliveries/${this.storeId}/slots/${date}`,
      undefined,
      true,
    );
    return slots?.length ? slots[Math.floor(this.rnd() * slots.length)]!.from : undefined;
  }

  private liveDelivery(): { id: string; sellerId: string } | undefined {
    return this.deliveries[Math.floor(this.rnd() * this.deliveries.length)];
  }

  private async delivery(pick: number): Promise<void> {
    const live = this.liveDelivery();
    if (pick < 0.6 || !live) {
      const at = await this.freeSlot();
      if (!at) return;
      const sellerId = this.seller();
      const reserved = await this.send<{ delivery: { id: string } }>(
        'delivery reserved',
        'POST',
        `/api/${ORG}/deliveries`,
        { seller: { id: sellerId }, store: { id: this.storeId }, at, status: 'pending' },
        true,
      );
      if (!reserved) return;
      const confirmed = await this.send(
        'delivery confirmed',
        'PATCH',
        `/api/${ORG}/deliveries`,
        { id: reserved.delivery.id, status: 'confirmed' },
        true,
      );
      if (confirmed) this.deliveries.push({ id: reserved.delivery.id, sellerId });
    } else if (pick < 0.8) {
      const at = await this.freeSlot();
      if (!at) return;
      await this.send(
        'delivery rescheduled',
        'PATCH',
        `/api/${ORG}/deliveries`,
        { id: live.id, at, store_id: this.storeId, seller_id: live.sellerId },
        true,
      );
    } else {
      const cancelled = await this.send('delivery cancelled', 'POST', `/api/${ORG}/deliveries/${live.id}/cancel`, {}, true);
      if (cancelled) this.deliveries.splice(this.deliveries.indexOf(live), 1);
    }
  }

  /**
   * A basket of one to three new items sold through POST /sales (the same Idempotency-Key on every retry), some
   * paid partly with a seller's store credit (refused when they lack it); now and then an item of an earlier
   * sale is taken back.
   */
  private async counterSale(pick: number): Promise<void> {
    const open = this.sales.filter((s) => s.productIds.length);
    if (pick < 0.25 && open.length) {
      const sale = open[Math.floor(this.rnd() * open.length)]!;
      const productId = sale.productIds[Math.floor(this.rnd() * sale.productIds.length)]!;
      const returned = await this.send(
        'sale item returned',
        'POST',
        `/api/${ORG}/sales/${sale.id}/returns`,
        { items: [{ productId }] },
        true,
      );
      if (returned) sale.productIds.splice(sale.productIds.indexOf(productId), 1);
      return;
    }
    const productIds: string[] = [];
    for (let i = Math.floor(this.rnd() * 3); i >= 0; i--) {
      const body = productBody(Math.floor(this.rnd() * 100), this.storeId, this.seller(), 'active');
      const created = await this.send<{ data: { id: string } }>('product for sale', 'POST', `/api/${ORG}/products`, body, false);
      if (created) productIds.push(created.data.id);
    }
    if (!productIds.length) return;
    const credit = this.rnd() < 0.5 ? [{ method: 'store_credit', sellerId: this.seller(), amount: Math.round(this.rnd() * 50) + 10 }] : [];
    const sold = await this.send<{ data: { id: string } }>(
      credit.length ? 'counter sale (store credit + cash)' : 'counter sale (cash)',
      'POST',
      `/api/${ORG}/sales`,
      { storeId: this.storeId, items: productIds.map((productId) => ({ productId })), payment: [...credit, { method: 'cash' }] },
      true,
    );
    if (sold) this.sales.push({ id: sold.data.id, productIds });
  }

  async step(): Promise<void> {
    const pick = this.rnd();
    if (pick < 0.1) {
      await this.send(
        'product sold',
        'POST',
        `/api/${ORG}/products`,
        productBody(Math.floor(this.rnd() * 100), this.storeId, this.seller()),
        false,
      );
    } else if (pick < 0.35) {
      await this.counterSale(this.rnd());
    } else if (pick < 0.5) {
      const amount = Math.round(this.rnd() * 40) + 10;
      await this.send(
        'adjustment',
        'POST',
        `/api/${ORG}/balance-adjustments`,
        { seller: { id: this.seller() }, amount, details: 'Chaos credit' },
        true,
      );
    } else if (pick < 0.65) {
      const payout = await this.send<{ data: { id: string } }>(
        'payout requested',
        'POST',
        `/api/${ORG}/payouts`,
        { seller: { id: this.seller() }, bankAccountNumber: TEST_BANK_ACCOUNT_NUMBER, amount: 200 },
        true,
      );
      if (payout) await this.send('payout approved', 'PATCH', `/api/${ORG}/payouts`, { id: payout.data.id, approved: true }, true);
    } else if (pick < 0.93) {
      await this.delivery(this.rnd());
    } else {
      await this.send('products read', 'GET', `/api/${ORG}/products?take=5`, undefined, true);
    }
  }
}

type FaultKind =
  | 'service killed (SIGKILL)'
  | 'Redis restarted'
  | 'Postgres crashed (immediate stop)'
  | 'Kafka broker killed (SIGKILL) and restarted'
  | 'process found down, restarted';

/**
 * Faults take turns (kill, broker, Postgres, Redis, kill, …; no broker turn on Redis Streams) so every kind
 * happens early, even in a short run or on a busy machine where a killed process takes long to come back;
 * targets are random.
 */
async function injectFault(
  stack: HardeningStack,
  infra: ChaosInfra,
  rnd: () => number,
  faults: Record<string, number>,
  turn: number,
): Promise<void> {
  const kinds: FaultKind[] = [
    'service killed (SIGKILL)',
    ...(infra.kafkaBrokers ? (['Kafka broker killed (SIGKILL) and restarted'] as const) : []),
    'Postgres crashed (immediate stop)',
    'Redis restarted',
  ];
  const kind = kinds[turn % kinds.length]!;
  if (kind === 'service killed (SIGKILL)') {
    const service = SERVICE_NAMES[Math.floor(rnd() * SERVICE_NAMES.length)]!;
    const index = Math.floor(rnd() * stack.replicaUrls[service].length);
    log(`fault: kill -9 ${service}#${index + 1}`);
    await stack.kill(service, index);
    await sleep(500 + rnd() * 2000);
    await stack.restart(service, index);
  } else if (kind === 'Kafka broker killed (SIGKILL) and restarted') {
    // While it is away the relays keep their rows unpublished and publish them once it answers again.
    log('fault: kill -9 the Kafka broker, start it again');
    await infra.killKafka(1000 + rnd() * 3000);
  } else if (kind === 'Postgres crashed (immediate stop)') {
    log('fault: Postgres immediate stop and start');
    await infra.restartPostgres();
  } else {
    log('fault: restart Redis');
    await infra.restartRedis();
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

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`).join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { seconds: { type: 'string' }, seed: { type: 'string' }, concurrency: { type: 'string' } } });
  const seconds = Number(values.seconds ?? 60);
  const seed = Number(values.seed ?? Date.now() % 100_000);
  const rnd = seededRandom(seed);
  const faultRnd = seededRandom(seed + 1);
  log(`seed ${seed}, ${seconds} s of load`);
  for (const [k, v] of Object.entries(RUN_ENV)) process.env[k] ??= v;
  const receiver = await startWebhookReceiver(WEBHOOK_PORT);
  const infra = await startChaosInfra({
    dir: path.join(ROOT, '.data', `${NAMESPACE}-infra`),
    pgPort: PG_PORT,
    redisPort: REDIS_PORT,
    kafkaPort: KAFKA_PORT,
    dataRoot: path.join(ROOT, '.data'),
  });
  log(infra.kafkaBrokers ? `event bus: Kafka ${infra.kafkaBrokers} (the run's own broker)` : 'event bus: Redis Streams');
  let stack: HardeningStack | undefined;
  let failed = true;
  try {
    stack = await startHardeningStack({
      databaseUrl: infra.databaseUrl,
      redisUrl: infra.redisUrl,
      kafkaBrokers: infra.kafkaBrokers,
      port: PORT,
      namespace: NAMESPACE,
      replicas: REPLICAS,
      log,
    });
    const staff = await signIn(stack.url, 'staff@demo.test');
    const { storeId, sellerIds } = await demoCatalogSetup(staff, ORG);
    await demoDeliverySetup(staff, storeId, ORG);
    const endpoint = await staff.call<{ data: { id: string } }>('POST', `/api/${ORG}/webhooks`, {
      url: receiver.url,
      secret: 'chaos-webhook-secret-0123456789',
      eventTypes: WEBHOOK_EVENT_TYPES,
      enabled: true,
    });
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
      const state = await Promise.all([
        outboxState(stack),
        busState(redis, NAMESPACE, infra.kafkaBrokers),
        unfinishedJobs(redis, NAMESPACE),
        pendingDebits(stack),
      ]).catch(() => undefined);
      const settled =
        state && state[0].pending === 0 && state[1].lag === 0 && state[1].pending === 0 && state[2].size === 0 && state[3] === 0;
      if (settled || Date.now() - settleStarted > 150_000) break;
      await sleep(1000);
    }
    await sleep(2000);
    log(`settled in ${((Date.now() - settleStarted) / 1000).toFixed(1)} s`);
    const checks = await checkInvariants({
      stack,
      redis,
      kafkaBrokers: infra.kafkaBrokers,
      namespace: NAMESPACE,
      staff,
      org: ORG,
      webhooks: { receiver, endpointId: endpoint.data.id },
    });
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
    for (const c of checks) for (const n of c.notes?.slice(0, 10) ?? []) console.log(`  · ${c.name}: ${n}`);
    for (const c of checks) for (const v of c.violations.slice(0, 20)) console.log(`  ✗ ${c.name}: ${v}`);
    failed = violations > 0;
  } finally {
    await stack?.stop().catch((err: unknown) => log(`stop: ${String(err)}`));
    await infra.stop();
    await receiver.stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(`[chaos] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});
