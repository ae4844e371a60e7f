import { WEBHOOK_EVENT_TYPES, type SalesReconciliationView } from '@consign/contracts';
import type { Redis } from 'ioredis';
import { SERVICE_NAMES } from '../stack';
import type { ApiClient, HardeningStack } from './harness';
import type { WebhookReceiver } from './webhook-receiver';

/** What the chaos run checks once the system has settled; each invariant says how much it looked at. */
export interface Invariant {
  name: string;
  checked: number;
  violations: string[];
  /** Facts worth printing that are no violation (documented at-least-once repeats). */
  notes?: string[];
}

export interface ChaosProbe {
  stack: HardeningStack;
  redis: Redis;
  namespace: string;
  staff: ApiClient;
  org: string;
  webhooks: { receiver: WebhookReceiver; endpointId: string };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function streamState(redis: Redis, namespace: string): Promise<{ lag: number; pending: number; deadLetters: number }> {
  let lag = 0;
  let pending = 0;
  let deadLetters = 0;
  for await (const keys of redis.scanStream({ match: `${namespace}:events:*`, count: 500 }))
    for (const key of keys as string[]) {
      const groups = (await redis.call('XINFO', 'GROUPS', key)) as unknown[][];
      for (const g of groups) {
        const info = Object.fromEntries(Array.from({ length: g.length / 2 }, (_, i) => [String(g[2 * i]), g[2 * i + 1]]));
        lag += Number(info.lag ?? 0);
        pending += Number(info.pending ?? 0);
      }
    }
  for await (const keys of redis.scanStream({ match: `${namespace}:dlq:*`, count: 500 }))
    for (const key of keys as string[]) deadLetters += await redis.xlen(key);
  return { lag, pending, deadLetters };
}

export async function outboxState(stack: HardeningStack): Promise<{ pending: number; abandoned: number; rows: number }> {
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

/** Every BullMQ queue of the run, by its key prefix (`<prefix>:<queue>`). */
async function queues(redis: Redis, namespace: string): Promise<string[]> {
  const out: string[] = [];
  for await (const keys of redis.scanStream({ match: `${namespace}*:meta`, count: 500 }))
    for (const meta of keys as string[]) out.push(meta.slice(0, -':meta'.length));
  return out;
}

/**
 * Jobs not done yet: waiting, prioritized, active, or delayed after it started (BullMQ's `ats`, attempts
 * started) or failed. A delayed job that never started is scheduled work (a scheduler's next run, a
 * reservation's expiry), not work left over. A job waiting for its row to commit (notifications' whenVisible)
 * goes back to delayed every 100 ms for up to a minute without spending an attempt; it has started, so it is
 * unfinished, and a look that catches it in delayed no longer calls the system settled.
 */
export async function unfinishedJobs(redis: Redis, namespace: string): Promise<Set<string>> {
  const out = new Set<string>();
  for (const queue of await queues(redis, namespace)) {
    const [waiting, active, prioritized, delayed] = await Promise.all([
      redis.lrange(`${queue}:wait`, 0, -1),
      redis.lrange(`${queue}:active`, 0, -1),
      redis.zrange(`${queue}:prioritized`, 0, -1),
      redis.zrange(`${queue}:delayed`, 0, -1),
    ]);
    for (const id of [...waiting, ...active, ...prioritized]) out.add(`${queue}:${id}`);
    for (const id of delayed) {
      const [atm, attemptsMade, ats] = await redis.hmget(`${queue}:${id}`, 'atm', 'attemptsMade', 'ats');
      const failed = Number(atm ?? attemptsMade ?? 0) > 0;
      if (failed || Number(ats ?? 0) > 0) out.add(`${queue}:${id}${failed ? ' (retry)' : ''}`);
    }
  }
  return out;
}

async function jobsInvariant(redis: Redis, namespace: string): Promise<Invariant> {
  // A repeatable job (the ledger's reconciliation) may be running at the moment of looking: only a job
  // still unfinished on a second look five seconds later is stuck.
  const first = await unfinishedJobs(redis, namespace);
  if (first.size) await sleep(5000);
  const second = await unfinishedJobs(redis, namespace);
  const violations = [...first].filter((j) => second.has(j)).map((j) => `${j} not finished`);
  let jobs = 0;
  const reasons = new Map<string, number>();
  for (const queue of await queues(redis, namespace)) {
    const [completed, failed] = await Promise.all([redis.zcard(`${queue}:completed`), redis.zrange(`${queue}:failed`, 0, -1)]);
    jobs += completed + failed.length;
    for (const id of failed) {
      const reason = await redis.hget(`${queue}:${id}`, 'failedReason');
      if (!reason) violations.push(`${queue}: job ${id} failed without a reason`);
      else {
        const key = `${queue.slice(namespace.length + 1)}: ${reason.slice(0, 80)}`;
        reasons.set(key, (reasons.get(key) ?? 0) + 1);
      }
    }
  }
  return {
    name: 'every BullMQ job completed or failed with a reason',
    checked: jobs,
    violations,
    notes: [...reasons].map(([r, n]) => `failed ×${n}: ${r}`),
  };
}

/** The ledger's own reconciliation endpoint (what a coworker would open), through the gateway. */
async function reconciliationInvariant(p: ChaosProbe): Promise<Invariant> {
  let last = '';
  for (let attempt = 1; attempt <= 10; attempt++) {
    const r = await p.staff
      .request<{ data: SalesReconciliationView; message?: string }>('GET', `/api/${p.org}/ledger/reconciliation`)
      .catch((err: unknown) => ({ status: 0, body: { message: String(err) } as { data?: SalesReconciliationView; message?: string } }));
    if (r.status === 200 && r.body.data) {
      const d = r.body.data;
      return {
        name: 'ledger sale credits = seller shares of sold products (reconciliation endpoint)',
        checked: d.checkedProducts,
        violations: [
          ...d.missingInLedger.map((m) => `product ${m.productId}: sold, share ${m.expected}, no sale credit`),
          ...d.missingInCatalog.map((m) => `product ${m.productId}: credited ${m.credited}, not sold in catalog`),
          ...d.amountMismatches.map((m) => `product ${m.productId}: share ${m.expected}, credited ${m.credited}`),
        ],
      };
    }
    last = `${r.status} ${r.body.message ?? ''}`;
    await sleep(1000);
  }
  return {
    name: 'ledger sale credits = seller shares of sold products (reconciliation endpoint)',
    checked: 0,
    violations: [`endpoint failed: ${last}`],
  };
}

/** Live deliveries of one store: pending (not lapsed), confirmed or completed, not deleted. */
async function deliveriesInvariant(stack: HardeningStack): Promise<Invariant> {
  const live = `d.status IN ('confirmed', 'completed') OR (d.status = 'pending' AND (d.expires_at IS NULL OR d.expires_at > now()))`;
  const overlaps = await stack.query<{ a: string; b: string }>(
    'deliveries',
    `SELECT a.id a, b.id b FROM deliveries a JOIN deliveries b
       ON a.store_id = b.store_id AND a.id < b.id AND tstzrange(a.at, a.ends_at, '[)') && tstzrange(b.at, b.ends_at, '[)')
     WHERE NOT a.deleted AND NOT b.deleted
       AND (${live.replaceAll('d.', 'a.')}) AND (${live.replaceAll('d.', 'b.')})`,
  );
  const [count] = await stack.query<{ n: string }>('deliveries', `SELECT count(*) n FROM deliveries d WHERE NOT d.deleted AND (${live})`);
  return {
    name: 'no two live deliveries overlap',
    checked: Number(count!.n),
    violations: overlaps.map((o) => `deliveries ${o.a} and ${o.b} overlap`),
  };
}

/**
 * E-mails: each sold product of a seller tells its seller once ('product_sold' update, keyed by the SKU in its
 * product card): none lost, none twice; each such update has at most one e-mail per address, and none is
 * left unsent.
 */
async function emailInvariant(stack: HardeningStack): Promise<Invariant> {
  const sold = await stack.query<{ sku: string }>(
    'catalog',
    `SELECT sku FROM products WHERE status = 'sold' AND seller_id IS NOT NULL AND NOT store_owned AND deleted_at IS NULL`,
  );
  const told = await stack.query<{ sku: string; updates: string; most: string; unsent: string }>(
    'notifications',
    `SELECT u.sku, count(DISTINCT u.id) updates,
            coalesce(max(per.n), 0) most, count(e.id) FILTER (WHERE e.status = 'queued') unsent
     FROM (SELECT id, (jsonb_path_query_first(body, '$.**.productCard.skuPadded') #>> '{}')::bigint sku
           FROM updates WHERE type = 'product_sold') u
     LEFT JOIN emails e ON e.update_id = u.id
     LEFT JOIN (SELECT update_id, to_address, count(*) n FROM emails GROUP BY 1, 2) per ON per.update_id = u.id
     GROUP BY u.sku`,
  );
  const bySku = new Map(told.map((t) => [String(t.sku), t]));
  const violations: string[] = [];
  for (const { sku } of sold) {
    const t = bySku.get(String(sku));
    if (!t) violations.push(`sold product ${sku}: its seller was never told`);
    else if (Number(t.updates) > 1) violations.push(`sold product ${sku}: its seller was told ${t.updates} times`);
    if (t && Number(t.most) > 1) violations.push(`sold product ${sku}: ${t.most} e-mails to one address`);
    if (t && Number(t.unsent) > 0) violations.push(`sold product ${sku}: e-mail still queued`);
  }
  return { name: 'each sale e-mailed to its seller once (none lost, none twice)', checked: sold.length, violations };
}

/**
 * Webhooks (the endpoint takes every subscribable type): every such event of the organization published
 * after the endpoint was added has one delivery, the receiver got it, and no event came under two
 * deliveries. The same delivery arriving again is the documented at-least-once (a worker died between its
 * POST and the record), reported, not a violation.
 */
async function webhookInvariant(p: ChaosProbe): Promise<Invariant> {
  const [endpoint] = await p.stack.query<{ created_at: Date; org_id: string }>(
    'notifications',
    `SELECT created_at, org_id FROM webhook_endpoints WHERE id = $1`,
    [p.webhooks.endpointId],
  );
  const deliveries = await p.stack.query<{ id: string; event_id: string; status: string }>(
    'notifications',
    `SELECT id, event_id, status FROM webhook_deliveries WHERE endpoint_id = $1`,
    [p.webhooks.endpointId],
  );
  const byEvent = new Map<string, string[]>();
  for (const d of deliveries) byEvent.set(d.event_id, [...(byEvent.get(d.event_id) ?? []), d.id]);
  const violations: string[] = [];
  const notes: string[] = [];
  let published = 0;
  const subscribed = new Set(WEBHOOK_EVENT_TYPES);
  for (const s of SERVICE_NAMES) {
    const events = await p.stack.query<{ id: string; type: string }>(
      s,
      `SELECT id, type FROM outbox WHERE created_at > $1 AND payload->>'orgId' = $2`,
      [endpoint!.created_at, endpoint!.org_id],
    );
    for (const e of events) {
      if (!subscribed.has(e.type)) continue;
      published++;
      if (!byEvent.has(e.id)) violations.push(`${e.type} ${e.id}: no webhook delivery`);
    }
  }
  for (const [event, ids] of byEvent) if (ids.length > 1) violations.push(`event ${event}: ${ids.length} deliveries`);
  const known = new Set(deliveries.map((d) => d.id));
  for (const d of deliveries) {
    const times = p.webhooks.receiver.received.get(d.id) ?? 0;
    if (d.status !== 'delivered') violations.push(`delivery ${d.id} (event ${d.event_id}): ${d.status}`);
    if (d.status === 'delivered' && times === 0) violations.push(`delivery ${d.id}: recorded delivered, never received`);
    if (times > 1) notes.push(`delivery ${d.id} received ${times} times (at-least-once, same X-Consign-Delivery)`);
  }
  for (const id of p.webhooks.receiver.received.keys()) if (!known.has(id)) violations.push(`received unknown delivery ${id}`);
  return { name: 'each event sent to the webhook once (none lost, no second delivery)', checked: published, violations, notes };
}

export async function checkInvariants(p: ChaosProbe): Promise<Invariant[]> {
  const { stack, redis, namespace } = p;
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
  const streams = await streamState(redis, namespace);
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
  out.push(await reconciliationInvariant(p));

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
  out.push(await deliveriesInvariant(stack));
  out.push(await emailInvariant(stack));
  out.push(await webhookInvariant(p));
  out.push(await jobsInvariant(redis, namespace));
  return out;
}
