import { WEBHOOK_EVENT_TYPES, type SalesReconciliationView } from '@consign/contracts';
import type { Redis } from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
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
  /** Set when the bus is Kafka: lag and dead letters are read from the broker. */
  kafkaBrokers?: string;
  namespace: string;
  staff: ApiClient;
  org: string;
  webhooks: { receiver: WebhookReceiver; endpointId: string };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface BusState {
  lag: number;
  pending: number;
  deadLetters: number;
}

/** The bus of the run: Redis Streams, or the Kafka broker when one is given. */
export const busState = (redis: Redis, namespace: string, kafkaBrokers?: string): Promise<BusState> =>
  kafkaBrokers ? kafkaState(kafkaBrokers, namespace) : streamState(redis, namespace);

/**
 * Kafka: each of the namespace's groups, on each topic it has committed on, end offset minus committed offset
 * (Kafka has no "pending": a message is done when its offset is committed); dead letters are the dlq topics' sizes.
 */
async function kafkaState(brokers: string, namespace: string): Promise<BusState> {
  const admin = new Kafka({ brokers: brokers.split(','), clientId: 'chaos-probe', logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const prefix = `${namespace}.`;
    const topics = (await admin.listTopics()).filter((t) => t.startsWith(prefix));
    const ends = new Map<string, Array<{ partition: number; high: string; low: string }>>();
    for (const t of topics) ends.set(t, await admin.fetchTopicOffsets(t));
    const size = (t: string) => (ends.get(t) ?? []).reduce((n, p) => n + Number(p.high) - Number(p.low), 0);
    const deadLetters = topics.filter((t) => t.startsWith(`${prefix}dlq.`)).reduce((n, t) => n + size(t), 0);
    const eventTopics = topics.filter((t) => !t.startsWith(`${prefix}dlq.`));
    let lag = 0;
    for (const { groupId } of (await admin.listGroups()).groups.filter((g) => g.groupId.startsWith(prefix))) {
      for (const { topic, partitions } of await admin.fetchOffsets({ groupId, topics: eventTopics })) {
        if (partitions.every((p) => Number(p.offset) < 0)) continue; // a topic this group does not read
        const committed = new Map(partitions.map((p) => [p.partition, Number(p.offset)]));
        for (const end of ends.get(topic) ?? []) {
          const from = committed.get(end.partition) ?? -1;
          lag += Number(end.high) - (from >= 0 ? from : Number(end.low));
        }
      }
    }
    return { lag, pending: 0, deadLetters };
  } finally {
    await admin.disconnect();
  }
}

export async function streamState(redis: Redis, namespace: string): Promise<BusState> {
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
    const events = await p.stack.query<{ id: string; type: string; created_at: Date; published_at: Date | null; attempts: number }>(
      s,
      `SELECT id, type, created_at, published_at, attempts FROM outbox WHERE created_at > $1 AND payload->>'orgId' = $2`,
      [endpoint!.created_at, endpoint!.org_id],
    );
    for (const e of events) {
      if (!subscribed.has(e.type)) continue;
      published++;
      if (!byEvent.has(e.id)) violations.push(`${e.type} ${e.id}: no webhook delivery (${await whereItStopped(p, e)})`);
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

/** For a lost webhook delivery: when the event was written and published, and whether the webhook consumer saw it. */
async function whereItStopped(
  p: ChaosProbe,
  e: { id: string; created_at: Date; published_at: Date | null; attempts: number },
): Promise<string> {
  const seen = await p.stack.query<{ consumer: string; processed_at: Date }>(
    'notifications',
    `SELECT consumer, processed_at FROM inbox WHERE event_id = $1`,
    [e.id],
  );
  const consumers = seen.map((r) => `${r.consumer} at ${r.processed_at.toISOString()}`).join(', ') || 'no notifications consumer';
  return `written ${e.created_at.toISOString()}, published ${e.published_at?.toISOString() ?? 'never'} after ${e.attempts} failed attempts; seen by ${consumers}`;
}

/** Store-credit debits the ledger has not settled yet (the run settles only when none is left). */
export async function pendingDebits(stack: HardeningStack): Promise<number> {
  const [r] = await stack.query<{ n: string }>('ledger', `SELECT count(*) n FROM store_credit_debits WHERE status = 'pending'`);
  return Number(r!.n);
}

/** A product is in at most one sale it has not come back from, and such a product is sold. */
async function soldOnceInvariant(stack: HardeningStack): Promise<Invariant> {
  const twice = await stack.query<{ product_id: string; n: string }>(
    'catalog',
    `SELECT product_id, count(*) n FROM sale_items WHERE return_id IS NULL GROUP BY product_id HAVING count(*) > 1`,
  );
  const unsold = await stack.query<{ product_id: string; status: string }>(
    'catalog',
    `SELECT i.product_id, p.status FROM sale_items i JOIN products p ON p.id = i.product_id
     WHERE i.return_id IS NULL AND p.status <> 'sold'`,
  );
  const [items] = await stack.query<{ n: string }>('catalog', `SELECT count(*) n FROM sale_items`);
  return {
    name: 'no product in two sales',
    checked: Number(items!.n),
    violations: [
      ...twice.map((t) => `product ${t.product_id} in ${t.n} sales`),
      ...unsold.map((u) => `product ${u.product_id} in a sale but ${u.status}`),
    ],
  };
}

/**
 * A sale item the ledger posts a sale line for: its seller's share of the price before the fees on sales is
 * above zero (fees may take all of it: the line is still posted, with its fee).
 */
const EARNS = `i.seller_id IS NOT NULL AND NOT p.store_owned AND round(i.price * p.consignment_split) > 0`;

const countBy = <T>(rows: T[], key: (r: T) => string) => {
  const out = new Map<string, number>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + 1);
  return out;
};

/**
 * Each counter sale's credits in the books once: every item that earns its seller a share has one sale credit
 * per sale it was in; a sale paid with store credit has one confirmed debit of exactly what it paid; a debit
 * whose sale never committed was voided in catalog and given back once; none is left pending.
 */
async function saleCreditsInvariant(stack: HardeningStack): Promise<Invariant> {
  const items = await stack.query<{ product_id: string }>(
    'catalog',
    `SELECT i.product_id FROM sale_items i JOIN products p ON p.id = i.product_id WHERE ${EARNS}`,
  );
  const credits = await stack.query<{ reference_id: string }>(
    'ledger',
    `SELECT reference_id FROM postings WHERE kind = 'sale' AND reference_id = ANY($1)`,
    [[...new Set(items.map((i) => i.product_id))]],
  );
  const violations: string[] = [];
  const booked = countBy(credits, (c) => c.reference_id);
  for (const [product, sales] of countBy(items, (i) => i.product_id))
    if ((booked.get(product) ?? 0) !== sales)
      violations.push(`product ${product}: in ${sales} sales, ${booked.get(product) ?? 0} sale credits`);

  const paid = await stack.query<{ id: string; seller_id: string; amount: string }>(
    'catalog',
    `SELECT s.id::text id, p->>'sellerId' seller_id, sum((p->>'amount')::bigint) amount
     FROM sales s CROSS JOIN jsonb_array_elements(s.payment) p WHERE p->>'method' = 'store_credit' AND (p->>'amount')::bigint > 0
     GROUP BY s.id, p->>'sellerId'`,
  );
  const outcomes = new Map(
    (await stack.query<{ sale_id: string; outcome: string }>('catalog', `SELECT sale_id::text sale_id, outcome FROM sale_outcomes`)).map(
      (o) => [o.sale_id, o.outcome],
    ),
  );
  const debits = await stack.query<{
    sale_id: string;
    seller_id: string;
    amount: string;
    status: string;
    purchases: string;
    refunds: string;
  }>(
    'ledger',
    `SELECT d.sale_id::text sale_id, d.seller_id, d.amount, d.status,
            (SELECT count(*) FROM postings p WHERE p.reference_id = d.sale_id::text AND p.kind = 'purchase') purchases,
            (SELECT count(*) FROM postings p WHERE p.reference_id = d.sale_id::text AND p.kind = 'purchase_refund') refunds
     FROM store_credit_debits d`,
  );
  const bySale = new Map(debits.map((d) => [d.sale_id, d]));
  for (const sale of paid) {
    const d = bySale.get(sale.id);
    if (!d) violations.push(`sale ${sale.id}: paid ${sale.amount} with store credit, no debit`);
    else if (d.status !== 'confirmed' || Number(d.amount) !== Number(sale.amount) || d.seller_id !== sale.seller_id)
      violations.push(`sale ${sale.id}: paid ${sale.amount} by ${sale.seller_id}, debit ${d.amount} by ${d.seller_id} ${d.status}`);
  }
  const committed = new Set(paid.map((s) => s.id));
  for (const d of debits) {
    if (Number(d.purchases) !== 1) violations.push(`debit ${d.sale_id}: ${d.purchases} purchase postings`);
    if (committed.has(d.sale_id)) continue;
    if (d.status !== 'reversed' || Number(d.refunds) !== 1 || outcomes.get(d.sale_id) !== 'voided')
      violations.push(`debit ${d.sale_id} without a sale: ${d.status}, ${d.refunds} refunds, outcome ${outcomes.get(d.sale_id) ?? 'none'}`);
  }
  return { name: "every sale's credits booked exactly once", checked: items.length + debits.length, violations };
}

/**
 * Each item taken back has its sale credit reversed once (one reversal per return of it), and each sale paid
 * with store credit got back, over its returns, the store credit they owed it (store credit first), once per return.
 */
async function returnsInvariant(stack: HardeningStack): Promise<Invariant> {
  const returned = await stack.query<{ product_id: string }>(
    'catalog',
    `SELECT i.product_id FROM sale_items i JOIN products p ON p.id = i.product_id WHERE i.return_id IS NOT NULL AND ${EARNS}`,
  );
  const reversals = await stack.query<{ reference_id: string }>(
    'ledger',
    `SELECT reference_id FROM postings WHERE kind = 'sale_reversal' AND reference_id = ANY($1)`,
    [[...new Set(returned.map((r) => r.product_id))]],
  );
  const violations: string[] = [];
  const reversed = countBy(reversals, (r) => r.reference_id);
  for (const [product, times] of countBy(returned, (r) => r.product_id))
    if ((reversed.get(product) ?? 0) !== times)
      violations.push(`product ${product}: returned ${times}×, reversed ${reversed.get(product) ?? 0}×`);

  const owed = await stack.query<{ sale_id: string; return_ids: string[]; owed: string }>(
    'catalog',
    `SELECT s.id sale_id, array_agg(DISTINCT i.return_id::text) return_ids,
            LEAST((SELECT sum((p->>'amount')::bigint) FROM jsonb_array_elements(s.payment) p WHERE p->>'method' = 'store_credit'),
                  sum(i.price)) owed
     FROM sales s JOIN sale_items i ON i.sale_id = s.id
     WHERE i.return_id IS NOT NULL AND s.payment @> '[{"method": "store_credit"}]'
     GROUP BY s.id`,
  );
  const refunds = await stack.query<{ reference_id: string; amount: string }>(
    'ledger',
    `SELECT p.reference_id, sum(e.amount) amount FROM postings p JOIN entries e ON e.posting_id = p.id AND e.account = 'seller_available'
     WHERE p.kind = 'purchase_refund' AND p.reference_id = ANY($1) GROUP BY p.id, p.reference_id`,
    [owed.flatMap((o) => o.return_ids)],
  );
  const perReturn = countBy(refunds, (r) => r.reference_id);
  for (const [returnId, n] of perReturn) if (n > 1) violations.push(`return ${returnId}: store credit refunded ${n} times`);
  for (const o of owed) {
    const got = refunds.filter((r) => o.return_ids.includes(r.reference_id)).reduce((sum, r) => sum + Number(r.amount), 0);
    if (got !== Number(o.owed)) violations.push(`sale ${o.sale_id}: store credit refunded ${got}, owed ${o.owed}`);
  }
  return { name: 'returns reversed exactly once', checked: returned.length + owed.length, violations };
}

export async function checkInvariants(p: ChaosProbe): Promise<Invariant[]> {
  const { stack, redis, namespace, kafkaBrokers } = p;
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
  const streams = await busState(redis, namespace, kafkaBrokers);
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
  out.push(await soldOnceInvariant(stack));
  out.push(await saleCreditsInvariant(stack));
  out.push(await returnsInvariant(stack));
  out.push(await deliveriesInvariant(stack));
  out.push(await emailInvariant(stack));
  out.push(await webhookInvariant(p));
  out.push(await jobsInvariant(redis, namespace));
  return out;
}
