import { randomUUID } from 'node:crypto';
import { createDb, runAsOrg, type Db } from '@consign/kit';
import { listProductPage, type ProductFilter } from '../src/db/products.repo';
import { useCatalog } from './catalog-fixture';

/**
 * The product list at a few thousand rows (issue 22): counts per status that stay exact for every filter of
 * the screen, deep pages (keyset under the hood) that match plain OFFSET, and plans that stay on indexes under
 * row-level security.
 */
const { catalog, DEMO, OTHER, ids, staff, call, product } = useCatalog();
const NIL = '00000000-0000-0000-0000-000000000000';
const ROWS = 3000;
let owner: Db;
let secondStore: string;

beforeAll(async () => {
  const { config } = catalog().deps;
  // The owner (migrations' role): ANALYZE and the reference queries read past row-level security.
  owner = await createDb({ serverUrl: config.DATABASE_URL, database: config.DB_NAME, poolMax: 2 });
  secondStore = randomUUID();
  await owner('stores').insert({ id: secondStore, org_id: DEMO.org, name: 'Majorstuen' });
  // Straight into the table with the triggers on, as many shops' worth of history; created_at keeps microseconds.
  await owner.raw(
    `INSERT INTO products (id, org_id, sku, name, status, seller_id, store_id, price, consignment_split, expiring_at, created_at)
     SELECT gen_random_uuid(), :org, 100000 + i, 'Scale ' || i,
            (ARRAY['active','active','sold','pick-up','returned','donated'])[1 + i % 6],
            CASE WHEN i % 5 = 0 THEN NULL WHEN i % 2 = 0 THEN :kari::uuid ELSE :ola::uuid END,
            CASE WHEN i % 7 = 0 THEN NULL WHEN i % 3 = 0 THEN :second::uuid ELSE :store::uuid END,
            1000, 0.5, now() + interval '30 days',
            -- Every tenth pair shares a created_at: the list's order then rests on the id.
            now() - make_interval(secs => (i - i % 10 / 9) * 1.000001)
     FROM generate_series(1, :n) AS i`,
    { org: DEMO.org, kari: ids.KARI, ola: ids.OLA, store: ids.store, second: secondStore, n: ROWS },
  );
  await owner.raw(
    `INSERT INTO products (id, org_id, sku, name, status, price, consignment_split, expiring_at)
     SELECT gen_random_uuid(), :org, 100000 + i, 'Other ' || i, 'active', 1000, 0.5, now() FROM generate_series(1, 500) AS i`,
    { org: OTHER.org },
  );
  // As autovacuum keeps a table that grew over months: statistics, and a visibility map for index-only scans.
  await owner.raw('VACUUM ANALYZE products, product_status_counts');
});

afterAll(async () => {
  await owner?.destroy();
});

/** The counts table against counting the live rows, for every combination of seller and store (nil: any). */
async function countsDrift(orgId: string) {
  const { rows } = await owner.raw<{ rows: { seller_id: string; store_id: string; status: string; kept: string; counted: string }[] }>(
    `WITH counted AS (
       SELECT k.seller_id, k.store_id, p.status, count(*) AS n FROM products p,
         LATERAL (VALUES (:nil::uuid, :nil::uuid), (p.seller_id, :nil), (:nil, p.store_id), (p.seller_id, p.store_id)) AS k(seller_id, store_id)
       WHERE p.org_id = :org AND p.deleted_at IS NULL AND k.seller_id IS NOT NULL AND k.store_id IS NOT NULL
       GROUP BY 1, 2, 3),
     kept AS (SELECT seller_id, store_id, status, n FROM product_status_counts WHERE org_id = :org AND n <> 0)
     SELECT seller_id, store_id, status, kept.n AS kept, counted.n AS counted
     FROM kept FULL JOIN counted USING (seller_id, store_id, status)
     WHERE kept.n IS DISTINCT FROM counted.n`,
    { org: orgId, nil: NIL },
  );
  return rows;
}

test('the status counts stay exact per organization, seller, store and seller in a store through every change', async () => {
  expect(await countsDrift(DEMO.org)).toEqual([]);
  const one = async (sql: string) =>
    owner.raw(`${sql} WHERE id = (SELECT id FROM products WHERE org_id = ? AND name = 'Scale 42')`, [DEMO.org]);
  await one(`UPDATE products SET status = 'sold'`);
  await one(`UPDATE products SET store_id = '${secondStore}'`);
  await one(`UPDATE products SET seller_id = NULL, store_id = NULL`);
  await one(`UPDATE products SET seller_id = '${ids.OLA}', store_id = '${ids.store}', status = 'returned'`);
  await one(`UPDATE products SET deleted_at = now()`);
  await one(`UPDATE products SET deleted_at = NULL`);
  await owner.raw(`UPDATE products SET store_id = ? WHERE org_id = ? AND name LIKE 'Scale 1%'`, [secondStore, DEMO.org]);
  await owner.raw(`DELETE FROM products WHERE org_id = ? AND name LIKE 'Scale 99%'`, [DEMO.org]);
  await product({ seller: { id: ids.KARI }, store: { id: secondStore } });
  expect(await countsDrift(DEMO.org)).toEqual([]);

  // The list answers from them, whichever filters are set.
  for (const query of ['', `storeId=${secondStore}`, `sellerId=${ids.KARI}`, `storeId=${secondStore}&sellerId=${ids.KARI}`]) {
    const listed = await call('GET', `/api/demo/products?take=1&includeCount=true&${query}`, await staff());
    const where = { org_id: DEMO.org, deleted_at: null, ...(query.includes('storeId') ? { store_id: secondStore } : {}) };
    const counted: { status: string; n: string }[] = await owner('products')
      .where(where)
      .modify((q) => (query.includes('sellerId') ? q.where('seller_id', ids.KARI) : q))
      .select('status', owner.raw('count(*) AS n'))
      .groupBy('status');
    expect(listed.body.pagination.countsByStatus).toEqual(Object.fromEntries(counted.map((r) => [r.status, Number(r.n)])));
  }
});

/** The same page by plain OFFSET, the reference the keyset must match. */
async function offsetPage(filter: { storeId?: string; sellerId?: string; statuses?: string[] }, skip: number, take: number) {
  return owner('products')
    .where({ org_id: DEMO.org, deleted_at: null })
    .modify((q) => {
      if (filter.storeId) q.where('store_id', filter.storeId);
      if (filter.sellerId) q.where('seller_id', filter.sellerId);
      if (filter.statuses) q.whereIn('status', filter.statuses);
    })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .offset(skip)
    .limit(take)
    .pluck('id');
}

test('a deep page is the page plain OFFSET gives, from either end of the list and past it', async () => {
  const filters: { storeId?: string; sellerId?: string; statuses?: string[] }[] = [
    {},
    { statuses: ['active', 'sold'] },
    { storeId: ids.store },
    { storeId: secondStore, statuses: ['returned'] },
    { sellerId: ids.OLA },
  ];
  for (const filter of filters) {
    const params = new URLSearchParams({ includeCount: 'true' });
    if (filter.storeId) params.set('storeId', filter.storeId);
    if (filter.sellerId) params.set('sellerId', filter.sellerId);
    if (filter.statuses) params.set('filters[status.in]', filter.statuses.join(','));
    const total = (await call('GET', `/api/demo/products?take=1&${params}`, await staff())).body.pagination.count as number;
    for (const skip of [0, 1000, Math.floor(total / 2) - 3, total - 25, total - 1, total]) {
      if (skip < 0) continue;
      const page = await call('GET', `/api/demo/products?take=50&skip=${skip}&${params}`, await staff());
      expect({ filter, skip, ids: page.body.data.map((p: { id: string }) => p.id) }).toEqual({
        filter,
        skip,
        ids: await offsetPage(filter, skip, 50),
      });
      expect(page.body.pagination.count).toBe(total);
    }
  }
});

test('every list query of the screen stays on an index under row-level security (EXPLAIN, as the app role)', async () => {
  // The test's pool connects as the service's runtime role; runAsOrg gives it the request's tenant setting.
  const { db } = catalog().deps;
  const seen: { sql: string; bindings: unknown[] }[] = [];
  const record = (q: { sql: string; bindings?: unknown[] }) => {
    if (q.sql.includes('FROM products p')) seen.push({ sql: q.sql, bindings: q.bindings ?? [] });
  };
  const cases: [ProductFilter, number][] = [
    [{}, 0],
    [{ statuses: ['returned', 'pick-up'] }, 0],
    [{ storeId: ids.store, statuses: ['sold'] }, 0],
    [{ sellerId: ids.KARI }, 0],
    [{ sellerId: ids.KARI, storeId: secondStore }, 0],
    [{ statuses: ['active', 'sold'] }, 1200],
    [{ storeId: ids.store }, 1100],
    [{}, 2500],
  ];
  db.on('query', record);
  try {
    for (const [filter, skip] of cases) await runAsOrg(DEMO.org, () => listProductPage(db, DEMO.org, filter, { skip, take: 50 }, true));
  } finally {
    db.off('query', record);
  }
  expect(seen.length).toBeGreaterThanOrEqual(cases.length);
  for (const { sql, bindings } of seen) {
    const plan = await runAsOrg(DEMO.org, async () => {
      // knex reports the statement with $n placeholders, numbered in binding order.
      const { rows } = await db.raw<{ rows: { 'QUERY PLAN': string }[] }>(`EXPLAIN ${sql.replace(/\$\d+/g, '?')}`, bindings as never);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect({ sql, plan }).toEqual({
      sql,
      plan: expect.not.stringMatching(/Seq Scan on products|(^|->\s+)Sort\s+\(|Bitmap Heap Scan on products/m),
    });
    expect(plan).toMatch(/Index (Only )?Scan (Backward )?using products_/);
  }
});

test("a first page's statement is planned once per connection: Postgres keeps its generic plan, on the same indexes", async () => {
  const { db } = catalog().deps;
  const cases: ProductFilter[] = [{}, { statuses: ['active', 'sold'] }, { storeId: ids.store, statuses: ['sold'] }, { sellerId: ids.KARI }];
  // One transaction: one connection, whose prepared statements pg_prepared_statements shows.
  const kept = await runAsOrg(DEMO.org, () =>
    db.transaction(async (trx) => {
      const pages: string[][] = [];
      for (const filter of cases) {
        for (let run = 0; run < 8; run++) {
          const { rows } = await listProductPage(trx, DEMO.org, filter, { skip: 0, take: 50 }, true);
          pages.push(rows.map((r) => r.id));
        }
      }
      // The connection may hold statements of earlier tests too: those run at least eight times are this test's.
      const { rows: statements } = await trx.raw<{ rows: { name: string; generic_plans: string; statement: string }[] }>(
        `SELECT name, generic_plans, statement FROM pg_prepared_statements
         WHERE name LIKE 'product_page_%' AND statement LIKE '%LIMIT 50)%' AND generic_plans + custom_plans >= 8`,
      );
      await trx.raw('SET LOCAL plan_cache_mode = force_generic_plan');
      const plans: string[] = [];
      for (const { name, statement } of statements) {
        const params = Number(/\$(\d+)(?!.*\$\d)/s.exec(statement)?.[1] ?? 0);
        // A generic plan is made without the values: any value of each parameter's type shows it.
        const { rows } = await trx.raw<{ rows: { 'QUERY PLAN': string }[] }>(
          `EXPLAIN EXECUTE ${name}(${Array.from({ length: params }, () => 'NULL').join(', ')})`,
        );
        plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
      return { statements, plans, pages };
    }),
  );
  expect(kept.statements.length).toBeGreaterThanOrEqual(cases.length);
  for (const s of kept.statements) expect({ name: s.name, generic: Number(s.generic_plans) > 0 }).toEqual({ name: s.name, generic: true });
  for (const plan of kept.plans) {
    expect(plan).not.toMatch(/Seq Scan on products|(^|->\s+)Sort\s+\(|Bitmap Heap Scan on products/m);
    expect(plan).toMatch(/Index (Only )?Scan (Backward )?using products_/);
  }
  // The same page on every run: a kept plan answers as the first did.
  for (let c = 0; c < cases.length; c++) {
    const runs = kept.pages.slice(c * 8, c * 8 + 8);
    expect(runs[0]!.length).toBeGreaterThan(0);
    for (const run of runs) expect(run).toEqual(runs[0]);
  }
});
