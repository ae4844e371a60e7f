import { useCatalog } from './catalog-fixture';

const h = useCatalog();
const db = () => h.catalog().deps.db;
const DAY = 86_400_000;

/** A product of a category, received `age` days ago and, when `soldAfter` is given, sold that many days after. */
async function item(category: string, age: number, soldAfter?: number) {
  const p = await h.product({ category: { name: category } });
  const created = new Date(Date.now() - age * DAY);
  const sold = soldAfter === undefined ? null : new Date(created.getTime() + soldAfter * DAY);
  await db()('products')
    .where({ id: p.id })
    .update({ created_at: created, ...(sold ? { status: 'sold', sold_at: sold } : {}) });
}

test('staff read each category’s sell-through of the last 90 days with a suggested schedule; sellers may not', async () => {
  // Coats: 6 sold in the window (10 days each), 1 sold before it, 2 for sale: 6 / 8.
  for (let i = 0; i < 6; i++) await item('Coat', 30, 10);
  await item('Coat', 200, 10);
  await item('Coat', 5);
  await item('Coat', 50);
  // Shoes: 2 sold, 3 for sale: too thin to suggest.
  await item('Shoes', 40, 20);
  await item('Shoes', 40, 30);
  for (let i = 0; i < 3; i++) await item('Shoes', 60);

  const res = await h.call('GET', '/api/demo/insights/sell-through', await h.staff());
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual([
    { category: 'Coat', sold: 6, forSale: 2, sellThrough: 0.75, medianDaysToSell: 10, suggestion: [{ afterDays: 20, percent: 10 }] },
    { category: 'Shoes', sold: 2, forSale: 3, sellThrough: 0.4, medianDaysToSell: 25, suggestion: null },
  ]);

  expect((await h.call('GET', '/api/demo/insights/sell-through', await h.seller(h.ids.KARI))).status).toBe(403);
  // Another organization sees only its own.
  expect((await h.call('GET', '/api/other/insights/sell-through', await h.staff(h.OTHER))).body.data).toEqual([]);
});
