import { useCatalog } from './catalog-fixture';

const h = useCatalog();

const decide = async (id: string, token: string, body: unknown, org = 'demo') =>
  h.call('POST', `/api/${org}/products/${id}/expiry-decision`, token, body);
const history = async (id: string) => (await h.call('GET', `/api/demo/products/${id}/history`, await h.staff())).body.data;
const DAY = 86_400_000;

test('extend moves the expiry by the organization’s expiry days, once; a second extend is 422 and changes nothing', async () => {
  const p = await h.product({ seller: { id: h.ids.KARI } });
  const kari = await h.seller(h.ids.KARI);
  const first = await decide(p.id, kari, { action: 'extend' });
  expect(first.status).toBe(200);
  // The fixture's organization keeps items 30 days.
  expect(Date.parse(first.body.data.expiringAt) - Date.parse(p.expiringAt)).toBe(30 * DAY);
  const second = await decide(p.id, kari, { action: 'extend' });
  expect(second.status).toBe(422);
  expect(second.body.message).toBe('This item has already been extended once');
  expect((await h.call('GET', `/api/demo/products/${p.id}`, kari)).body.data.expiringAt).toBe(first.body.data.expiringAt);
  // Staff cannot grant a second one either.
  expect((await decide(p.id, await h.staff(), { action: 'extend' })).status).toBe(422);
});

test('reprice lowers the price (decimal comma accepted) and is a history line by the seller; a higher or equal price is 422', async () => {
  const p = await h.product({ seller: { id: h.ids.KARI }, price: 1200 });
  const kari = await h.seller(h.ids.KARI);
  expect((await decide(p.id, kari, { action: 'reprice', price: 1300 })).status).toBe(422);
  expect((await decide(p.id, kari, { action: 'reprice', price: 1200 })).status).toBe(422);
  const missing = await decide(p.id, kari, { action: 'reprice' });
  expect(missing.status).toBe(400);
  const res = await decide(p.id, kari, { action: 'reprice', price: '899,50' });
  expect(res.status).toBe(200);
  expect(res.body.data.price).toBe(899.5);
  expect((await history(p.id)).at(-1)).toMatchObject({ type: 'price', from: 1200, to: 899.5, by: 'seller' });
});

test('collect sets pick-up and donate sets donated, each a status line by whoever decided; a decided item takes no other decision', async () => {
  const kari = await h.seller(h.ids.KARI);
  const collect = await h.product({ seller: { id: h.ids.KARI } });
  const res = await decide(collect.id, kari, { action: 'collect' });
  expect(res.status).toBe(200);
  expect(res.body.data.status).toBe('pick-up');
  expect(res.body.data.meta.pickUpAt).not.toBeNull();
  expect((await history(collect.id)).at(-1)).toMatchObject({ type: 'status', from: 'active', to: 'pick-up', by: 'seller' });
  expect((await decide(collect.id, kari, { action: 'donate' })).status).toBe(422);

  const donate = await h.product({ seller: { id: h.ids.OLA } });
  const byStaff = await decide(donate.id, await h.staff(), { action: 'donate' });
  expect(byStaff.status).toBe(200);
  expect(byStaff.body.data.status).toBe('donated');
  expect((await history(donate.id)).at(-1)).toMatchObject({ type: 'status', to: 'donated', by: 'staff' });
});

test("another consignor's item is 404, another organization's too; a bad action is 400; nothing changes", async () => {
  const p = await h.product({ seller: { id: h.ids.OLA }, price: 500 });
  expect((await decide(p.id, await h.seller(h.ids.KARI), { action: 'reprice', price: 100 })).status).toBe(404);
  expect((await decide(p.id, await h.staff(h.OTHER), { action: 'donate' }, 'other')).status).toBe(404);
  const bad = await decide(p.id, await h.seller(h.ids.OLA), { action: 'burn' });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toBe('Choose extend, reprice, collect or donate');
  const after = (await h.call('GET', `/api/demo/products/${p.id}`, await h.staff())).body.data;
  expect([after.status, after.price, after.expiringAt]).toEqual([p.status, 500, p.expiringAt]);
});
