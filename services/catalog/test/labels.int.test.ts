import { readdirSync } from 'node:fs';
import path from 'node:path';
import { useCatalog } from './catalog-fixture';

const { catalog, DEMO, OTHER, ids, staff, seller, call, product, dataDir } = useCatalog();

const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
const mediaBox = (pdf: Buffer) =>
  /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/
    .exec(pdf.toString('latin1'))!
    .slice(1)
    .map((n) => Math.round(Number(n) * 10) / 10);
const cached = () => readdirSync(path.join(dataDir, 'storage', 'labels', DEMO.org)).filter((f) => f.endsWith('.pdf'));

test('a label is a PDF of 31.75 × 57.15 mm by default, rendered once by the worker and then served from the cache', async () => {
  const p = await product({ name: 'Wool jacket', price: '1 234,50' });
  const first = await call('GET', `/api/demo/products/${p.id}/${p.skuPadded}`, await staff());
  expect(first.status).toBe(200);
  expect(first.headers.get('content-type')).toBe('application/pdf');
  expect(first.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pages(first.bytes)).toBe(1);
  expect(mediaBox(first.bytes)).toEqual([90, 162]); // 31.75 mm and 57.15 mm in points
  // The fonts travel with the file (a viewer's substitute for Helvetica clipped the price), and the title is the product.
  const text = first.bytes.toString('latin1');
  expect(text).toContain('/FontFile2');
  expect(text).not.toContain('/BaseFont /Helvetica');
  const titleRef = /\/Title (\d+) 0 R/.exec(text)![1];
  expect(text).toContain(`${titleRef} 0 obj\n(Wool jacket)`);
  const before = cached();
  const again = await call('GET', `/api/demo/products/${p.id}/${p.sku}`, await staff());
  expect(again.bytes.equals(first.bytes)).toBe(true);
  expect(cached()).toEqual(before);

  // A changed product renders anew; another size is another file.
  await call('PATCH', `/api/demo/products/${p.id}`, await staff(), { name: 'Wool coat' });
  const changed = await call('GET', `/api/demo/products/${p.id}/${p.skuPadded}`, await staff());
  expect(changed.bytes.equals(first.bytes)).toBe(false);
  const sized = await call('GET', `/api/demo/products/${p.id}/${p.skuPadded}?widthInMm=40&heightInMm=55&currency=EUR`, await staff());
  expect(mediaBox(sized.bytes)).toEqual([113.4, 155.9]);
  expect(cached()).toHaveLength(before.length + 2);
});

test("without a size in the query, a label has the organization's size (Settings → Labels)", async () => {
  const db = catalog().deps.db;
  const { config } = await db('organizations').where({ id: OTHER.org }).first();
  await db('organizations')
    .where({ id: OTHER.org })
    .update({ config: { ...config, labels: { widthInMm: 40, heightInMm: 55 } } });
  const p = (
    await call('POST', '/api/other/products', await staff(OTHER), {
      name: 'Linen shirt',
      price: '300',
      store: { id: ids.otherStore },
      seller: { id: ids.STRANGER },
    })
  ).body.data as { id: string; skuPadded: string };
  expect(mediaBox((await call('GET', `/api/other/products/${p.id}/${p.skuPadded}`, await staff(OTHER))).bytes)).toEqual([113.4, 155.9]);
});

test('bulk labels: one PDF, one page per product; bad requests get their message', async () => {
  const a = await product({ name: 'A' });
  const b = await product({ name: 'B' });
  const bulk = await call('POST', '/api/demo/products/labels', await staff(), { ids: [a.id, b.id, a.id] });
  expect(bulk.status).toBe(200);
  expect(pages(bulk.bytes)).toBe(3);

  const wrongSku = await call('GET', `/api/demo/products/${a.id}/${b.skuPadded}`, await staff());
  expect([wrongSku.status, wrongSku.body.message]).toEqual([404, 'Product not found']);
  const unknown = await call('POST', '/api/demo/products/labels', await staff(), { ids: [a.id, ids.KARI] });
  expect([unknown.status, unknown.body.message]).toEqual([404, 'Product not found']);
  const empty = await call('POST', '/api/demo/products/labels', await staff(), { ids: [] });
  expect([empty.status, empty.body.message]).toEqual([400, 'Choose at least one product']);
  const tiny = await call('GET', `/api/demo/products/${a.id}/${a.skuPadded}?widthInMm=5`, await staff());
  expect([tiny.status, tiny.body.message]).toEqual([400, 'Label size must be between 15 and 150 mm']);
  expect((await call('GET', `/api/demo/products/${a.id}/${a.skuPadded}`, await seller(ids.KARI))).status).toBe(403);
});
