import { registeredRoutes, routesWithAccess, testSellerScopes, type SellerScope, type Whose } from '@consign/kit/testing';
import { matchRoute } from '../../gateway/src/domain/route-table';
import { useCatalog } from './catalog-fixture';

type Access = 'public' | 'signed-link' | 'internal-signed-link' | 'signed-in' | 'coworker';

/**
 * Who may call each catalog route, generated from the routes the catalog really serves: a new route fails this
 * test until its access is decided. 'signed-link' routes are opened by <img> tags: the signature, not a token,
 * authorizes them, and the gateway lets them through; 'internal-signed-link' is signed and not in the gateway.
 */
const ACCESS: Record<string, Access> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /metrics': 'public',
  'GET /internal/:orgId/products/sold': 'internal-signed-link',
  'POST /internal/:orgId/sales/:id/outcome': 'internal-signed-link',
  'GET /api/:org/products/image/:name': 'signed-link',
  'POST /api/:org/search': 'coworker',
  'POST /api/:org/assistant': 'coworker',
  'GET /api/:org/sellers/:id/impact': 'signed-in',
  'GET /api/:org/insights/sell-through': 'coworker',
  'POST /api/:org/products/classify': 'coworker',
  'POST /api/:org/products/:id/media': 'coworker',
  'DELETE /api/:org/products/:id/media/:filename': 'coworker',
  'PUT /api/:org/products/:id/media/order': 'coworker',
  'GET /api/:org/products': 'signed-in',
  'GET /api/:org/exports/products.csv': 'coworker',
  'GET /api/:org/exports/sales.csv': 'coworker',
  'POST /api/:org/imports/products': 'coworker',
  'GET /api/:org/imports/products/:jobId': 'coworker',
  'GET /api/:org/products/config': 'coworker',
  'PUT /api/:org/products/config/:kind': 'coworker',
  'POST /api/:org/products/labels': 'coworker',
  'GET /api/:org/products/:id': 'signed-in',
  'GET /api/:org/products/:id/history': 'signed-in',
  'GET /api/:org/products/:id/guidance': 'signed-in',
  'GET /api/:org/products/:id/:sku': 'coworker',
  'POST /api/:org/products': 'coworker',
  'PATCH /api/:org/products': 'coworker',
  'DELETE /api/:org/products': 'coworker',
  'PATCH /api/:org/products/:id': 'coworker',
  'DELETE /api/:org/products/:id': 'coworker',
  'POST /api/:org/products/:id/duplicate': 'coworker',
  'POST /api/:org/products/:id/expiry-decision': 'signed-in',
  'GET /api/:org/stores': 'signed-in',
  'GET /api/:org/stores/:id': 'signed-in',
  'POST /api/:org/stores': 'coworker',
  'PATCH /api/:org/stores/:id': 'coworker',
  'DELETE /api/stores/:id': 'coworker',
  'POST /api/:org/sales': 'coworker',
  'GET /api/:org/sales': 'coworker',
  'GET /api/:org/sales/report': 'coworker',
  'GET /api/:org/sales/:id': 'coworker',
  'GET /api/:org/sales/:id/receipt': 'coworker',
  'POST /api/:org/sales/:id/receipt/email': 'coworker',
  'POST /api/:org/sales/:id/returns': 'coworker',
};

const h = useCatalog();
const ID = '0195f3a0-0000-7000-8000-0000000000ff';
const concrete = (path: string) =>
  path
    .replace(':orgId', h.DEMO.org)
    .replace(':org', 'demo')
    .replace(':name', 'x.webp')
    .replace(':filename', 'x.webp')
    .replace(':kind', 'brands')
    .replace(':sku', '000001')
    .replace(':jobId', ID)
    .replace(':id', ID);
const guarded = () => Object.entries(ACCESS).filter(([, access]) => access === 'signed-in' || access === 'coworker');
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

test('every route the catalog serves has a decided access, and the gateway routes it as decided', () => {
  const served = registeredRoutes(h.catalog().app).map((r) => `${r.method} ${r.path}`);
  expect(served.filter((r) => !(r in ACCESS))).toEqual([]);
  expect(Object.keys(ACCESS).filter((r) => !served.includes(r))).toEqual([]);
  for (const [route, access] of Object.entries(ACCESS)) {
    const path = route.split(' ')[1]!;
    const match = matchRoute(concrete(path));
    if (!path.startsWith('/api/')) expect([route, match]).toEqual([route, undefined]);
    else
      expect([route, match?.entry.service, match?.entry.access]).toEqual([route, 'catalog', access === 'signed-link' ? 'public' : 'token']);
  }
});

test('without a token every guarded route is 401; a signed-link route without a valid signature is 403', async () => {
  for (const [route] of guarded()) {
    const [method, path] = route.split(' ') as [string, string];
    expect([route, (await h.call(method, concrete(path), null, bodyFor(method))).status]).toEqual([route, 401]);
  }
  for (const [route, access] of Object.entries(ACCESS).filter(([, a]) => a.endsWith('signed-link'))) {
    const [method, path] = route.split(' ') as [string, string];
    for (const query of ['', '?expires=9999999999&signature=forged'])
      expect([route, access, (await h.call(method, `${concrete(path)}${query}`, null)).status]).toEqual([route, access, 403]);
  }
});

test("another organization's staff are refused every route of 'demo' (403), and cannot reach its stores by id (404)", async () => {
  const other = await h.staff(h.OTHER);
  for (const [route] of guarded().filter(([r]) => r.includes(':org'))) {
    const [method, path] = route.split(' ') as [string, string];
    expect([route, (await h.call(method, concrete(path), other, bodyFor(method))).status]).toEqual([route, 403]);
  }
  expect((await h.call('DELETE', `/api/stores/${h.ids.store}`, other)).status).toBe(404);
  expect((await h.call('GET', `/api/demo/stores/${h.ids.store}`, await h.staff())).status).toBe(200);
});

test('a seller is refused every staff route (403)', async () => {
  const seller = await h.seller(h.ids.KARI);
  for (const [route] of guarded().filter(([, access]) => access === 'coworker')) {
    const [method, path] = route.split(' ') as [string, string];
    expect([route, (await h.call(method, concrete(path), seller, bodyFor(method))).status]).toEqual([route, 403]);
  }
});

test("a seller sees their own products and impact, never another seller's", async () => {
  const kari = await h.product({ seller: { id: h.ids.KARI } });
  const ola = await h.product({ seller: { id: h.ids.OLA } });
  const seller = await h.seller(h.ids.KARI);
  expect((await h.call('GET', `/api/demo/products/${kari.id}`, seller)).status).toBe(200);
  expect((await h.call('GET', `/api/demo/products/${ola.id}`, seller)).status).toBe(404);
  const list = await h.call('GET', `/api/demo/products?sellerId=${h.ids.OLA}`, seller);
  expect(list.body.data.map((p: { id: string }) => p.id)).not.toContain(ola.id);
  expect((await h.call('GET', `/api/demo/sellers/${h.ids.KARI}/impact`, seller)).status).toBe(200);
  expect([403, 404]).toContain((await h.call('GET', `/api/demo/sellers/${h.ids.OLA}/impact`, seller)).status);
});

/**
 * Whose resources each route a seller's token reaches serves (the seller is Kari; Ola is the other seller of
 * 'demo'). A new signed-in route fails the suite until it is decided here; the signed-link routes answer a
 * signature, not a token, and are not among them.
 */
const products: Record<Whose, { id: string }> = { own: { id: '' }, other: { id: '' } };
const sellerOf = (whose: Whose) => (whose === 'own' ? h.ids.KARI : h.ids.OLA);
const byProduct = (suffix: string, body?: unknown) => (whose: Whose) => ({
  path: `/api/demo/products/${products[whose].id}${suffix}`,
  body,
});
const SELLER_SCOPES: Record<string, SellerScope> = {
  'GET /api/:org/sellers/:id/impact': { ownOnly: { request: (w) => ({ path: `/api/demo/sellers/${sellerOf(w)}/impact` }), other: 403 } },
  'GET /api/:org/products': {
    ownOnly: { request: (w) => ({ path: `/api/demo/products?sellerId=${sellerOf(w)}`, id: products[w].id }), other: 'hidden' },
  },
  'GET /api/:org/products/:id': { ownOnly: { request: byProduct('') } },
  'GET /api/:org/products/:id/history': { ownOnly: { request: byProduct('/history') } },
  'GET /api/:org/products/:id/guidance': { ownOnly: { request: byProduct('/guidance') } },
  'POST /api/:org/products/:id/expiry-decision': { ownOnly: { request: byProduct('/expiry-decision', { action: 'extend' }) } },
  'GET /api/:org/stores': { notSellerOwned: "the organization's stores, the same for every seller" },
  'GET /api/:org/stores/:id': { notSellerOwned: "one of the organization's stores" },
};

beforeAll(async () => {
  products.own = await h.product({ seller: { id: h.ids.KARI } });
  products.other = await h.product({ seller: { id: h.ids.OLA } });
});

testSellerScopes({
  reachable: routesWithAccess(ACCESS, ['signed-in']),
  scopes: SELLER_SCOPES,
  send: async (method, path, body) => {
    const reply = await h.call(method, path, await h.seller(h.ids.KARI), body);
    return { status: reply.status, text: reply.bytes.toString() };
  },
});
