import type { ImportJobView, ImportResult } from '@consign/contracts';
import { readCsv } from '@consign/kit';
import { useCatalog } from './catalog-fixture';

const { catalog, DEMO, OTHER, ids, staff, seller, call, product } = useCatalog();

/** A products file as Norwegian Excel saves it: Windows-1252, semicolons, decimal commas, CRLF. */
const productsFile = (existingSku: string) =>
  Buffer.from(
    [
      'Varenummer;Ekstern id;Navn;Merke;Størrelse;Pris;Selger;Butikk;Notat',
      ';A-1;Blå kåpe;Holzweiler;M;1 234,50;0001;Grünerløkka;"pent brukt; litt lo"',
      ';A-2;Grønn genser;;L;300;Ola@Demo.test;majorstuen;',
      ';A-3;;Acne;S;100;1;Grünerløkka;',
      ';A-4;Skjørt;;;gratis;1;Grünerløkka;',
      ';A-5;Jakke;;;200;999;Grünerløkka;',
      ';A-6;Bukse;;;200;1;Bergen;',
      `${existingSku};;Ullkåpe;;;99,90;2;Grünerløkka;`,
      '999999;;Ukjent;;;10;1;Grünerløkka;',
      ';;Uten nøkkel;;;10;1;Grünerløkka;',
      ';A-1;Blå kåpe igjen;;;10;1;Grünerløkka;',
      '',
    ].join('\r\n'),
    'latin1',
  );

const badRows = [
  { row: 4, field: 'name', message: 'Product name is required' },
  { row: 5, field: 'price', message: 'Invalid amount' },
  { row: 6, field: 'seller', message: 'Seller is required' },
  { row: 7, field: 'store', message: 'Store is required' },
  { row: 9, field: 'sku', message: 'Product not found' },
  { row: 10, field: 'sku', message: 'Give the row an SKU or an external id, so importing the file again finds the same product' },
  { row: 11, field: 'externalId', message: 'The same row key appears earlier in the file (row 2)' },
];

async function upload(path: string, body: Buffer, token: string) {
  const res = await fetch(`${catalog().url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body,
  });
  return { status: res.status, body: (await res.json()) as { data: ImportResult; message?: string } };
}

const exported = async () =>
  readCsv((await call('GET', '/api/demo/exports/products.csv', await staff())).bytes).rows.map((r) => [
    r.cells[1],
    r.cells[3],
    r.cells[4],
    r.cells[7],
    r.cells[8],
    r.cells[9],
  ]);

test('a Norwegian Excel file of products: the dry run names the bad rows, the import writes the good ones once, again changes nothing', async () => {
  const db = catalog().deps.db;
  await db('sellers').where({ id: ids.OLA }).update({ email: 'ola@demo.test' });
  await call('POST', '/api/demo/stores', await staff(), { name: 'Majorstuen' });
  const existing = await product({ name: 'Wool coat', price: 500, seller: { id: ids.KARI } });
  const file = productsFile(existing.skuPadded);

  const dry = await upload('/api/demo/imports/products?dryRun=true', file, await staff());
  expect(dry.status).toBe(200);
  expect(dry.body.data).toMatchObject({ rows: 10, valid: 3, created: 2, updated: 1, invalid: badRows });
  expect(dry.body.data.columns.map((c) => c.field)).toEqual([
    'sku',
    'externalId',
    'name',
    'brand',
    'size',
    'price',
    'seller',
    'store',
    null,
  ]);
  expect(await exported()).toHaveLength(1);

  const real = await upload('/api/demo/imports/products', file, await staff());
  expect(real.body.data).toMatchObject({ rows: 10, valid: 3, created: 2, updated: 1, invalid: badRows });
  expect(await exported()).toEqual([
    ['Ullkåpe', 'Holzweiler', 'M', '99.90', 'Ola Nordmann', 'Grünerløkka'],
    ['Blå kåpe', 'Holzweiler', 'M', '1234.50', 'Kari Hansen', 'Grünerløkka'],
    ['Grønn genser', '', 'L', '300.00', 'Ola Nordmann', 'Majorstuen'],
  ]);

  const outbox = await db('outbox').count<{ count: string }[]>('* as count');
  const again = await upload('/api/demo/imports/products', file, await staff());
  expect(again.body.data).toMatchObject({ rows: 10, valid: 3, created: 0, updated: 0, invalid: badRows });
  expect(await exported()).toHaveLength(3);
  expect(await db('outbox').count<{ count: string }[]>('* as count')).toEqual(outbox);
});

test('only staff of the organization import; a file without a key column asks for one', async () => {
  const file = Buffer.from('Navn;Pris;Selger\r\nKjole;100;1\r\n');
  expect((await upload('/api/demo/imports/products', file, await seller(ids.KARI))).status).toBe(403);
  expect((await upload('/api/other/imports/products', file, await staff(DEMO))).status).toBe(403);
  const keyless = await upload('/api/demo/imports/products', file, await staff());
  expect(keyless.body.data).toMatchObject({
    created: 0,
    invalid: [{ row: 1, field: 'sku', message: 'The file has no column for SKU or External id: map one of its columns to either' }],
  });
  expect((await upload('/api/other/imports/products', file, await staff(OTHER))).body.data.created).toBe(0);
});

test('with Prefer: respond-async the import is a job: its progress and result are polled, its result is the one the request gives', async () => {
  const lines = ['Ekstern id;Navn;Pris;Selger;Butikk'];
  for (let i = 0; i < 250; i++) lines.push(`B-${i};Kjole ${i};${100 + i},50;1;Grünerløkka`);
  lines.push('B-250;;100;1;Grünerløkka', 'B-251;Bukse;gratis;1;Grünerløkka');
  const form = () => {
    const body = new FormData();
    body.append('file', new Blob([lines.join('\r\n')], { type: 'text/csv' }), 'products.csv');
    return body;
  };
  const prefer = { prefer: 'respond-async' };
  const imported = async () => {
    const started = await call('POST', '/api/demo/imports/products', await staff(), form(), prefer);
    expect(started.status).toBe(202);
    const path = `/api/demo/imports/products/${started.body.data.id}`;
    let view = started.body.data as ImportJobView;
    const seen: number[] = [];
    while (view.state !== 'completed' && view.state !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      view = (await call<{ data: ImportJobView }>('GET', path, await staff())).body.data;
      seen.push(view.progress);
    }
    expect(view).toMatchObject({ state: 'completed', progress: 100, error: null });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    return { id: started.body.data.id as string, result: view.result! };
  };
  const products = async () =>
    Number((await catalog().deps.db('products').where({ org_id: DEMO.org }).count<{ count: string }[]>('* as count'))[0]!.count);
  const before = await products();

  const dry = (await call<{ data: ImportResult }>('POST', '/api/demo/imports/products?dryRun=true', await staff(), form())).body.data;
  expect(dry).toMatchObject({ rows: 252, valid: 250, created: 250, updated: 0 });
  expect(dry.invalid.map((e) => [e.row, e.field])).toEqual([
    [252, 'name'],
    [253, 'price'],
  ]);
  const first = await imported();
  expect(first.result).toEqual(dry);
  expect(await products()).toBe(before + 250);

  const outbox = await catalog().deps.db('outbox').count<{ count: string }[]>('* as count');
  const again = await imported();
  expect(again.result).toMatchObject({ rows: 252, valid: 250, created: 0, updated: 0, invalid: dry.invalid });
  const inRequest = await call<{ data: ImportResult }>('POST', '/api/demo/imports/products', await staff(), form());
  expect(inRequest.status).toBe(200);
  expect(inRequest.body.data).toEqual(again.result);
  expect(await products()).toBe(before + 250);
  expect(await catalog().deps.db('outbox').count<{ count: string }[]>('* as count')).toEqual(outbox);

  expect((await call('GET', `/api/other/imports/products/${first.id}`, await staff(OTHER))).status).toBe(404);
  expect((await call('GET', `/api/demo/imports/products/${first.id}`, await seller(ids.KARI))).status).toBe(403);
  expect((await call('POST', '/api/demo/imports/products', await seller(ids.KARI), form(), prefer)).status).toBe(403);
}, 120_000);
