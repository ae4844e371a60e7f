import { randomUUID } from 'node:crypto';
import { RULE_MESSAGES } from '@consign/contracts';
import { useCatalog } from './catalog-fixture';

const { catalog, DEMO, OTHER, ids, staff, seller, call, product } = useCatalog();

describe('search', () => {
  let jacket: { id: string; sku: number; skuPadded: string };
  beforeAll(async () => {
    jacket = await product({ name: 'Vintage wool jacket', brand: { slug: 'holzweiler', name: 'Holzweiler' } });
    await product({ name: 'Silk dress', brand: { slug: 'ganni', name: 'Ganni' }, category: { name: 'Dress' } });
    await product({ name: 'Denim jeans', brand: { slug: 'levis', name: "Levi's" }, category: { name: 'Jeans' } });
    for (let i = 0; i < 5; i++) await product({ name: `Wool sweater ${i}`, brand: { slug: 'arket', name: 'Arket' } });
    await product({ name: 'Wool scarf' }, OTHER);
  });
  const search = async (query: string, o = DEMO) => call('POST', `/api/${o.orgSlug}/search`, await staff(o), { query });

  test('finds products by name, brand (with a typo) and SKU, at most 3, best first', async () => {
    expect((await search('vintage jacket')).body).toEqual([{ entity_type: 'product', entity_id: jacket.id }]);
    expect((await search('holzwiler')).body).toEqual([{ entity_type: 'product', entity_id: jacket.id }]);
    expect((await search('vintaje jaket')).body).toEqual([{ entity_type: 'product', entity_id: jacket.id }]);
    expect((await search(jacket.skuPadded)).body[0]).toEqual({ entity_type: 'product', entity_id: jacket.id });
    expect((await search(String(jacket.sku))).body[0]).toEqual({ entity_type: 'product', entity_id: jacket.id });
    expect((await search(jacket.skuPadded.slice(0, 5))).body[0]).toEqual({ entity_type: 'product', entity_id: jacket.id });
    expect((await search('wool')).body).toHaveLength(3);
  });

  test("a SKU is found as results show it ('#000233'), padded ('000233') or plain ('233')", async () => {
    const first = (query: string) => search(query).then((r) => r.body[0]);
    const hit = { entity_type: 'product', entity_id: jacket.id };
    expect(await first(`#${jacket.skuPadded}`)).toEqual(hit);
    expect(await first(jacket.skuPadded)).toEqual(hit);
    expect(await first(String(jacket.sku))).toEqual(hit);
  });

  test("a word is compared with whole words: 'hans' does not find 'Jeans' by H&M, a brand with a typo still finds it", async () => {
    const jeans = await product({ name: 'Jeans', brand: { slug: 'hm', name: 'H&M' } });
    expect((await search('hans')).body).toEqual([]);
    expect((await search('jaens h&m')).body).toEqual([{ entity_type: 'product', entity_id: jeans.id }]);
  });

  test("a word corrected to a product's word holding query syntax ('nettbutikk.no/ulgenser:vinter') finds it", async () => {
    const pasted = await product({ name: 'Genser fra nettbutikk.no/ulgenser:vinter' });
    const found = await search('ullgenser');
    expect({ status: found.status, body: found.body }).toEqual({ status: 200, body: [{ entity_type: 'product', entity_id: pasted.id }] });
  });

  test('one or two characters answer by prefix; an empty query answers nothing', async () => {
    const short = (await search('si')).body;
    expect(short).toHaveLength(1);
    expect((await search('')).body).toEqual([]);
    expect((await search('zzzzzz')).body).toEqual([]);
  });

  test('stays inside the organization and is for staff only', async () => {
    expect((await search('scarf')).body).toEqual([]);
    expect((await search('scarf', OTHER)).body).toHaveLength(1);
    const asSeller = await call('POST', '/api/demo/search', await seller(ids.KARI), { query: 'wool' });
    expect(asSeller.status).toBe(403);
  });
});

describe('price assistant', () => {
  test("learns from the organization's sold products, with its basis and thread", async () => {
    const none = await call('POST', '/api/other/assistant', await staff(OTHER), { brand: 'Ganni', category: 'Dress' });
    expect(none.body).toMatchObject({ predictedPrice: null, error: 'Failed to get AI prediction', basis: null });
    expect(none.body.threadId).toEqual(expect.any(String));

    for (const price of [800, 1000, 1200])
      await product({ name: 'Coat', brand: { slug: 'acne', name: 'Acne Studios' }, category: { name: 'Coat' }, price, status: 'sold' });
    await product({ name: 'Tee', brand: { slug: 'hm', name: 'H&M' }, category: { name: 'T-shirt' }, price: 100, status: 'sold' });
    const reply = await call('POST', '/api/demo/assistant', await staff(), {
      brand: { name: 'Acne Studios' },
      category: 'Coat',
      material: 'Wool',
      attractiveness: 'medium',
      threadId: 'thread-1',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      threadId: 'thread-1',
      error: null,
      basis: { comparableSales: 3, level: 'brand+category+material' },
    });
    expect(reply.body.predictedPrice).toBeGreaterThan(500);
    expect(reply.body.predictedPrice).toBeLessThan(1200);
    expect(reply.body.basis.low).toBeLessThanOrEqual(reply.body.basis.high);
    expect((await call('POST', '/api/demo/assistant', await seller(ids.KARI), {})).status).toBe(403);
  });
});

describe('impact', () => {
  test("counts a seller's sold products; a seller reads only their own", async () => {
    const fresh = randomUUID();
    await catalogSeller(fresh);
    await product({ seller: { id: fresh }, category: { name: 'Jeans' }, status: 'sold' });
    await product({ seller: { id: fresh }, category: { name: 'T-shirt' }, status: 'sold' });
    await product({ seller: { id: fresh }, category: { name: 'T-shirt' } });
    const impact = await call('GET', `/api/demo/sellers/${fresh}/impact`, await staff());
    expect(impact.body).toEqual({ co2Saved: 40.4, waterSaved: 6481, itemsSold: 2 });
    expect((await call('GET', `/api/demo/sellers/${fresh}/impact`, await seller(fresh))).body.itemsSold).toBe(2);
    const other = await call('GET', `/api/demo/sellers/${fresh}/impact`, await seller(ids.OLA));
    expect([other.status, other.body.message]).toEqual([403, 'You can only see your own impact']);
    expect((await call('GET', `/api/other/sellers/${fresh}/impact`, await staff(OTHER))).body.itemsSold).toBe(0);
  });

  test('with impact turned off in the seller experience, a seller is refused their impact; staff still read it', async () => {
    const fresh = randomUUID();
    await catalogSeller(fresh);
    const replica = catalog().deps.db('organizations').where({ id: DEMO.org });
    const { config } = await replica.clone().first();
    await replica.clone().update({ config: { ...config, sellerExperience: { ...config.sellerExperience, impactEnabled: false } } });
    try {
      const refused = await call('GET', `/api/demo/sellers/${fresh}/impact`, await seller(fresh));
      expect([refused.status, refused.body.message]).toEqual([403, RULE_MESSAGES.sellerExperience.impactOff]);
      expect((await call('GET', `/api/demo/sellers/${fresh}/impact`, await staff())).status).toBe(200);
    } finally {
      await replica.clone().update({ config });
    }
    expect((await call('GET', `/api/demo/sellers/${fresh}/impact`, await seller(fresh))).status).toBe(200);
  });
});

async function catalogSeller(id: string) {
  await catalog()
    .deps.db('sellers')
    .insert({ id, org_id: DEMO.org, full_name: 'Fresh Seller', account_number: 9, source_updated_at: new Date() });
}
