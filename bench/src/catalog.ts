import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import knex from 'knex';
import { seed as seedCatalog } from '../../scripts/seed/areas/10-catalog';
import type { SeedClient } from '../../scripts/seed/seed';
import { ROOT, type Stack } from '../../scripts/stack';
import type { BenchRow } from './report';

interface SoldExample {
  brand: string | null;
  category: string | null;
  material: string | null;
  attractiveness: 'low' | 'medium' | 'high';
  price: number;
}
interface PricePrediction {
  trainPriceModel(examples: SoldExample[]): unknown;
  medianAbsolutePercentageError(model: unknown, heldOut: SoldExample[]): number;
  splitHoldOut<T>(items: T[], fraction: number, seed: number): { train: T[]; test: T[] };
}
/** Catalog's own estimator, from its build: the bench measures the code the service runs. */
const prediction = (): PricePrediction =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(ROOT, 'services/catalog/dist/domain/price-prediction.js')) as PricePrediction;

export interface CatalogBenchOptions {
  databaseUrl: string;
  redisUrl: string;
  /** The stack's namespace: databases are `${namespace}_catalog`, `${namespace}_identity`. */
  namespace: string;
  products?: number;
  sellers?: number;
}

/** The URL of one service's database of the stack (the server URL with the database name as its path). */
function databaseOf(opts: CatalogBenchOptions, service: string): string {
  const url = new URL(opts.databaseUrl);
  url.pathname = `/${opts.namespace}_${service}`;
  return url.toString();
}

async function signIn(gatewayUrl: string, email: string): Promise<SeedClient> {
  const res = await fetch(`${gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-pass-1' }),
  });
  if (!res.ok) throw new Error(`bench: sign-in as ${email} failed (${res.status})`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return {
    token: accessToken,
    async call<T>(method: string, apiPath: string, body?: unknown): Promise<T> {
      const r = await fetch(`${gatewayUrl}${apiPath}`, {
        method,
        headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await r.text();
      if (!r.ok) throw new Error(`bench: ${method} ${apiPath} → ${r.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(opts: autocannon.Options): Promise<Measured> {
  const r = await autocannon({ connections: 50, duration: 15, ...opts });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}
// The machine's 1-minute load average at the end of a run: on a shared machine it explains most of the latency.
const fmt = (m: Measured) =>
  `${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.errors ? `, ${m.errors} errors` : ''} (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs)`;

/**
 * Fills the demo organization to `products` products and `sellers` sellers straight in the databases
 * (through the API it would take far longer than the measurement), with names and brands from word lists
 * so search has realistic text to work on.
 */
async function fillVolume(opts: CatalogBenchOptions, orgId: string, products: number, sellers: number): Promise<void> {
  const catalog = knex({ client: 'pg', connection: databaseOf(opts, 'catalog') });
  const identity = knex({ client: 'pg', connection: databaseOf(opts, 'identity') });
  try {
    const first = ['Anna', 'Ola', 'Kari', 'Lars', 'Ingrid', 'Nils', 'Sofie', 'Emil', 'Nora', 'Jonas', 'Ida', 'Magnus', 'Thea', 'Henrik'];
    const last = [
      'Hansen',
      'Johansen',
      'Olsen',
      'Larsen',
      'Andersen',
      'Pedersen',
      'Nilsen',
      'Kristiansen',
      'Jensen',
      'Karlsen',
      'Berg',
      'Dahl',
    ];
    const have = Number((await identity('sellers').where({ org_id: orgId }).count<{ count: string }[]>('* as count'))[0]!.count);
    if (have < sellers) {
      await identity.raw(
        `INSERT INTO sellers (id, org_id, account_number, first_name, last_name, email, phone)
         SELECT gen_random_uuid(), ?, m.top + i, (?::text[])[1 + i % ?], (?::text[])[1 + (i / 7) % ?],
                'bench' || (m.top + i) || '@bench.test', '+479' || lpad((m.top + i)::text, 7, '0')
         FROM generate_series(1, ?) AS i,
              (SELECT greatest(100000, max(account_number)) AS top FROM sellers WHERE org_id = ?) AS m`,
        [orgId, first, first.length, last, last.length, sellers - have, orgId],
      );
      // Catalog's replica of the same sellers, as identity's events would have made it.
      const rows: { id: string; first_name: string; last_name: string; account_number: number }[] = await identity('sellers')
        .where({ org_id: orgId })
        .where('account_number', '>=', 100000)
        .select('id', 'first_name', 'last_name', 'account_number');
      for (let i = 0; i < rows.length; i += 5000)
        await catalog('sellers')
          .insert(
            rows.slice(i, i + 5000).map((r) => ({
              id: r.id,
              org_id: orgId,
              full_name: `${r.first_name} ${r.last_name}`,
              account_number: r.account_number,
              source_updated_at: new Date(),
            })),
          )
          .onConflict('id')
          .ignore();
    }
    const count = Number((await catalog('products').where({ org_id: orgId }).count<{ count: string }[]>('* as count'))[0]!.count);
    if (count >= products) return;
    const brands = [
      'Acne Studios',
      'Arket',
      'COS',
      'Ganni',
      'H&M',
      'Holzweiler',
      "Levi's",
      'Mango',
      'Norrøna',
      'Zara',
      'Filippa K',
      'Weekday',
    ];
    const categories = ['Jacket', 'Coat', 'Dress', 'Skirt', 'Jeans', 'Sweater', 'T-shirt', 'Shirt', 'Shoes', 'Bag'];
    const words = [
      'wool',
      'vintage',
      'linen',
      'denim',
      'silk',
      'oversized',
      'cropped',
      'classic',
      'striped',
      'knitted',
      'leather',
      'summer',
    ];
    const statuses = ['active', 'active', 'active', 'sold', 'sold', 'pick-up', 'returned', 'donated'];
    const storeIds = (await catalog('stores').where({ org_id: orgId }).select('id')).map((s: { id: string }) => s.id);
    const last_sku = Number((await catalog('sku_counters').where({ org_id: orgId }).first())?.last_sku ?? 0);
    const add = products - count;
    await catalog.raw(
      `INSERT INTO products (id, org_id, sku, name, status, brand_slug, brand_name, size_slug, size_name, category, material,
         seller_id, store_id, price, attractiveness, consignment_split, expiring_at, created_at, updated_at)
       SELECT gen_random_uuid(), :org, :lastSku + i,
              initcap((CAST(:words AS text[]))[1 + i % :nWords]) || ' ' || lower((CAST(:categories AS text[]))[1 + (i / 3) % :nCategories]),
              (CAST(:statuses AS text[]))[1 + (i / 11) % :nStatuses],
              'b' || (i % :nBrands), (CAST(:brands AS text[]))[1 + i % :nBrands], 'm', 'M',
              (CAST(:categories AS text[]))[1 + (i / 3) % :nCategories], 'Cotton',
              s.ids[1 + (i * 7) % array_length(s.ids, 1)], (CAST(:stores AS uuid[]))[1 + i % :nStores],
              (100 + (i * 7919) % 2000) * 100, 'medium', 0.5,
              now() + interval '90 days', now() - make_interval(secs => i), now()
       FROM generate_series(1, :add) AS i,
            (SELECT array_agg(id) AS ids FROM sellers WHERE org_id = :org) AS s`,
      {
        org: orgId,
        lastSku: last_sku,
        words,
        nWords: words.length,
        categories,
        nCategories: categories.length,
        statuses,
        nStatuses: statuses.length,
        brands,
        nBrands: brands.length,
        stores: storeIds,
        nStores: storeIds.length,
        add,
      },
    );
    await catalog('sku_counters')
      .insert({ org_id: orgId, last_sku: last_sku + add })
      .onConflict('org_id')
      .merge();
    // A table that grew over months has been vacuumed; one bulk insert has not, and its GIN indexes would still
    // hold every new row in their pending lists, which each search then reads in full.
    await catalog.raw('VACUUM ANALYZE products');
    await identity.raw('VACUUM ANALYZE sellers');
  } finally {
    await Promise.all([catalog.destroy(), identity.destroy()]);
  }
}

/** Accuracy of the price assistant: trained on 80 % of the seeded sold history, asked about the other 20 %. */
async function predictionAccuracy(opts: CatalogBenchOptions, orgId: string): Promise<BenchRow[]> {
  const catalog = knex({ client: 'pg', connection: databaseOf(opts, 'catalog') });
  try {
    const sold: { brand: string | null; category: string | null; material: string | null; attractiveness: string; price: string }[] =
      await catalog('products')
        .where({ org_id: orgId, status: 'sold' })
        .whereNull('deleted_at')
        // The seeded history (every seeded product has a photo), not the volume filler rows.
        .whereRaw(`media <> '[]'::jsonb`)
        .select({ brand: 'brand_name', category: 'category', material: 'material', attractiveness: 'attractiveness', price: 'price' });
    const examples = sold.map((r) => ({ ...r, attractiveness: r.attractiveness as SoldExample['attractiveness'], price: Number(r.price) }));
    const { trainPriceModel, medianAbsolutePercentageError, splitHoldOut } = prediction();
    const { train, test } = splitHoldOut(examples, 0.2, 20260101);
    const mdape = medianAbsolutePercentageError(trainPriceModel(train), test);
    // The baseline: one median price for everything.
    const median = [...train].sort((a, b) => a.price - b.price)[train.length >> 1]?.price ?? 0;
    const baseline = test.map((e) => Math.abs(median - e.price) / e.price).sort((a, b) => a - b)[test.length >> 1] ?? NaN;
    return [
      {
        name: `price prediction MdAPE, held-out 20 % of ${examples.length} seeded sales`,
        value: `${(mdape * 100).toFixed(1)} % (one-median baseline ${(baseline * 100).toFixed(1)} %)`,
        target: '< baseline',
        met: mdape < baseline,
      },
    ];
  } finally {
    await catalog.destroy();
  }
}

/** Labels rendered per second through the BullMQ worker (each a new product, so none comes from the cache). */
async function labelThroughput(gatewayUrl: string, staff: SeedClient, count: number): Promise<BenchRow[]> {
  const list = await staff.call<{ data: { id: string; skuPadded: string }[] }>('GET', `/api/demo/products?take=${count}&minimal=true`);
  const started = Date.now();
  const queue = [...list.data];
  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const res = await fetch(`${gatewayUrl}/api/demo/products/${p.id}/${p.skuPadded}?widthInMm=31.75&heightInMm=57.15`, {
        headers: { authorization: `Bearer ${staff.token}` },
      });
      if (!res.ok) throw new Error(`bench: label → ${res.status}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const perSecond = list.data.length / ((Date.now() - started) / 1000);
  return [{ name: `labels rendered through the worker (${list.data.length}, 8 at a time)`, value: `${perSecond.toFixed(1)} labels/s` }];
}

export async function catalogBench(stack: Stack, opts: CatalogBenchOptions, log: (line: string) => void): Promise<BenchRow[]> {
  const products = opts.products ?? Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const sellers = opts.sellers ?? Number(process.env.BENCH_SELLERS ?? 20_000);
  log('catalog: demo organizations (identity seed) and the catalog demo data');
  const identitySeed = spawnSync(process.execPath, [path.join(ROOT, 'services/identity/dist/cli/seed-demo.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: opts.databaseUrl, DB_NAME: `${opts.namespace}_identity` },
  });
  if (identitySeed.status !== 0) throw new Error('bench: identity demo data failed');
  const clients = new Map<string, Promise<SeedClient>>();
  const as = (email: string) => {
    if (!clients.has(email)) clients.set(email, signIn(stack.url, email));
    return clients.get(email)!;
  };
  const seedStarted = Date.now();
  await seedCatalog({ gatewayUrl: stack.url, namespace: opts.namespace, databaseUrl: opts.databaseUrl, redisUrl: opts.redisUrl, log, as });
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const staff = await as('staff@demo.test');
  const orgId = (JSON.parse(Buffer.from(staff.token.split('.')[1]!, 'base64url').toString()) as { org: string }).org;

  const rows: BenchRow[] = [
    {
      name: 'catalog demo seed (products with photos, sold history)',
      value: `${seedSeconds.toFixed(1)} s`,
      target: '< 60 s',
      met: seedSeconds < 60,
    },
  ];
  rows.push(...(await predictionAccuracy(opts, orgId)));
  rows.push(...(await labelThroughput(stack.url, staff, 60)));

  log(`catalog: filling the demo organization to ${products} products and ${sellers} sellers`);
  const fillStarted = Date.now();
  await fillVolume(opts, orgId, products, sellers);
  log(`catalog: filled in ${((Date.now() - fillStarted) / 1000).toFixed(1)} s`);

  const headers = { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' };
  const listUrl = `${stack.url}/api/demo/products?take=50&includeCount=true&filters[status.in]=active,sold`;
  const queries = ['holzwiler jaket', 'vintage dress', 'kari hansen', '0012', 'wo', 'levis jeans'];
  let n = 0;
  const searchRequest = {
    url: `${stack.url}/api/demo/search`,
    method: 'POST' as const,
    headers,
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify({ query: queries[n++ % queries.length] }) }) }],
  };
  log('catalog: product list (take 50, includeCount, status filter), 50 connections, 15 s');
  const list = await measure({ url: listUrl, headers });
  log('catalog: search through the gateway (products + sellers), 50 connections, 15 s');
  const search = await measure(searchRequest);
  // At 50 connections the numbers are mostly queueing on a shared machine; one connection shows the cost of one request.
  log('catalog: the same with 1 connection, 5 s each');
  const listOne = await measure({ url: listUrl, headers, connections: 1, duration: 5 });
  const searchOne = await measure({ ...searchRequest, connections: 1, duration: 5 });
  rows.push(
    {
      name: `product list, take 50 + includeCount + status filter, ${products} products, via gateway, 50 connections`,
      value: fmt(list),
      target: 'p99 < 50 ms',
      met: list.p99 < 50 && list.errors === 0,
    },
    {
      name: `search (products + ${sellers} sellers), via gateway, 50 connections`,
      value: fmt(search),
      target: 'p99 < 30 ms',
      met: search.p99 < 30 && search.errors === 0,
    },
    { name: 'product list, same query, 1 connection', value: fmt(listOne) },
    { name: 'search, same queries, 1 connection', value: fmt(searchOne) },
  );
  return rows;
}
