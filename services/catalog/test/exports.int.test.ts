import { parisDay } from '@consign/contracts';
import { readCsv } from '@consign/kit';
import { useCatalog } from './catalog-fixture';

const { DEMO, OTHER, ids, staff, seller, call, product } = useCatalog();

test('the products export: every page in SKU order, Norwegian letters and decimal commas for ";", the list filters, staff only', async () => {
  const made = [
    await product({ name: 'Blå kåpe', price: 1234.5 }),
    await product({ name: 'Grønn genser', price: 300, seller: { id: ids.OLA } }),
    await product({ name: 'Ærlig skjørt', price: 99.9 }),
  ];
  await product({ name: 'Fremmed vare' }, OTHER);

  const all = await call('GET', '/api/demo/exports/products.csv?delimiter=;', await staff());
  expect([all.status, all.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
  expect([...all.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const table = readCsv(all.bytes);
  expect(table.headers.slice(0, 3)).toEqual(['SKU', 'Name', 'Status']);
  expect(table.rows.map((r) => [r.cells[0], r.cells[1], r.cells[7], r.cells[8]])).toEqual([
    [String(made[0].sku), 'Blå kåpe', '1234,50', 'Kari Hansen'],
    [String(made[1].sku), 'Grønn genser', '300,00', 'Ola Nordmann'],
    [String(made[2].sku), 'Ærlig skjørt', '99,90', 'Kari Hansen'],
  ]);

  const ola = readCsv((await call('GET', `/api/demo/exports/products.csv?sellerId=${ids.OLA}`, await staff())).bytes);
  expect([ola.delimiter, ola.rows.map((r) => [r.cells[1], r.cells[7]])]).toEqual([',', [['Grønn genser', '300.00']]]);

  expect((await call('GET', '/api/demo/exports/products.csv', await seller(ids.KARI))).status).toBe(403);
  expect((await call('GET', '/api/other/exports/products.csv', await staff(DEMO))).status).toBe(403);
  expect((await call('GET', '/api/demo/exports/products.csv?delimiter=|', await staff())).status).toBe(400);
});

test('the sales export: one line per sold item in receipt order with its split, returns marked, the day and store filters, staff only', async () => {
  const [a, b] = [
    await product({ name: 'Blå kåpe', price: 200 }),
    await product({ name: 'Grønn genser', price: 100, seller: { id: ids.OLA } }),
  ];
  const sell = async (body: unknown, o = DEMO) => {
    const res = await call('POST', `/api/${o.orgSlug}/sales`, await staff(o), body);
    expect(res.status).toBe(201);
    return res.body.data;
  };
  const first = await sell({ storeId: ids.store, items: [{ productId: a.id, price: '150,50' }], payment: { method: 'card' } });
  const second = await sell({
    storeId: ids.store,
    items: [{ productId: b.id }],
    payment: [
      { method: 'cash', amount: 50 },
      { method: 'card', amount: 50 },
    ],
  });
  expect((await call('POST', `/api/demo/sales/${second.id}/returns`, await staff(), { items: [{ productId: b.id }] })).status).toBe(201);
  const theirs = await product({ name: 'Fremmed vare' }, OTHER);
  await sell({ storeId: ids.otherStore, items: [{ productId: theirs.id }], payment: { method: 'cash' } }, OTHER);

  const all = await call('GET', '/api/demo/exports/sales.csv?delimiter=;', await staff());
  expect([all.status, all.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
  expect([...all.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const table = readCsv(all.bytes);
  expect(table.headers).toEqual([
    'Receipt',
    'Date',
    'Store',
    'Payment',
    'SKU',
    'Item',
    'Seller',
    'Listed price',
    'Price',
    'Seller share',
    'Shop share',
    'Currency',
    'Returned',
  ]);
  const lines = table.rows.map((r) => [...r.cells.slice(0, 1), ...r.cells.slice(2, 12), r.cells[12] !== '']);
  expect(lines).toEqual([
    [
      String(first.number),
      'Grünerløkka',
      'card',
      a.skuPadded,
      'Blå kåpe',
      'Kari Hansen',
      '200,00',
      '150,50',
      '90,30',
      '60,20',
      'NOK',
      false,
    ],
    [
      String(second.number),
      'Grünerløkka',
      'cash + card',
      b.skuPadded,
      'Grønn genser',
      'Ola Nordmann',
      '100,00',
      '100,00',
      '60,00',
      '40,00',
      'NOK',
      true,
    ],
  ]);

  const today = (
    await call('GET', `/api/demo/exports/sales.csv?storeId=${ids.store}&date=${parisDay(new Date(first.createdAt))}`, await staff())
  ).bytes;
  expect(readCsv(today).rows).toHaveLength(2);
  const tomorrow = parisDay(new Date(Date.now() + 86_400_000));
  expect(readCsv((await call('GET', `/api/demo/exports/sales.csv?from=${tomorrow}`, await staff())).bytes).rows).toEqual([]);

  expect((await call('GET', '/api/demo/exports/sales.csv', await seller(ids.KARI))).status).toBe(403);
  expect((await call('GET', '/api/other/exports/sales.csv', await staff(DEMO))).status).toBe(403);
  expect((await call('GET', '/api/demo/exports/sales.csv?from=soon', await staff())).status).toBe(400);
});
