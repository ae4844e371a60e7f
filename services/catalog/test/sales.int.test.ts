import { randomUUID } from 'node:crypto';
import { padSku, parisToday, productSold, productStatusChanged } from '@consign/contracts';
import { useCatalog } from './catalog-fixture';

const { catalog, DEMO, OTHER, ids, staff, seller, call, product } = useCatalog();

const sell = async (body: unknown, headers: Record<string, string> = {}, o = DEMO) =>
  call('POST', `/api/${o.orgSlug}/sales`, await staff(o), body, headers);
const statusOf = async (id: string) => (await call('GET', `/api/demo/products/${id}`, await staff())).body.data.status;
const outbox = (type: string) => catalog().deps.db('outbox').where({ type }).orderBy('seq');

test('a basket of three items, named by padded SKU, bare SKU and id, sells at the given prices with split cash and card', async () => {
  const [a, b, c] = [await product({ price: 100 }), await product({ price: 200, consignmentSplit: 0.5 }), await product({ price: 50 })];
  const res = await sell({
    storeId: ids.store,
    items: [{ sku: a.skuPadded }, { sku: b.sku, price: '150,50' }, { productId: c.id }],
    payment: [
      { method: 'card', amount: 100 },
      { method: 'cash', amount: 300 },
    ],
  });
  expect(res.status).toBe(201);
  const sale = res.body.data;
  expect(sale).toMatchObject({ storeId: ids.store, storeName: 'Grünerløkka', total: 300.5, change: 99.5, currency: 'NOK' });
  expect(sale.number).toBeGreaterThan(0);
  expect(sale.items).toEqual([
    expect.objectContaining({ productId: a.id, sku: a.sku, name: 'Wool jacket', price: 100, listedPrice: 100, sellerShare: 60 }),
    expect.objectContaining({ productId: b.id, price: 150.5, listedPrice: 200, sellerShare: 75.25 }),
    expect.objectContaining({ productId: c.id, price: 50, sellerShare: 30 }),
  ]);
  // What each method paid of the total: the cash beyond it went back as change.
  expect(sale.payment).toEqual([
    { method: 'card', amount: 100 },
    { method: 'cash', amount: 200.5 },
  ]);
  for (const p of [a, b, c]) expect(await statusOf(p.id)).toBe('sold');

  const sold = (await outbox(productSold.type)).map((r) => r.payload.data).filter((d) => d.saleId === sale.id);
  expect(sold.find((d) => d.id === b.id)).toMatchObject({ price: 200_00, salePrice: 150_50, saleId: sale.id });
  expect(await call('GET', `/api/demo/sales/${sale.id}`, await staff())).toMatchObject({ status: 200, body: { data: sale } });
});

test('two tills scanning the same item at the same moment: exactly one sale', async () => {
  for (let round = 0; round < 5; round += 1) {
    const item = await product();
    const replies = await Promise.all(
      [0, 1].map(() => sell({ storeId: ids.store, items: [{ productId: item.id }], payment: { method: 'card' } })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await catalog().deps.db('sale_items').where({ product_id: item.id })).toHaveLength(1);
  }
});

test('a sale is all or nothing: one item not for sale is a 409 naming it, and nothing is sold', async () => {
  const fine = await product();
  const gone = await product({ name: 'Silk scarf', status: 'pick-up' });
  const before = await catalog().deps.db('sales').count('* as n').first();
  const res = await sell({ storeId: ids.store, items: [{ productId: fine.id }, { sku: gone.sku }], payment: { method: 'cash' } });
  expect(res.status).toBe(409);
  expect(res.body.message).toBe(`Silk scarf (${padSku(gone.sku)}) is not for sale: it is pick-up`);
  expect(await statusOf(fine.id)).toBe('active');
  expect(await catalog().deps.db('sales').count('* as n').first()).toEqual(before);
});

test('bad baskets are refused with a clear 4xx and change nothing', async () => {
  const item = await product();
  const twice = await sell({ storeId: ids.store, items: [{ productId: item.id }, { sku: padSku(item.sku) }], payment: { method: 'cash' } });
  expect(twice).toMatchObject({ status: 400, body: { message: 'The same product is in the sale twice' } });
  const short = await sell({ storeId: ids.store, items: [{ productId: item.id }], payment: { method: 'card', amount: 1 } });
  expect(short).toMatchObject({ status: 400, body: { message: 'The payments do not cover the total' } });
  const cardOver = await sell({ storeId: ids.store, items: [{ productId: item.id }], payment: { method: 'card', amount: 5000 } });
  expect(cardOver.status).toBe(400);
  const unknown = await sell({ storeId: ids.store, items: [{ sku: 999999 }], payment: { method: 'cash' } });
  expect(unknown).toMatchObject({ status: 404, body: { message: 'Product 999999 not found' } });
  const noItems = await sell({ storeId: ids.store, items: [], payment: { method: 'cash' } });
  expect(noItems.status).toBe(400);
  expect(await statusOf(item.id)).toBe('active');
});

test("a seller's token is a 403; another organization sees none of it", async () => {
  const item = await product();
  const asSeller = await call('POST', '/api/demo/sales', await seller(ids.KARI), {
    storeId: ids.store,
    items: [{ productId: item.id }],
    payment: { method: 'cash' },
  });
  expect(asSeller.status).toBe(403);
  expect((await call('GET', '/api/demo/sales', await seller(ids.KARI))).status).toBe(403);

  const sale = (await sell({ storeId: ids.store, items: [{ productId: item.id }], payment: { method: 'cash' } })).body.data;
  const stranger = await staff(OTHER);
  expect((await call('GET', `/api/other/sales/${sale.id}`, stranger)).status).toBe(404);
  expect((await call('GET', '/api/other/sales', stranger)).body.data).toEqual([]);
  expect((await call('POST', `/api/other/sales/${sale.id}/returns`, stranger, { items: [{ productId: item.id }] })).status).toBe(404);
  // Another organization's product and store are not there to sell.
  const theirs = await product({}, OTHER);
  expect((await sell({ storeId: ids.otherStore, items: [{ productId: theirs.id }], payment: { method: 'cash' } })).status).toBe(400);
  expect((await sell({ storeId: ids.store, items: [{ productId: theirs.id }], payment: { method: 'cash' } })).status).toBe(404);
});

test('an Idempotency-Key replays the first answer and sells once; the same key with another basket is a 422', async () => {
  const item = await product();
  const body = { storeId: ids.store, items: [{ productId: item.id }], payment: { method: 'cash' } };
  const key = { 'idempotency-key': randomUUID() };
  const [first, again] = await Promise.all([sell(body, key), sell(body, key)]);
  expect(first.status).toBe(201);
  expect(again).toMatchObject({ status: 201, body: first.body });
  expect(await catalog().deps.db('sale_items').where({ product_id: item.id })).toHaveLength(1);
  const other = await product();
  const reused = await sell({ ...body, items: [{ productId: other.id }] }, key);
  expect(reused.status).toBe(422);
  expect(await statusOf(other.id)).toBe('active');
});

test('a return puts the item back on the rail (or marks it damaged) once, and says so to the ledger', async () => {
  const [keep, back, broken] = [await product(), await product({ price: 80 }), await product()];
  const sale = (
    await sell({
      storeId: ids.store,
      items: [{ productId: keep.id }, { productId: back.id }, { productId: broken.id }],
      payment: { method: 'cash' },
    })
  ).body.data;
  const path = `/api/demo/sales/${sale.id}/returns`;
  const returned = await call('POST', path, await staff(), {
    items: [{ productId: back.id }, { productId: broken.id, damaged: true }],
    reason: 'Wrong size',
  });
  expect(returned.status).toBe(201);
  expect(returned.body.data.returns).toEqual([
    expect.objectContaining({ productIds: [back.id, broken.id], reason: 'Wrong size', amount: 80 + 1200 }),
  ]);
  expect(returned.body.data.items.map((i: { returned: boolean }) => i.returned)).toEqual([false, true, true]);
  expect([await statusOf(keep.id), await statusOf(back.id), await statusOf(broken.id)]).toEqual(['sold', 'active', 'damaged']);
  const changes = (await outbox(productStatusChanged.type)).map((r) => r.payload.data).filter((d) => d.id === back.id);
  expect(changes.map((d) => `${d.from}→${d.to}`)).toEqual(['active→sold', 'sold→active']);

  const again = await call('POST', path, await staff(), { items: [{ productId: back.id }] });
  expect(again).toMatchObject({ status: 409, body: { message: 'Wool jacket was already returned' } });
  const stranger = await call('POST', path, await staff(), { items: [{ productId: randomUUID() }] });
  expect(stranger).toMatchObject({ status: 400, body: { message: 'The product is not part of this sale' } });

  // Back on the rail, it sells again.
  const resold = await sell({ storeId: ids.store, items: [{ productId: back.id }], payment: { method: 'card' } });
  expect(resold.status).toBe(201);
});

test("an item sold at the counter leaves 'sold' by a return only: a status edit is a 422 that says so and changes nothing", async () => {
  const item = await product({ name: 'Linen shirt' });
  const sale = (await sell({ storeId: ids.store, items: [{ productId: item.id }], payment: { method: 'cash' } })).body.data;
  const edit = await call('PATCH', `/api/demo/products/${item.id}`, await staff(), { status: 'active' });
  expect(edit).toMatchObject({
    status: 422,
    body: { message: `Linen shirt was sold at the counter in sale ${sale.numberPadded}: take it back with a return` },
  });
  expect(await statusOf(item.id)).toBe('sold');

  await call('POST', `/api/demo/sales/${sale.id}/returns`, await staff(), { items: [{ productId: item.id, damaged: true }] });
  // Returned (here as damaged), it is the shop's to set again, and sells again.
  expect((await call('PATCH', `/api/demo/products/${item.id}`, await staff(), { status: 'active' })).status).toBe(200);
  expect((await sell({ storeId: ids.store, items: [{ productId: item.id }], payment: { method: 'card' } })).status).toBe(201);
});

test("the day report counts the day's sales by method, the consignors' and the shop's share, and the returns", async () => {
  const { body } = await call('POST', '/api/demo/stores', await staff(), { name: 'Majorstuen' });
  const storeId = body.data.id;
  const [a, b, c] = [await product({ price: 100 }), await product({ price: 200, storeOwned: true }), await product({ price: 300 })];
  await sell({ storeId, items: [{ productId: a.id }, { productId: b.id }], payment: [{ method: 'cash', amount: 500 }] });
  const second = (
    await sell({
      storeId,
      items: [{ productId: c.id, price: 250 }],
      payment: [{ method: 'card', amount: 200 }, { method: 'other' }],
    })
  ).body.data;
  await call('POST', `/api/demo/sales/${second.id}/returns`, await staff(), { items: [{ productId: c.id }] });

  const report = await call('GET', `/api/demo/sales/report?storeId=${storeId}&date=${parisToday()}`, await staff());
  expect(report.status).toBe(200);
  expect(report.body.data).toEqual({
    date: parisToday(),
    storeId,
    currency: 'NOK',
    count: 2,
    total: 550,
    byMethod: { cash: 300, card: 200, store_credit: 0, other: 50 },
    sellersShare: 60 + 150,
    shopShare: 550 - 210,
    returns: { count: 1, items: 1, total: 250, sellersShare: 150 },
  });
  const list = await call('GET', `/api/demo/sales?storeId=${storeId}`, await staff());
  expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([second.id, expect.any(String)]);
  const byNumber = await call('GET', `/api/demo/sales?number=${second.number}`, await staff());
  expect(byNumber.body.data.map((s: { id: string }) => s.id)).toEqual([second.id]);
  const yesterday = await call('GET', `/api/demo/sales/report?storeId=${storeId}&date=2020-01-01`, await staff());
  expect(yesterday.body.data).toMatchObject({ count: 0, total: 0, returns: { count: 0 } });
  expect((await call('GET', '/api/demo/sales/report?date=tomorrow', await staff())).status).toBe(400);
});

test('the receipt is a PDF on an 80 mm roll or on A4, and shows a return once it is taken', async () => {
  const [a, b] = [await product(), await product()];
  const sale = (await sell({ storeId: ids.store, items: [{ productId: a.id }, { productId: b.id }], payment: { method: 'card' } })).body
    .data;
  expect((await call('GET', `/api/demo/sales/${sale.id}/receipt`, null)).status).toBe(401);
  const get = async (format = '') => call('GET', `/api/demo/sales/${sale.id}/receipt${format}`, await staff());
  const roll = await get();
  expect(roll.status).toBe(200);
  expect(roll.headers.get('content-type')).toBe('application/pdf');
  const mediaBox = (pdf: Buffer) => /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'))!.slice(1).map(Number);
  expect(mediaBox(roll.bytes)[0]).toBeCloseTo((80 / 25.4) * 72, 1);
  const a4 = await get('?format=a4');
  expect(mediaBox(a4.bytes).map(Math.round)).toEqual([595, 842]);
  expect((await get('?format=letter')).status).toBe(400);
  expect((await call('GET', `/api/other/sales/${sale.id}/receipt`, await staff(OTHER))).status).toBe(404);

  expect((await get()).bytes.equals(roll.bytes)).toBe(true);
  await call('POST', `/api/demo/sales/${sale.id}/returns`, await staff(), { items: [{ productId: b.id }] });
  expect((await get()).bytes.equals(roll.bytes)).toBe(false);
});

test("an item's seller share is what the ledger will credit: its share of the sale price less the organization's fees on sales", async () => {
  const db = catalog().deps.db;
  const { config } = await db('organizations').where({ id: DEMO.org }).first();
  const fees = [
    { to: 'organization', type: 'percentage', amount: 10 },
    { to: 'product', type: 'flat', amount: 5 },
  ];
  await db('organizations')
    .where({ id: DEMO.org })
    .update({ config: { ...config, consignment: { ...config.consignment, fees } } });
  try {
    const [coat, cheap] = [await product({ price: 200 }), await product({ price: 10 })];
    const sale = await sell({
      storeId: ids.store,
      items: [{ productId: coat.id, price: 150 }, { productId: cheap.id }],
      payment: { method: 'card' },
    });
    // 150 × 0.6 = 90, less 10 % of 150 and 5 flat: 70. A fee never takes more than the share: 10 × 0.6 = 6 − 6 = 0.
    expect(sale.body.data.items.map((i: { sellerShare: number }) => i.sellerShare)).toEqual([70, 0]);
  } finally {
    await db('organizations').where({ id: DEMO.org }).update({ config });
  }
});
