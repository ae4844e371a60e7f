import { organizationConfigSchema } from '@consign/contracts';
import { useCatalog } from './catalog-fixture';
import { pdfText } from '@consign/kit/testing';

/** Issue 23: labels and receipts in the request's language (the app's Accept-Language), else the organization's. */
const { catalog, OTHER, ids, staff, call, product } = useCatalog();

const NB = { 'accept-language': 'nb' };
const EN = { 'accept-language': 'en' };
// Intl spaces groups and the currency with no-break spaces.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('a sale receipt asked for in Norwegian is written in Norwegian, money as Norway writes it; in English as before', async () => {
  const item = await product({ name: 'Ullkåpe', price: '1 234,50' });
  const sale = (
    await call('POST', '/api/demo/sales', await staff(), {
      storeId: ids.store,
      items: [{ productId: item.id }],
      payment: { method: 'card' },
    })
  ).body.data;
  const receipt = async (headers: Record<string, string>) => {
    const res = await call('GET', `/api/demo/sales/${sale.id}/receipt?format=a4`, await staff(), undefined, headers);
    expect(res.status).toBe(200);
    return spaced(pdfText(res.bytes));
  };

  const nb = await receipt(NB);
  expect(nb).toContain(`Kvittering ${sale.numberPadded} · `);
  expect(nb).toContain('Ullkåpe');
  expect(nb).toContain('Grünerløkka');
  expect(nb).toMatch(/^Totalt$/m);
  expect(nb).toMatch(/^Kort$/m);
  expect(nb).toContain('1 234,50 kr');
  expect(nb).toContain('Takk for at du handler brukt!');

  const en = await receipt(EN);
  expect(en).toContain(`Receipt ${sale.numberPadded} · `);
  expect(en).toMatch(/^Total$/m);
  expect(en).toMatch(/^Card$/m);
  expect(en).toContain('NOK 1,234.50');
  expect(en).toContain('Thank you for shopping second-hand!');
  // The browser's full header picks its first language we speak.
  expect(await receipt({ 'accept-language': 'de-DE,nb-NO;q=0.9,en;q=0.8' })).toContain('Takk for at du handler brukt!');
});

test("a label's price follows the request's language, and without one the organization's default", async () => {
  const item = await product({ name: 'Ullkåpe', price: '1 234,50' });
  const label = async (headers: Record<string, string>, o?: typeof OTHER, p = item) =>
    spaced(
      pdfText(
        (await call('GET', `/api/${o?.orgSlug ?? 'demo'}/products/${p.id}/${p.skuPadded}`, await staff(o), undefined, headers)).bytes,
      ),
    );
  expect(await label(NB)).toContain('1 234,50 kr');
  expect(await label(NB)).toContain('Ullkåpe');
  expect(await label(EN)).toContain('NOK 1,234.50');
  expect(await label({})).toContain('NOK 1,234.50');

  // Settings → Organization: language 'nb' makes Norwegian the default of a request that names none.
  const db = catalog().deps.db;
  const config = organizationConfigSchema.parse({ language: { language: 'nb' } });
  await db('organizations').where({ id: OTHER.org }).update({ config });
  const other = await product({ name: 'Linskjorte', price: '1 234,50' }, OTHER);
  expect(await label({}, OTHER, other)).toContain('1 234,50 €');
  expect(await label(EN, OTHER, other)).toContain('€1,234.50');
});
