import { randomUUID } from 'node:crypto';
import { soldProductsPath, type SalesReconciliationView } from '@consign/contracts';
import { internalCallHeaders, signLink } from '@consign/kit';
import { eventually } from '@consign/kit/testing';
import { useDemoStack } from './demo-stack';

// The periodic job runs every second here, so the metric is seen to follow without the endpoint; pages of two
// sold products, so a check spans several pages of catalog and ranges of the ledger's credits.
const { identity, catalog, ledger, signIn, api, gatewayUrl } = useDemoStack({ RECONCILIATION_EVERY_MS: '1000', RECONCILIATION_PAGE: '2' });

async function mismatchGauge(): Promise<number | undefined> {
  const text = await (await fetch(`${ledger().url}/metrics`)).text();
  const line = /^consign_ledger_reconciliation_mismatches\{org="demo"\} (\d+)$/m.exec(text);
  return line ? Number(line[1]) : undefined;
}

test('sold products reconcile with their sale credits; a missing, extra or changed credit shows as a mismatch, and in the metric', async () => {
  const staff = await signIn('staff@demo.test');
  const sellerId = (await identity().deps.db('sellers').where({ email: 'seller@demo.test' }).first('id')).id as string;
  const store = await api<{ data: { id: string } }>(staff, 'POST', '/api/demo/stores', { name: 'Grünerløkka' });
  const product = (name: string, price: string, status: string) =>
    api<{ data: { id: string } }>(staff, 'POST', '/api/demo/products', {
      name,
      price,
      consignmentSplit: 0.5,
      status,
      seller: { id: sellerId },
      store: { id: store.body.data.id },
    }).then((r) => {
      if (r.status !== 201) throw new Error(JSON.stringify(r.body));
      return r.body.data.id;
    });
  await product('Wool coat', '300,00', 'sold');
  const scarf = await product('Silk scarf', '100,00', 'sold');
  const boots = await product('Boots', '200,00', 'sold');
  const bag = await product('Bag', '80,00', 'active');

  const reconciliation = () =>
    api<{ data: SalesReconciliationView }>(staff, 'GET', '/api/demo/ledger/reconciliation').then((r) => {
      expect(r.status).toBe(200);
      return r.body.data;
    });
  const clean = await eventually(async () => {
    const r = await reconciliation();
    return r.matched === 3 && r;
  });
  expect(clean).toEqual({
    checkedProducts: 3,
    matched: 3,
    missingInLedger: [],
    missingInCatalog: [],
    amountMismatches: [],
    counts: { missingInLedger: 0, missingInCatalog: 0, amountMismatches: 0 },
  });
  expect(await mismatchGauge()).toBe(0);

  // Behind the services' backs, in catalog's database: no event reaches the ledger.
  const products = () => catalog().deps.db('products');
  await products().where({ id: bag }).update({ status: 'sold' }); // sold without a sale credit
  await products().where({ id: scarf }).update({ status: 'active' }); // credited, no longer sold
  await products().where({ id: boots }).update({ price: 25_000 }); // 250,00 now; credited for 200,00

  // The periodic job notices first, without anyone calling the endpoint.
  await eventually(async () => (await mismatchGauge()) === 3, 10_000);
  const found = await reconciliation();
  expect(found).toEqual({
    checkedProducts: 4,
    matched: 1,
    missingInLedger: [{ productId: bag, sellerId, expected: 40 }],
    missingInCatalog: [{ productId: scarf, credited: 50 }],
    amountMismatches: [{ productId: boots, expected: 125, credited: 100 }],
    counts: { missingInLedger: 1, missingInCatalog: 1, amountMismatches: 1 },
  });
});

test("catalog answers an organization's sold products in pages of id order, and refuses a page it cannot read", async () => {
  const staff = await signIn('staff@demo.test');
  const sellerId = (await identity().deps.db('sellers').where({ email: 'seller@demo.test' }).first('id')).id as string;
  const store = await api<{ data: { id: string } }>(staff, 'POST', '/api/demo/stores', { name: 'Majorstuen' });
  for (const name of ['Coat', 'Scarf', 'Boots', 'Bag', 'Hat'])
    expect(
      (
        await api(staff, 'POST', '/api/demo/products', {
          name,
          price: '100,00',
          status: 'sold',
          seller: { id: sellerId },
          store: { id: store.body.data.id },
        })
      ).status,
    ).toBe(201);
  const orgId = (await identity().deps.db('organizations').where({ slug: 'demo' }).first('id')).id as string;
  const secret = catalog().deps.config.SIGNING_SECRET;
  const page = async (query: { after?: string; take?: number }) => {
    const path = soldProductsPath(orgId, query);
    const res = await fetch(`${catalog().url}${path}`, { headers: internalCallHeaders(secret, 'GET', path) });
    return { status: res.status, body: (await res.json()) as { data: { id: string }[]; next: string | null; message?: string } };
  };
  const all = (await page({})).body;
  expect(all.next).toBeNull();
  const ids = all.data.map((p) => p.id);
  expect(ids.length).toBeGreaterThanOrEqual(5);
  expect(ids).toEqual([...ids].sort());

  const walked: string[] = [];
  let after: string | undefined;
  for (let pages = 0; pages < ids.length; pages++) {
    const { status, body } = await page({ take: 2, ...(after ? { after } : {}) });
    expect(status).toBe(200);
    expect(body.data.length).toBeLessThanOrEqual(2);
    walked.push(...body.data.map((p) => p.id));
    if (!body.next) break;
    expect(body.next).toBe(body.data[body.data.length - 1]!.id);
    after = body.next;
  }
  expect(walked).toEqual(ids);

  for (const bad of [`after=not-a-uuid`, 'take=0', 'take=1001', 'take=two']) {
    const path = `${soldProductsPath(orgId)}?${bad}`;
    const res = await fetch(`${catalog().url}${path}`, { headers: internalCallHeaders(secret, 'GET', path) });
    expect(res.status).toBe(400);
  }
});

test('a seller is refused the reconciliation (403), and catalog answers its sold products only to a signed internal call', async () => {
  const seller = await signIn('seller@demo.test');
  const refused = await api<{ message: string }>(seller, 'GET', '/api/demo/ledger/reconciliation');
  expect(refused).toEqual({ status: 403, body: expect.objectContaining({ message: 'Forbidden' }) });

  const orgId = (await identity().deps.db('organizations').where({ slug: 'demo' }).first('id')).id as string;
  expect((await fetch(`${catalog().url}${soldProductsPath(orgId)}`)).status).toBe(403);
  const secret = catalog().deps.config.SIGNING_SECRET;
  const path = soldProductsPath(orgId);
  // A public signed link (the kind receipts and images use), even with the deployment's secret, opens nothing internal.
  expect((await fetch(`${catalog().url}${signLink(secret, path, 60)}`)).status).toBe(403);
  const call = (headers: Record<string, string>) => fetch(`${catalog().url}${path}`, { headers });
  expect((await call(internalCallHeaders('another-secret-of-16+', 'GET', path))).status).toBe(403);
  expect((await call(internalCallHeaders(secret, 'POST', path))).status).toBe(403);
  expect((await call(internalCallHeaders(secret, 'GET', path, Date.now() - 61_000))).status).toBe(403);
  expect((await call(internalCallHeaders(secret, 'GET', soldProductsPath(randomUUID())))).status).toBe(403);
  expect((await call(internalCallHeaders(secret, 'GET', path))).status).toBe(200);
  // Not reachable from outside: the gateway has no route for it.
  expect((await fetch(`${gatewayUrl()}${soldProductsPath(orgId)}`)).status).toBe(404);
});
