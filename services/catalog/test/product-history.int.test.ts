import { randomUUID } from 'node:crypto';
import { productPaidOut } from '@consign/contracts';
import { topicFor } from '@consign/kit';
import { eventually } from '@consign/kit/testing';
import { backfillHistory } from '../src/db/migrations/20261125000400_product_history';
import { useCatalog } from './catalog-fixture';

const h = useCatalog();

const history = async (id: string, token: string, org = 'demo') => h.call('GET', `/api/${org}/products/${id}/history`, token);
const lines = (body: { data: { type: string; from?: unknown; to?: unknown; by: string }[] }) =>
  body.data.map(({ type, from, to, by }) => ({ type, from, to, by }));

test('received, listed, each price change, status changes and the sale, oldest first, by staff', async () => {
  const token = await h.staff();
  const p = await h.product({ price: 1200 });
  expect((await h.call('PATCH', `/api/demo/products/${p.id}`, token, { price: '999,50' })).status).toBe(200);
  expect((await h.call('PATCH', `/api/demo/products/${p.id}`, token, { name: 'Wool coat' })).status).toBe(200);
  expect((await h.call('PATCH', `/api/demo/products/${p.id}`, token, { status: 'sold', price: 950 })).status).toBe(200);

  const res = await history(p.id, token);
  expect(res.status).toBe(200);
  expect(lines(res.body)).toEqual([
    { type: 'received', from: undefined, to: 'active', by: 'staff' },
    { type: 'listed', from: undefined, to: 'active', by: 'staff' },
    { type: 'price', from: 1200, to: 999.5, by: 'staff' },
    { type: 'price', from: 999.5, to: 950, by: 'staff' },
    { type: 'sold', from: 'active', to: 950, by: 'staff' },
  ]);
  const at = res.body.data.map((l: { at: string }) => Date.parse(l.at));
  expect(at.every((t: number, i: number) => !Number.isNaN(t) && (i === 0 || t >= at[i - 1]!))).toBe(true);
});

test('a draft is listed when it goes on the rail; later statuses are status lines', async () => {
  const token = await h.staff();
  const p = await h.product({ status: 'draft' });
  await h.call('PATCH', `/api/demo/products/${p.id}`, token, { status: 'active' });
  await h.call('PATCH', `/api/demo/products/${p.id}`, token, { status: 'pick-up' });
  expect(lines((await history(p.id, token)).body)).toEqual([
    { type: 'received', from: undefined, to: 'draft', by: 'staff' },
    { type: 'listed', from: 'draft', to: 'active', by: 'staff' },
    { type: 'status', from: 'active', to: 'pick-up', by: 'staff' },
  ]);
});

test("a seller reads their own product's history only; another organization never reaches it", async () => {
  const kari = await h.product({ seller: { id: h.ids.KARI } });
  const ola = await h.product({ seller: { id: h.ids.OLA } });
  const seller = await h.seller(h.ids.KARI);
  expect((await history(kari.id, seller)).status).toBe(200);
  const refused = await history(ola.id, seller);
  expect(refused.status).toBe(404);
  expect(refused.body.data).toBeUndefined();
  expect((await history(kari.id, await h.staff(h.OTHER), 'other')).status).toBe(404);
  expect((await history('not-an-id', await h.staff())).status).toBe(404);
});

test('the backfill tells what a row still knows of products without history, and only of those', async () => {
  const token = await h.staff();
  const sold = await h.product({ price: 400 });
  await h.call('PATCH', `/api/demo/products/${sold.id}`, token, { status: 'sold' });
  const draft = await h.product({ status: 'draft' });
  const db = h.catalog().deps.db;
  await db('product_history').whereIn('product_id', [sold.id, draft.id]).delete();

  await backfillHistory(db);
  await backfillHistory(db);

  expect(lines((await history(sold.id, token)).body)).toEqual([
    { type: 'received', from: undefined, to: 'sold', by: 'staff' },
    { type: 'listed', from: undefined, to: 'active', by: 'staff' },
    { type: 'sold', from: undefined, to: 400, by: 'staff' },
  ]);
  expect(lines((await history(draft.id, token)).body)).toEqual([{ type: 'received', from: undefined, to: 'draft', by: 'staff' }]);
});

test("the ledger's paid_out event is a 'paid_out' line with the amount paid out; redelivered, still one line", async () => {
  const token = await h.staff();
  const p = await h.product({ price: 950 });
  await h.call('PATCH', `/api/demo/products/${p.id}`, token, { status: 'sold' });
  const paidOut = (productId: string) =>
    productPaidOut.create({
      source: 'ledger',
      orgId: h.DEMO.org,
      aggregateId: p.id,
      data: {
        productId,
        sellerId: h.ids.KARI,
        payoutId: randomUUID(),
        amount: 570_00,
        currency: 'NOK',
        at: new Date().toISOString(),
        by: 'staff',
      },
    });
  const bus = h.catalog().deps.bus;
  const publish = (e: ReturnType<typeof paidOut>) => bus.publish(topicFor(e.type), p.id, e);
  const event = paidOut(p.id);
  await publish(event);
  await publish(event);
  // An event behind them on the same key (of an item the organization does not have: it records nothing); once
  // it is handled, both copies before it were too.
  const marker = paidOut(randomUUID());
  await publish(marker);
  const inbox = () => h.catalog().deps.db('inbox').where({ consumer: 'catalog.ledger' }).whereIn('event_id', [event.id, marker.id]);
  await eventually(async () => (await inbox()).length === 2);

  const res = await history(p.id, await h.seller(h.ids.KARI));
  expect(res.status).toBe(200);
  expect(lines(res.body).slice(-2)).toEqual([
    { type: 'sold', from: 'active', to: 950, by: 'staff' },
    { type: 'paid_out', from: undefined, to: 570, by: 'staff' },
  ]);
  expect(res.body.data.at(-1).at).toBe(event.data.at);
});
