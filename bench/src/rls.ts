import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import path from 'node:path';
import {
  createDb,
  dropDatabase,
  generateSigningKey,
  jwksDocument,
  signAccessToken,
  startService,
  type ServiceDefinition,
} from '@consign/kit';
import { ROOT } from '../../scripts/stack';

/** Catalog from its build, as the stack runs it (`npm run build` first). */
const catalogService = (): ServiceDefinition =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require(path.join(ROOT, 'services/catalog/dist/service.js')) as { catalogService: ServiceDefinition }).catalogService;

/**
 * `npx tsx bench/src/rls.ts`: the cost of row-level security on the product list. One catalog service
 * (no gateway, so the difference is not lost in proxy noise) over RLS_BENCH_PRODUCTS products of one
 * organization plus as many of another; the list of bench/src/catalog.ts (take 50, includeCount, status
 * filter) is measured with the policies forced and with row-level security disabled on the tables, in
 * alternating rounds.
 */
const PRODUCTS = Number(process.env.RLS_BENCH_PRODUCTS ?? 20_000);
const ROUNDS = Number(process.env.RLS_BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.RLS_BENCH_SECONDS ?? 8);
const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'rls_bench_catalog';
const TABLES = ['products', 'sellers', 'stores', 'organizations', 'product_status_counts', 'sku_counters'];

async function fill(orgId: string, products: number): Promise<void> {
  const db = await createDb({ serverUrl: SERVER, database: DB_NAME, poolMax: 1 });
  try {
    // The owner on local Postgres is a superuser: the fill is not subject to the policies.
    await db('organizations').insert({ id: orgId, slug: `o${orgId.slice(0, 6)}`, currency: 'NOK', source_updated_at: new Date() });
    const stores = Array.from({ length: 3 }, (_, i) => ({ id: randomUUID(), org_id: orgId, name: `Store ${i}` }));
    await db('stores').insert(stores);
    const sellers = Array.from({ length: 500 }, (_, i) => ({
      id: randomUUID(),
      org_id: orgId,
      full_name: `Seller ${i}`,
      account_number: 100000 + i,
      source_updated_at: new Date(),
    }));
    await db('sellers').insert(sellers);
    await db.raw(
      `INSERT INTO products (id, org_id, sku, name, status, brand_slug, brand_name, size_slug, size_name, category, material,
         seller_id, store_id, price, attractiveness, consignment_split, expiring_at, created_at, updated_at)
       SELECT gen_random_uuid(), :org, i, 'Wool jacket ' || i,
              (ARRAY['active','active','active','sold','sold','pick-up','returned','donated'])[1 + (i / 11) % 8],
              'b' || (i % 12), 'Brand ' || (i % 12), 'm', 'M', 'Jacket', 'Cotton',
              (CAST(:sellers AS uuid[]))[1 + i % 500], (CAST(:stores AS uuid[]))[1 + i % 3],
              (100 + (i * 7919) % 2000) * 100, 'medium', 0.5, now() + interval '90 days', now() - make_interval(secs => i), now()
       FROM generate_series(1, :n) AS i`,
      { org: orgId, n: products, sellers: sellers.map((s) => s.id), stores: stores.map((s) => s.id) },
    );
    await db('sku_counters').insert({ org_id: orgId, last_sku: products });
    await db.raw('ANALYZE');
  } finally {
    await db.destroy();
  }
}

async function setRls(on: boolean): Promise<void> {
  const db = await createDb({ serverUrl: SERVER, database: DB_NAME, poolMax: 1 });
  try {
    for (const t of TABLES) await db.raw(`ALTER TABLE ${t} ${on ? 'ENABLE' : 'DISABLE'} ROW LEVEL SECURITY`);
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  await dropDatabase(SERVER, DB_NAME);
  const key = await generateSigningKey('rls-bench');
  const jwks = createServer((_req, res) => res.end(JSON.stringify(jwksDocument([key]))));
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const catalog = await startService(catalogService(), {
    // The published SIGNING_SECRET is accepted only when NODE_ENV says development or test.
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: SERVER,
    DB_NAME,
    BUS_NAMESPACE: 'rls_bench',
    JWKS_URL: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/.well-known/jwks.json`,
  });
  try {
    const [org, other] = [randomUUID(), randomUUID()];
    await fill(org, PRODUCTS);
    await fill(other, PRODUCTS);
    const { token } = await signAccessToken(key, { sub: 'bench', org, orgSlug: 'demo', role: 'coworker' }, 3600);
    const url = `${catalog.url}/api/demo/products?take=50&includeCount=true&filters[status.in]=active,sold`;
    const probe = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await probe.json()) as { data?: unknown[]; count?: number };
    console.log(`list answers ${probe.status}, ${body.data?.length} rows, count ${JSON.stringify(body.count)}`);
    const results: Record<string, { rps: number[]; p50: number[]; p99: number[] }> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of round % 2 ? ['off', 'on'] : ['on', 'off']) {
        await setRls(mode === 'on');
        for (const connections of [1, 10]) {
          const r = await autocannon({ url, headers: { authorization: `Bearer ${token}` }, connections, duration: SECONDS });
          if (r.non2xx || r.errors) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors`);
          const k = `RLS ${mode}, ${connections} connection(s)`;
          results[k] ??= { rps: [], p50: [], p99: [] };
          results[k].rps.push(r.requests.average);
          results[k].p50.push(r.latency.p50);
          results[k].p99.push(r.latency.p99);
          console.log(`${k}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`);
        }
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    console.log(`\n${PRODUCTS} products per organization (2 organizations), ${ROUNDS} rounds of ${SECONDS} s, medians:`);
    for (const [k, v] of Object.entries(results))
      console.log(`| ${k} | ${Math.round(median(v.rps))} req/s | p50 ${median(v.p50)} ms | p99 ${median(v.p99)} ms |`);
    console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs`);
  } finally {
    await setRls(true);
    await catalog.stop();
    jwks.close();
    await dropDatabase(SERVER, DB_NAME);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
