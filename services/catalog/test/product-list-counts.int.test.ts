import { createDb, type Db } from '@consign/kit';
import { useCatalog } from './catalog-fixture';

/**
 * Counts the product list gives without reading products (issue 22): a seller's active products per store (the
 * seller sheet's card) and the products sold since an instant (the dashboard's 'sold this week').
 */
const { catalog, ids, staff, seller, call, product } = useCatalog();
let owner: Db;
let akerBrygge: string;

beforeAll(async () => {
  const { config } = catalog().deps;
  // The owner (migrations' role): writes sale dates past row-level security, as a sale long ago left them.
  owner = await createDb({ serverUrl: config.DATABASE_URL, database: config.DB_NAME, poolMax: 2 });
  akerBrygge = (await call('POST', '/api/demo/stores', await staff(), { name: 'Aker Brygge' })).body.data.id;
});

afterAll(async () => {
  await owner?.destroy();
});

const DAY = 86_400_000;

test("countsByStore gives a seller's counts by status per store, named; a seller's token reads only their own", async () => {
  await product();
  await product();
  await product({ store: { id: akerBrygge } });
  const sold = await product({ store: { id: akerBrygge } });
  await owner('products').where({ id: sold.id }).update({ status: 'sold', sold_at: new Date() });
  await product({ seller: { id: ids.OLA } });

  const asked = await call(
    'GET',
    `/api/demo/products?sellerId=${ids.KARI}&filters[status.in]=active&take=1&countsByStore=true`,
    await staff(),
  );
  expect(asked.status).toBe(200);
  expect(asked.body.pagination.countsByStore).toEqual([
    { store: { id: akerBrygge, name: 'Aker Brygge' }, countsByStatus: { active: 1, sold: 1 } },
    { store: { id: ids.store, name: 'Grünerløkka' }, countsByStatus: { active: 2 } },
  ]);
  expect(asked.body.pagination.count).toBe(3);

  const own = await call('GET', `/api/demo/products?sellerId=${ids.KARI}&take=1&countsByStore=true`, await seller(ids.OLA));
  expect(own.body.pagination.countsByStore).toEqual([{ store: { id: ids.store, name: 'Grünerløkka' }, countsByStatus: { active: 1 } }]);
});

test('soldFrom narrows the list and its counts to the products sold since then', async () => {
  const recent = await product();
  const old = await product();
  await product();
  await owner('products')
    .where({ id: recent.id })
    .update({ status: 'sold', sold_at: new Date(Date.now() - DAY) });
  await owner('products')
    .where({ id: old.id })
    .update({ status: 'sold', sold_at: new Date(Date.now() - 10 * DAY) });

  const since = new Date(Date.now() - 3 * DAY).toISOString();
  const week = await call('GET', `/api/demo/products?filters[status.in]=sold&soldFrom=${since}&includeCount=true&take=1`, await staff());
  expect(week.status).toBe(200);
  // The sale of the first test (today) and `recent`; not `old`, sold before.
  expect(week.body.pagination.count).toBe(2);
  expect(week.body.pagination.countsByStatus).toEqual({ sold: 2 });
  expect(week.body.data).toHaveLength(1);

  const bad = await call('GET', '/api/demo/products?soldFrom=last-monday', await staff());
  expect(bad.status).toBe(400);
});
