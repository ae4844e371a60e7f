import { randomUUID } from 'node:crypto';
import { organizationConfigSchema, type ProductView } from '@consign/contracts';
import { useService, useTestInfra, useTestTokens } from '@consign/kit/testing';
import { catalogService } from '../src/service';

const infra = useTestInfra();
const tokens = useTestTokens();
const catalog = useService(infra, catalogService, () => ({ JWKS_URL: tokens.jwksUrl() }));

const DEMO = { org: randomUUID(), orgSlug: 'demo' };
const OTHER = { org: randomUUID(), orgSlug: 'other' };
const KARI = randomUUID();
const OLA = randomUUID();
const STRANGER = randomUUID(); // a seller of the other organization
const staff = (o = DEMO) => tokens.sign({ sub: 'staff', role: 'coworker', ...o });
const sellerToken = (sellerId: string) => tokens.sign({ sub: `user-${sellerId}`, role: 'seller', sellerId, ...DEMO });

interface Reply {
  status: number;
  body: {
    data: ProductView & ProductView[];
    message?: string;
    pagination?: { count: number; countsByStatus: Record<string, number> };
  };
}

async function call(method: string, path: string, token: string, body?: unknown): Promise<Reply> {
  const res = await fetch(`${catalog().url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

let storeId: string;
let otherStoreId: string;

beforeAll(async () => {
  const db = catalog().deps.db;
  const now = new Date();
  const config = organizationConfigSchema.parse({ consignment: { defaultSplit: 0.6, expiryDays: 30 } });
  await db('organizations').insert([
    { id: DEMO.org, slug: 'demo', currency: 'NOK', config, source_updated_at: now },
    { id: OTHER.org, slug: 'other', currency: 'NOK', config: organizationConfigSchema.parse({}), source_updated_at: now },
  ]);
  await db('sellers').insert([
    { id: KARI, org_id: DEMO.org, full_name: 'Kari Hansen', account_number: 1, source_updated_at: now },
    { id: OLA, org_id: DEMO.org, full_name: 'Ola Nordmann', account_number: 2, source_updated_at: now },
    { id: STRANGER, org_id: OTHER.org, full_name: 'Somebody Else', account_number: 1, source_updated_at: now },
  ]);
  storeId = (await call('POST', '/api/demo/stores', await staff(), { name: 'Grünerløkka' })).body.data.id;
  otherStoreId = (await call('POST', '/api/other/stores', await staff(OTHER), { name: 'Elsewhere' })).body.data.id;
});

const jacket = () => ({
  name: 'Wool jacket',
  brand: { slug: 'holzweiler', name: 'Holzweiler' },
  size: { slug: 'custom', name: '38/40' },
  category: { name: 'Jacket' },
  color: { name: 'Navy' },
  material: { name: 'Wool' },
  price: '1 234,50',
  seller: { id: KARI },
  store: { id: storeId },
});

const outboxTypes = async (id: string) =>
  (await catalog().deps.db('outbox').where({ segment: id }).orderBy('seq')).map((r: { type: string }) => r.type);

test('staff create a product with defaults from the organization, and read it back', async () => {
  const created = await call('POST', '/api/demo/products', await staff(), jacket());
  expect(created.status).toBe(201);
  const p = created.body.data;
  expect(p).toMatchObject({
    name: 'Wool jacket',
    status: 'active',
    brand: { slug: 'holzweiler', name: 'Holzweiler' },
    size: { slug: 'custom', name: '38/40' },
    category: { name: 'Jacket' },
    seller: { id: KARI, fullName: 'Kari Hansen' },
    store: { id: storeId, name: 'Grünerløkka' },
    price: 1234.5,
    attractiveness: 'medium',
    consignmentSplit: 0.6,
    storeOwned: false,
    media: [],
  });
  expect(p.skuPadded).toBe(String(p.sku).padStart(6, '0'));
  expect(p).not.toHaveProperty('gender');
  const days = (Date.parse(p.expiringAt) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThan(30.1);
  expect((await call('GET', `/api/demo/products/${p.id}`, await staff())).body.data).toEqual(p);
  expect(await outboxTypes(p.id)).toEqual(['catalog.product.created']);
});

test('every bad input gets its message and changes nothing', async () => {
  const token = await staff();
  const before = await catalog().deps.db('products').count<{ count: string }[]>('* as count');
  const cases: [unknown, string][] = [
    [{ ...jacket(), store: undefined }, 'Store is required'],
    [{ ...jacket(), store: { id: 'nope' } }, 'Store is required'],
    [{ ...jacket(), store: { id: otherStoreId } }, 'Store is required'],
    [{ ...jacket(), seller: undefined }, 'Seller is required'],
    [{ ...jacket(), seller: { id: STRANGER } }, 'Seller is required'],
    [{ ...jacket(), name: '' }, 'Product name is required'],
    [{ ...jacket(), price: '12,345' }, 'Invalid amount'],
    [{ ...jacket(), status: 'lost' }, 'Status must be one of active, sold, pick-up, returned, draft, pending, donated, damaged, stolen'],
    [{ ...jacket(), expiringAt: '2020-01-01' }, 'The expiry date cannot be earlier than today'],
    [{ ...jacket(), consignmentSplit: 60 }, 'Consignment split must be between 0 and 100 %'],
    [{ ...jacket(), gender: 'women' }, 'Gender is not enabled for this organization'],
  ];
  for (const [body, message] of cases) {
    const res = await call('POST', '/api/demo/products', token, body);
    expect([res.status, res.body.message]).toEqual([400, message]);
  }
  expect(await catalog().deps.db('products').count<{ count: string }[]>('* as count')).toEqual(before);
});

test('store-owned products pay the seller nothing; edits keep the rules of SPEC §5', async () => {
  const token = await staff();
  const owned = (await call('POST', '/api/demo/products', token, { ...jacket(), storeOwned: true, consignmentSplit: 0.5 })).body.data;
  expect(owned.consignmentSplit).toBe(0);

  const p = (await call('POST', '/api/demo/products', token, jacket())).body.data;
  const edited = await call('PATCH', `/api/demo/products/${p.id}`, token, { name: 'Wool coat', price: 999, consignmentSplit: 0.45 });
  expect(edited.body.data).toMatchObject({ name: 'Wool coat', price: 999, consignmentSplit: 0.45, sku: p.sku });
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  const early = await call('PATCH', `/api/demo/products/${p.id}`, token, { expiringAt: yesterday });
  expect([early.status, early.body.message]).toEqual([400, 'The expiry date cannot be earlier than the creation date']);
  expect((await call('PATCH', `/api/demo/products/${randomUUID()}`, token, { name: 'x' })).body.message).toBe('Product not found');
  expect((await call('PATCH', `/api/demo/products/${p.id}`, token, { store: { id: otherStoreId } })).body.message).toBe(
    'Store is required',
  );
});

test('selling announces the sale with what the ledger needs; an undone sale is announced too', async () => {
  const token = await staff();
  const p = (await call('POST', '/api/demo/products', token, jacket())).body.data;
  const sold = (await call('PATCH', `/api/demo/products/${p.id}`, token, { status: 'sold' })).body.data;
  expect(sold.meta.soldAt).not.toBeNull();
  const locked = await call('PATCH', `/api/demo/products/${p.id}`, token, { price: 10 });
  expect([locked.status, locked.body.message]).toEqual([
    422,
    'A sold product keeps its price, split and seller; set it back to active first',
  ]);
  expect((await call('PATCH', `/api/demo/products/${p.id}`, token, { status: 'active' })).body.data.meta.soldAt).toBeNull();
  await call('PATCH', `/api/demo/products/${p.id}`, token, { status: 'donated' });

  expect(await outboxTypes(p.id)).toEqual([
    'catalog.product.created',
    'catalog.product.updated',
    'catalog.product.status_changed',
    'catalog.product.sold',
    'catalog.product.updated',
    'catalog.product.status_changed',
    'catalog.product.updated',
    'catalog.product.status_changed',
    'catalog.product.donated',
  ]);
  const saleEvent = await catalog().deps.db('outbox').where({ segment: p.id, type: 'catalog.product.sold' }).first();
  expect(saleEvent.payload.data).toMatchObject({
    price: 123450,
    consignmentSplit: 0.6,
    storeOwned: false,
    sellerId: KARI,
    currency: 'NOK',
  });
});

test('lists page newest first with counts per status; sellers see only their own products', async () => {
  const token = await staff();
  const olas: string[] = [];
  for (const status of ['active', 'sold', 'pick-up', 'returned', 'active']) {
    olas.push((await call('POST', '/api/demo/products', token, { ...jacket(), seller: { id: OLA }, status })).body.data.id);
  }
  const list = await call('GET', `/api/demo/products?sellerId=${OLA}&includeCount=true&take=2`, token);
  expect(list.body.data.map((p) => p.id)).toEqual([olas[4], olas[3]]);
  expect(list.body.pagination).toEqual({ count: 5, countsByStatus: { active: 2, sold: 1, 'pick-up': 1, returned: 1 } });

  const filtered = await call('GET', `/api/demo/products?sellerId=${OLA}&includeCount=true&filters[status.in]=sold,pick-up`, token);
  expect(filtered.body.data.map((p) => p.status).sort()).toEqual(['pick-up', 'sold']);
  expect(filtered.body.pagination?.count).toBe(2);

  const minimal = await call('GET', `/api/demo/products?ids=${olas[0]},${olas[1]}&minimal=true`, token);
  expect(minimal.body.data).toHaveLength(2);
  expect(Object.keys(minimal.body.data[0]!).sort()).toEqual(['id', 'name', 'sku', 'skuPadded', 'status']);

  // A seller asking for someone else's products gets only their own.
  const asOla = await call('GET', `/api/demo/products?sellerId=${KARI}&includeCount=true`, await sellerToken(OLA));
  expect(new Set(asOla.body.data.map((p) => p.seller?.id))).toEqual(new Set([OLA]));
  expect(asOla.body.pagination?.count).toBe(5);
  const karis = (await call('GET', `/api/demo/products?sellerId=${KARI}&take=1`, token)).body.data[0]!;
  expect((await call('GET', `/api/demo/products/${karis.id}`, await sellerToken(OLA))).status).toBe(404);
  expect((await call('GET', `/api/demo/products/${olas[0]}`, await sellerToken(OLA))).status).toBe(200);
  expect((await call('PATCH', `/api/demo/products/${olas[0]}`, await sellerToken(OLA), { price: 1 })).status).toBe(403);

  // Another organization sees none of it.
  expect((await call('GET', '/api/other/products?includeCount=true', await staff(OTHER))).body.pagination?.count).toBe(0);
  expect((await call('GET', `/api/other/products/${olas[0]}`, await staff(OTHER))).status).toBe(404);
  expect((await call('DELETE', `/api/other/products/${olas[0]}`, await staff(OTHER))).status).toBe(404);
  const bad = await call('GET', '/api/demo/products?take=901', token);
  expect([bad.status, bad.body.message]).toEqual([400, 'Take must be at most 900']);
});

test('duplicate makes 1 to 10 copies with new SKUs; delete removes a product', async () => {
  const token = await staff();
  const p = (await call('POST', '/api/demo/products', token, { ...jacket(), status: 'sold' })).body.data;
  for (const count of [0, 11, 'many']) {
    const res = await call('POST', `/api/demo/products/${p.id}/duplicate`, token, { count });
    expect([res.status, res.body.message]).toEqual([400, 'Count must be between 1 and 10']);
  }
  const duplicated = await call('POST', `/api/demo/products/${p.id}/duplicate`, token, { count: 3 });
  expect(duplicated.body.message).toBe('Product duplicated successfully');
  const copies = duplicated.body.data;
  expect(copies).toHaveLength(3);
  expect(new Set(copies.map((c) => c.sku)).size).toBe(3);
  for (const c of copies) {
    expect(c.sku).toBeGreaterThan(p.sku);
    expect(c).toMatchObject({ name: p.name, brand: p.brand, price: p.price, seller: p.seller, store: p.store, status: 'active' });
  }
  for (const [method, path] of [
    ['PATCH', '/api/demo/products'],
    ['DELETE', '/api/demo/products'],
  ] as const) {
    const noId = await call(method, path, token, method === 'PATCH' ? { name: 'x' } : undefined);
    expect([noId.status, noId.body.message]).toEqual([400, 'Product ID is required']);
  }
  const renamed = await call('PATCH', '/api/demo/products', token, { id: copies[0]!.id, name: 'Renamed copy' });
  expect(renamed.body.data).toMatchObject({ id: copies[0]!.id, name: 'Renamed copy' });
  expect((await call('DELETE', `/api/demo/products?id=${copies[1]!.id}`, token)).status).toBe(204);
  expect((await call('DELETE', `/api/demo/products/${p.id}`, token)).status).toBe(204);
  const gone = await call('GET', `/api/demo/products/${p.id}`, token);
  expect([gone.status, gone.body.message]).toEqual([404, 'Product not found']);
  expect((await call('POST', `/api/demo/products/${p.id}/duplicate`, token, { count: 1 })).body.message).toBe('Product not found');
});

test('concurrent creates never share a SKU', async () => {
  const token = await staff();
  const results = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/demo/products', token, jacket())));
  const skus = results.map((r) => r.body.data.sku);
  expect(new Set(skus).size).toBe(20);
});

test('the product config seeds the defaults once, sizes XS to XL first, and lists can be edited', async () => {
  const token = await staff();
  const config = (await call('GET', '/api/demo/products/config', token)).body.data as unknown as Record<
    string,
    { name: string; slug: string }[]
  >;
  expect(config.sizes!.slice(0, 5).map((o) => o.name)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
  expect(config.brands!.find((o) => o.name === "Levi's")?.slug).toBe('levis');
  const colors = await call('PUT', '/api/demo/products/config/colors', token, {
    options: [{ name: 'Svart' }, { name: 'Hvit' }, { name: 'svart' }],
  });
  expect((colors.body.data as unknown as Record<string, { name: string }[]>).colors!.map((o) => o.name)).toEqual(['Svart', 'Hvit']);
  await call('PUT', '/api/demo/products/config/materials', token, { options: [] });
  const again = (await call('GET', '/api/demo/products/config', token)).body.data as unknown as Record<string, unknown[]>;
  expect(again.materials).toEqual([]);
  expect((await call('PUT', '/api/demo/products/config/planets', token, { options: [] })).status).toBe(404);
  expect((await call('GET', '/api/demo/products/config', await sellerToken(KARI))).status).toBe(403);
});

test('the status counts kept by the database match a live count after every kind of change', async () => {
  const token = await staff();
  const ids: string[] = [];
  for (const status of ['active', 'sold', 'returned', 'active'])
    ids.push((await call('POST', '/api/demo/products', token, { ...jacket(), seller: { id: OLA }, status })).body.data.id);
  await call('PATCH', `/api/demo/products/${ids[0]}`, token, { status: 'sold' });
  await call('PATCH', `/api/demo/products/${ids[1]}`, token, { status: 'active', seller: { id: KARI } });
  await call('DELETE', `/api/demo/products/${ids[2]}`, token);
  await call('POST', `/api/demo/products/${ids[3]}/duplicate`, token, { count: 2 });
  await Promise.all(ids.map((id) => call('PATCH', `/api/demo/products/${id}`, token, { status: 'pick-up' })));

  const db = catalog().deps.db;
  const live = async (sellerId?: string) => {
    const q = db('products').where({ org_id: DEMO.org }).whereNull('deleted_at');
    if (sellerId) q.where({ seller_id: sellerId });
    const rows: { status: string; count: string }[] = await q.select('status').count('* as count').groupBy('status');
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
  };
  for (const sellerId of [undefined, KARI, OLA]) {
    const listed = await call('GET', `/api/demo/products?includeCount=true&take=1${sellerId ? `&sellerId=${sellerId}` : ''}`, token);
    expect(listed.body.pagination?.countsByStatus).toEqual(await live(sellerId));
  }
});

test('a typed text narrows the list to the products it finds, as a till looks up a scanned SKU or a name', async () => {
  const token = await staff();
  const older = (await call('POST', '/api/demo/products', token, { ...jacket(), name: 'Lilla silkeskjerf', seller: { id: OLA } })).body
    .data;
  for (let i = 0; i < 3; i++) await call('POST', '/api/demo/products', token, { ...jacket(), seller: { id: OLA } });

  const bySku = await call('GET', `/api/demo/products?query=${older.sku}&filters[status.in]=active&take=10&includeCount=true`, token);
  expect(bySku.body.data.map((p) => p.id)).toContain(older.id);
  const byName = await call('GET', '/api/demo/products?query=silkeskjerf&includeCount=true', token);
  expect([byName.body.data.map((p) => p.id), byName.body.pagination?.count]).toEqual([[older.id], 1]);
  const nothing = await call('GET', '/api/demo/products?query=zzqqxx&includeCount=true', token);
  expect([nothing.body.data, nothing.body.pagination?.count]).toEqual([[], 0]);
  // A seller's own list narrows the same way, and never to another seller's products.
  expect((await call('GET', '/api/demo/products?query=silkeskjerf', await sellerToken(KARI))).body.data).toEqual([]);
});
