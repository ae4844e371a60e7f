import { saleReceiptRequested } from '@consign/contracts';
import { useCatalog } from './catalog-fixture';

const { catalog, DEMO, OTHER, ids, staff, call, product } = useCatalog();

const sell = async (body: unknown) => call('POST', `/api/${DEMO.orgSlug}/sales`, await staff(), body);
const statusOf = async (id: string) => (await call('GET', `/api/demo/products/${id}`, await staff())).body.data.status;
const outbox = (type: string) => catalog().deps.db('outbox').where({ type }).orderBy('seq');

test('a sale price below zero or unreadable is a 400 that sells nothing; above the listed price it is taken as typed', async () => {
  const item = await product({ price: 100 });
  for (const price of [-1, '-0,50', 'ten', '12,345']) {
    const reply = await sell({ storeId: ids.store, items: [{ productId: item.id, price }], payment: { method: 'card' } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/Amount cannot be negative|Invalid amount/);
  }
  expect(await statusOf(item.id)).toBe('active');
  expect(await catalog().deps.db('sale_items').where({ product_id: item.id })).toHaveLength(0);
  // A mislabelled item is corrected at the counter: the consignor's share follows the price it sold for.
  const sold = await sell({ storeId: ids.store, items: [{ productId: item.id, price: '120,50' }], payment: { method: 'card' } });
  expect(sold.status).toBe(201);
  expect(sold.body.data.items[0]).toMatchObject({ listedPrice: 100, price: 120.5 });
});

test('the receipt by e-mail: the PDF as printed goes to notifications in catalog.sale.receipt_requested; a bad address or another org changes nothing', async () => {
  const item = await product();
  const sale = (await sell({ storeId: ids.store, items: [{ productId: item.id }], payment: { method: 'cash' } })).body.data;
  const email = async (body: unknown, o = DEMO) => call('POST', `/api/${o.orgSlug}/sales/${sale.id}/receipt/email`, await staff(o), body);

  for (const body of [{}, { email: 'not-an-address' }, { email: 'buyer@example.test', format: 'letter' }]) {
    expect((await email(body)).status).toBe(400);
  }
  expect((await email({ email: 'buyer@' })).body.message).toBe('Enter a valid e-mail address');
  expect((await email({ email: 'buyer@example.test' }, OTHER)).status).toBe(404);
  expect(await outbox(saleReceiptRequested.type)).toHaveLength(0);

  const sent = await email({ email: ' buyer@example.test ', format: 'a4' });
  expect(sent).toMatchObject({ status: 202, body: { message: 'The receipt is on its way to buyer@example.test' } });
  const [row] = await outbox(saleReceiptRequested.type);
  const event = saleReceiptRequested.parse(typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload);
  expect(event).toMatchObject({ orgId: DEMO.org, aggregateId: sale.id });
  expect(event.data).toMatchObject({
    saleId: sale.id,
    numberPadded: sale.numberPadded,
    email: 'buyer@example.test',
    filename: `receipt-${sale.numberPadded}.pdf`,
  });
  const printed = await call('GET', `/api/demo/sales/${sale.id}/receipt?format=a4`, await staff());
  expect(Buffer.from(event.data.pdf, 'base64').equals(printed.bytes)).toBe(true);
  // The e-mail around the PDF is written in the PDF's language: the till's.
  expect(event.data.language).toBe('en');
  await call(
    'POST',
    `/api/demo/sales/${sale.id}/receipt/email`,
    await staff(),
    { email: 'kjoper@example.test' },
    { 'accept-language': 'nb-NO' },
  );
  const norwegian = (await outbox(saleReceiptRequested.type)).map((r) =>
    saleReceiptRequested.parse(typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload),
  );
  expect(norwegian.find((e) => e.data.email === 'kjoper@example.test')?.data.language).toBe('nb');
});
