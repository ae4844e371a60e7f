import { organizationConfigSchema, type DeliveryView } from '@consign/contracts';
import { eventually } from '@consign/kit/testing';
import { useCatalogBeside } from './catalog-beside';
import { DEMO, OTHER, dayFromNow, EVERY_DAY, useDeliveries } from './deliveries-harness';

/**
 * Products handed in with a delivery, end to end: catalog stores the link, its product events reach
 * deliveries through the bus, and every delivery view lists the delivery's products, org-scoped.
 */
const h = useDeliveries();
const { catalog, catalogCall } = useCatalogBeside(h);
type ProductReply = { data: { id: string; skuPadded: string; delivery: { id: string } | null } };
const productCall = (...args: Parameters<typeof catalogCall>) => catalogCall<ProductReply>(...args);

const ids = { kari: '', ola: '', stranger: '', store: '', otherStore: '', first: '', second: '', otherDelivery: '' };

/** A store made in catalog, known to deliveries through its event, open every day. */
async function openCatalogStore(o: typeof DEMO, name: string): Promise<string> {
  const store = (await catalogCall('POST', `/api/${o.orgSlug}/stores`, await h.staff(o), { name })).body.data as { id: string };
  const schedule = { enabled: true, slot_length: 30, slot_buffer: 0, schedule: EVERY_DAY, schedule_end_date: dayFromNow(40) };
  await eventually(
    async () =>
      (await h.call('PUT', `/api/${o.orgSlug}/deliveries/stores/${store.id}/schedule`, await h.staff(o), schedule)).status === 200,
  );
  return store.id;
}

async function book(o: typeof DEMO, storeId: string, sellerId: string, slot: number): Promise<string> {
  const token = await h.staff(o);
  const slots = await h.call<Array<{ from: string }>>('GET', `/api/${o.orgSlug}/deliveries/${storeId}/slots/${dayFromNow(3)}`, token);
  const at = (slots.body as unknown as Array<{ from: string }>)[slot]!.from;
  const reserved = await h.call<{ delivery: { id: string } }>('POST', `/api/${o.orgSlug}/deliveries`, token, {
    seller: { id: sellerId },
    store: { id: storeId },
    at,
    status: 'pending',
  });
  expect(reserved.status).toBe(201);
  expect(
    (await h.call('PATCH', `/api/${o.orgSlug}/deliveries`, token, { id: reserved.body.delivery.id, status: 'confirmed' })).status,
  ).toBe(200);
  return reserved.body.delivery.id;
}

beforeAll(async () => {
  await h.addOrganization(DEMO);
  await h.addOrganization(OTHER, 'Other Shop');
  ids.kari = await h.addSeller('kari@demo.test');
  ids.ola = await h.addSeller('ola@demo.test');
  ids.stranger = await h.addSeller('someone@other.test', OTHER);
  // Catalog's own replicas of the same organizations and sellers (identity's events are not part of this test).
  const db = catalog().deps.db;
  const now = new Date();
  await db('organizations').insert([
    {
      id: DEMO.org,
      slug: 'demo',
      name: 'Demo Consign',
      currency: 'NOK',
      config: organizationConfigSchema.parse({}),
      source_updated_at: now,
    },
    {
      id: OTHER.org,
      slug: 'other',
      name: 'Other Shop',
      currency: 'EUR',
      config: organizationConfigSchema.parse({}),
      source_updated_at: now,
    },
  ]);
  await db('sellers').insert([
    { id: ids.kari, org_id: DEMO.org, full_name: 'Kari Seller', account_number: 1, source_updated_at: now },
    { id: ids.ola, org_id: DEMO.org, full_name: 'Ola Seller', account_number: 2, source_updated_at: now },
    { id: ids.stranger, org_id: OTHER.org, full_name: 'Someone Seller', account_number: 1, source_updated_at: now },
  ]);
  ids.store = await openCatalogStore(DEMO, 'Grünerløkka');
  ids.otherStore = await openCatalogStore(OTHER, 'Elsewhere');
  ids.first = await book(DEMO, ids.store, ids.kari, 0);
  ids.second = await book(DEMO, ids.store, ids.kari, 1);
  ids.otherDelivery = await book(OTHER, ids.otherStore, ids.stranger, 0);
});

async function productsOf(deliveryId: string, token?: string, org = DEMO): Promise<DeliveryView['products']> {
  const res = await h.call<{ data: DeliveryView }>('GET', `/api/${org.orgSlug}/deliveries/${deliveryId}`, token ?? (await h.staff(org)));
  expect(res.status).toBe(200);
  return res.body.data.products;
}

const product = (sellerId: string, storeId: string, deliveryId: string | null, name = 'Wool coat') => ({
  name,
  price: 450.5,
  seller: { id: sellerId },
  store: { id: storeId },
  ...(deliveryId ? { delivery: { id: deliveryId } } : {}),
});

test('a product created with a delivery is listed by it, moves with an update, leaves it on delete', async () => {
  const staff = await h.staff();
  const created = await productCall('POST', '/api/demo/products', staff, product(ids.kari, ids.store, ids.first));
  expect(created.status).toBe(201);
  const p = created.body.data as { id: string; skuPadded: string; delivery: { id: string } | null };
  expect(p.delivery).toEqual({ id: ids.first });

  const listed = await eventually(async () => {
    const products = await productsOf(ids.first);
    return products.length === 1 && products;
  });
  expect(listed).toEqual([{ id: p.id, skuPadded: p.skuPadded, name: 'Wool coat', status: 'active', price: 450.5 }]);
  // The seller's own listing shows the same products.
  const mine = await h.call<{ data: DeliveryView[] }>('GET', `/api/demo/deliveries?sellerId=${ids.kari}`, await h.sellerToken(ids.kari));
  expect(mine.body.data.find((d) => d.id === ids.first)!.products.map((x) => x.id)).toEqual([p.id]);

  // Moved to the second delivery (and renamed): it leaves the first list and joins the second.
  const moved = await productCall('PATCH', `/api/demo/products/${p.id}`, staff, { delivery: { id: ids.second }, name: 'Long wool coat' });
  expect([moved.status, moved.body.data.delivery]).toEqual([200, { id: ids.second }]);
  await eventually(async () => (await productsOf(ids.second)).some((x) => x.id === p.id && x.name === 'Long wool coat'));
  expect(await productsOf(ids.first)).toEqual([]);

  // Unlinked: in no delivery's list.
  expect((await productCall('PATCH', `/api/demo/products/${p.id}`, staff, { delivery: null })).body.data.delivery).toBeNull();
  await eventually(async () => (await productsOf(ids.second)).length === 0);

  // Linked again, then deleted.
  await productCall('PATCH', `/api/demo/products/${p.id}`, staff, { delivery: { id: ids.first } });
  await eventually(async () => (await productsOf(ids.first)).length === 1);
  expect((await productCall('DELETE', `/api/demo/products/${p.id}`, staff)).status).toBeLessThan(300);
  await eventually(async () => (await productsOf(ids.first)).length === 0);
});

test('a delivery id must be a uuid', async () => {
  const staff = await h.staff();
  const bad = await productCall('POST', '/api/demo/products', staff, { ...product(ids.kari, ids.store, null), delivery: { id: 'nope' } });
  expect([bad.status, bad.body.message]).toEqual([400, 'Invalid delivery id']);
  const p = (await productCall('POST', '/api/demo/products', staff, product(ids.kari, ids.store, null))).body.data as { id: string };
  const badPatch = await productCall('PATCH', `/api/demo/products/${p.id}`, staff, { delivery: { id: 42 } });
  expect([badPatch.status, badPatch.body.message]).toEqual([400, 'Invalid delivery id']);
});

test("a delivery lists only its own organization's products, and a seller only their own", async () => {
  // Another organization's product naming a demo delivery's id reaches deliveries, and is never listed by it.
  const foreign = await productCall(
    'POST',
    '/api/other/products',
    await h.staff(OTHER),
    product(ids.stranger, ids.otherStore, ids.second, 'Foreign'),
  );
  expect(foreign.status).toBe(201);
  await eventually(async () => (await h.service().deps.db('delivery_products').where({ id: foreign.body.data.id })).length === 1);
  expect((await productsOf(ids.second)).map((x) => x.name)).not.toContain('Foreign');
  // Nor can that organization read the demo delivery at all.
  expect((await h.call('GET', `/api/other/deliveries/${ids.second}`, await h.staff(OTHER))).status).toBe(404);

  // Staff linked Ola's product to Kari's delivery: staff see it, Kari does not; Ola cannot read Kari's delivery.
  const karis = (await productCall('POST', '/api/demo/products', await h.staff(), product(ids.kari, ids.store, ids.second, 'Kari coat')))
    .body.data;
  const olas = (await productCall('POST', '/api/demo/products', await h.staff(), product(ids.ola, ids.store, ids.second, 'Ola coat'))).body
    .data;
  await eventually(async () => (await productsOf(ids.second)).length === 2);
  expect((await productsOf(ids.second)).map((x) => x.id).sort()).toEqual([karis.id, olas.id].sort());
  expect((await productsOf(ids.second, await h.sellerToken(ids.kari))).map((x) => x.id)).toEqual([karis.id]);
  expect((await h.call('GET', `/api/demo/deliveries/${ids.second}`, await h.sellerToken(ids.ola))).status).toBe(404);
  const staffList = await h.call<{ data: DeliveryView[] }>('GET', `/api/demo/deliveries?storeId=${ids.store}`, await h.staff());
  expect(staffList.body.data.find((d) => d.id === ids.second)!.products).toHaveLength(2);

  // The other organization's own delivery lists its product with its currency's units.
  await productCall(
    'POST',
    '/api/other/products',
    await h.staff(OTHER),
    product(ids.stranger, ids.otherStore, ids.otherDelivery, 'Elsewhere coat'),
  );
  const theirs = await eventually(async () => {
    const list = await productsOf(ids.otherDelivery, undefined, OTHER);
    return list.length === 1 && list;
  });
  expect(theirs.map((x) => [x.name, x.price])).toEqual([['Elsewhere coat', 450.5]]);
});
