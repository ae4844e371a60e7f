import { registeredRoutes, routesWithAccess, testSellerScopes, type SellerScope, type Whose } from '@consign/kit/testing';
import { matchRoute } from '../../gateway/src/domain/route-table';
import { dayFromNow, OTHER, slotsOf, useDeliveries } from './deliveries-harness';

type Access = 'public' | 'signed-in' | 'coworker';

/**
 * Who may call each deliveries route. Generated from the routes the service really serves: a route
 * missing here fails the test, so none can be added without deciding its access.
 */
const ACCESS: Record<string, Access> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /metrics': 'public',
  'GET /api/:org/deliveries/stores': 'signed-in',
  'GET /api/:org/deliveries/stores/:storeId': 'signed-in',
  'PUT /api/:org/deliveries/stores/:storeId/schedule': 'coworker',
  'PUT /api/:org/deliveries/stores/:storeId/excluded-dates': 'coworker',
  'GET /api/:org/deliveries/:storeId/dates': 'signed-in',
  'GET /api/:org/deliveries/:storeId/slots/:date': 'signed-in',
  'GET /api/:org/deliveries': 'signed-in',
  'POST /api/:org/deliveries': 'signed-in',
  'PATCH /api/:org/deliveries': 'signed-in',
  'GET /api/:org/deliveries/:id': 'signed-in',
  'DELETE /api/:org/deliveries/:id': 'signed-in',
  'POST /api/:org/deliveries/:id/cancel': 'signed-in',
  'GET /api/:org/deliveries/:id/invite.ics': 'signed-in',
  'GET /api/:org/deliveries/:id/invite': 'signed-in',
};

const h = useDeliveries();
const ID = '0195f3a0-0000-7000-8000-0000000000ff';
const concrete = (p: string, org = 'demo') =>
  p.replace(':org', org).replace(':storeId', ID).replace(':id', ID).replace(':date', '2030-01-07');

test('every route has a decided access, and the service enforces it', async () => {
  const served = registeredRoutes(h.service().app).map((r) => `${r.method} ${r.path}`);
  expect(served.filter((r) => !(r in ACCESS))).toEqual([]);
  expect(Object.keys(ACCESS).filter((r) => !served.includes(r))).toEqual([]);

  const seller = await h.sellerToken(ID);
  const otherOrg = await h.staff(OTHER);
  for (const [route, access] of Object.entries(ACCESS)) {
    if (access === 'public') continue;
    const [method, path] = route.split(' ') as [string, string];
    const body = method === 'GET' ? undefined : {};
    const anonymous = await fetch(`${h.service().url}${concrete(path)}`, { method });
    expect([route, anonymous.status]).toEqual([route, 401]);
    // The token's organization, never the path's, decides: another organization's staff are refused.
    expect([route, (await h.call(method, concrete(path), otherOrg, body)).status]).toEqual([route, 403]);
    const asSeller = (await h.call(method, concrete(path), seller, body)).status;
    if (access === 'coworker') expect([route, asSeller]).toEqual([route, 403]);
    else expect([route, [401, 403].includes(asSeller)]).toEqual([route, false]);
  }
});

test("every /api route deliveries serves is in the gateway's table, for deliveries, behind a token", () => {
  const api = registeredRoutes(h.service().app)
    .map((r) => `${r.method} ${r.path}`)
    .filter((r) => ACCESS[r] !== 'public');
  expect(api.length).toBeGreaterThan(10);
  for (const route of api) {
    const match = matchRoute(concrete(route.split(' ')[1]!));
    expect([route, match?.entry.service, match?.entry.access]).toEqual([route, 'deliveries', 'token']);
  }
});

/** Two sellers of 'demo' with a pending delivery each, at a store open every day; the free slots of a day to book. */
const sellers: Record<Whose, string> = { own: '', other: '' };
const deliveries: Record<Whose, string> = { own: '', other: '' };
let storeId = '';
let slots: string[] = [];

const reservation = (whose: Whose) => ({ seller: { id: sellers[whose] }, store: { id: storeId }, at: slots.shift(), status: 'pending' });
async function reserve(whose: Whose): Promise<string> {
  const res = await h.call<{ delivery: { id: string } }>(
    'POST',
    '/api/demo/deliveries',
    await h.sellerToken(sellers[whose]),
    reservation(whose),
  );
  if (res.status !== 201) throw new Error(`reserve: ${res.status} ${res.text}`);
  return res.body.delivery.id;
}

beforeAll(async () => {
  await h.addOrganization();
  storeId = await h.openStore();
  sellers.own = await h.addSeller('own@demo.test');
  sellers.other = await h.addSeller('other@demo.test');
  slots = await slotsOf(h, storeId, dayFromNow(3), await h.staff());
  deliveries.own = await reserve('own');
  deliveries.other = await reserve('other');
});

const byDelivery = (suffix: string) => (whose: Whose) => ({ path: `/api/demo/deliveries/${deliveries[whose]}${suffix}` });
/** For the calls that end or confirm a delivery, a fresh one on each side (a broken check must not end the shared ones). */
const fresh = (suffix: string) => async (whose: Whose) => ({ path: `/api/demo/deliveries/${await reserve(whose)}${suffix}` });

/** Whose deliveries each route a seller's token reaches serves: a new signed-in route fails until decided here. */
const SELLER_SCOPES: Record<string, SellerScope> = {
  'GET /api/:org/deliveries/stores': { notSellerOwned: "the organization's stores" },
  'GET /api/:org/deliveries/stores/:storeId': { notSellerOwned: "one of the organization's stores" },
  'GET /api/:org/deliveries/:storeId/dates': { notSellerOwned: "a store's open dates, the same for every seller" },
  'GET /api/:org/deliveries/:storeId/slots/:date': { notSellerOwned: "a store's free slots, the same for every seller" },
  'GET /api/:org/deliveries': { ownOnly: { request: (w) => ({ path: `/api/demo/deliveries?sellerId=${sellers[w]}` }), other: 403 } },
  'POST /api/:org/deliveries': {
    ownOnly: { request: (w) => ({ path: '/api/demo/deliveries', body: reservation(w) }), other: 403, own: 201 },
  },
  'PATCH /api/:org/deliveries': {
    ownOnly: {
      request: async (w) => ({ path: '/api/demo/deliveries', body: { id: await reserve(w), status: 'confirmed' } }),
    },
  },
  'GET /api/:org/deliveries/:id': { ownOnly: { request: byDelivery('') } },
  'DELETE /api/:org/deliveries/:id': { ownOnly: { request: fresh('') } },
  'POST /api/:org/deliveries/:id/cancel': { ownOnly: { request: fresh('/cancel') } },
  'GET /api/:org/deliveries/:id/invite.ics': { ownOnly: { request: byDelivery('/invite.ics') } },
  'GET /api/:org/deliveries/:id/invite': { ownOnly: { request: byDelivery('/invite') } },
};

testSellerScopes({
  reachable: routesWithAccess(ACCESS, ['signed-in']),
  scopes: SELLER_SCOPES,
  send: async (method, path, body) => {
    const reply = await h.call(method, path, await h.sellerToken(sellers.own), body);
    return { status: reply.status, text: reply.text };
  },
});
