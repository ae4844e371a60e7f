import { useCatalog } from './catalog-fixture';

const h = useCatalog();

async function sold(category: string, price: number, days: number) {
  const p = await h.product({ category: { name: category }, price, status: 'sold' });
  const soldAt = new Date('2026-10-20T12:00:00Z');
  await h
    .catalog()
    .deps.db('products')
    .where({ id: p.id })
    .update({ created_at: new Date(soldAt.getTime() - days * 86_400_000), sold_at: soldAt });
}

const guidance = async (id: string, token: string) => h.call('GET', `/api/demo/products/${id}/guidance`, token);

test("similar items' price range and median days to sell come from the shop's own sales; a thin basis shows nothing", async () => {
  for (const [price, days] of [
    [800, 4],
    [900, 8],
    [1000, 10],
    [1100, 12],
    [1200, 30],
  ] as const)
    await sold('Jacket', price, days);
  await sold('Scarf', 300, 3);
  await sold('Scarf', 350, 5);

  const jacket = await h.product({ category: { name: 'Jacket' }, seller: { id: h.ids.KARI } });
  const kari = await h.seller(h.ids.KARI);
  const res = await guidance(jacket.id, kari);
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ days: 10, sales: 5 });
  expect(res.body.data.low).toBeGreaterThanOrEqual(800);
  expect(res.body.data.high).toBeLessThanOrEqual(1200);
  expect(res.body.data.low).toBeLessThan(res.body.data.high);

  const scarf = await h.product({ category: { name: 'Scarf' }, brand: null, material: null, seller: { id: h.ids.KARI } });
  expect((await guidance(scarf.id, kari)).body).toEqual({ data: null });
  expect((await guidance(jacket.id, await h.seller(h.ids.OLA))).status).toBe(404);
});
