import { createJwksVerifier } from '@consign/kit';
import {
  registeredRoutes,
  routesWithAccess,
  testSellerScopes,
  useHttpServers,
  useTestTokens,
  type SellerScope,
} from '@consign/kit/testing';
import { COMPOSED_ROUTES, ROUTES } from '../src/domain/route-table';
import { createTestGateway } from './support/test-gateway';

type Access = 'public' | 'operator' | 'signed-in' | 'coworker';

/**
 * Who may call each route the gateway answers itself (its own and the composed ones), generated from the
 * routes its express app really serves: a new route fails this test until its access is decided. Passed-through
 * routes are decided per service (identity-security here, and each service's security test).
 */
const ACCESS: Record<string, Access> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /metrics': 'operator',
  'GET /api/version': 'public',
  [`${COMPOSED_ROUTES.sellerWithCredits.method} ${COMPOSED_ROUTES.sellerWithCredits.path}`]: 'signed-in',
  [`${COMPOSED_ROUTES.search.method} ${COMPOSED_ROUTES.search.path}`]: 'coworker',
};

const tokens = useTestTokens();
const listen = useHttpServers();
let gateway: string;
const ID = '0195f3a0-0000-7000-8000-0000000000ff';
const DEMO = { org: '0195f3a0-0000-7000-8000-00000000d001', orgSlug: 'demo' };
const OTHER = { org: '0195f3a0-0000-7000-8000-00000000d002', orgSlug: 'other' };
const app = () => createTestGateway({}, createJwksVerifier(tokens.jwksUrl()));

beforeAll(async () => {
  gateway = await listen(app());
});

const concrete = (path: string) => path.replace(':org', 'demo').replace(':id', ID).replace(':sellerId', ID).replace(/:\w+/g, '1');

async function call(method: string, path: string, token?: string): Promise<number> {
  const res = await fetch(`${gateway}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{"query":"x"}' }),
  });
  return res.status;
}

test('every route the gateway answers itself has a decided access, and no composed route is left out', () => {
  const served = registeredRoutes(app().express).map((r) => `${r.method} ${r.path}`);
  expect(served.filter((r) => !(r in ACCESS))).toEqual([]);
  expect(Object.keys(ACCESS).filter((r) => !served.includes(r))).toEqual([]);
});

test('without a token, or with an expired one, every guarded route is refused (401) before any service is asked', async () => {
  const expired = await tokens.sign({ sub: 'staff', role: 'coworker', ...DEMO }, -60);
  for (const [route] of Object.entries(ACCESS).filter(([, a]) => a !== 'public')) {
    const [method, path] = route.split(' ') as [string, string];
    for (const token of [undefined, expired]) expect([route, await call(method, concrete(path), token)]).toEqual([route, 401]);
  }
  for (const entry of ROUTES.filter((e) => e.access === 'token'))
    expect([entry.prefix, await call('GET', concrete(entry.prefix))]).toEqual([entry.prefix, 401]);
});

test("another organization's token is refused on every route of 'demo' (403), a seller on the staff ones (403)", async () => {
  const other = await tokens.sign({ sub: 'staff', role: 'coworker', ...OTHER });
  const seller = await tokens.sign({ sub: 'seller', role: 'seller', sellerId: ID, ...DEMO });
  for (const [route, access] of Object.entries(ACCESS).filter(([r, a]) => a !== 'public' && r.includes(':org'))) {
    const [method, path] = route.split(' ') as [string, string];
    expect([route, await call(method, concrete(path), other)]).toEqual([route, 403]);
    if (access === 'coworker') expect([route, 'seller', await call(method, concrete(path), seller)]).toEqual([route, 'seller', 403]);
  }
  for (const entry of ROUTES.filter((e) => e.access === 'token' && e.prefix.includes(':org')))
    expect([entry.prefix, await call('GET', concrete(entry.prefix), other)]).toEqual([entry.prefix, 403]);
});

test('a user token is not the operator token: /metrics stays closed to staff of any organization', async () => {
  expect(await call('GET', '/metrics', await tokens.sign({ sub: 'staff', role: 'coworker', ...DEMO }))).toBe(401);
});

/**
 * Whose resources each route the gateway answers itself serves to a seller's token. The composed seller profile
 * is identity's seller (and the ledger's account) behind this gateway; identity-security calls it through one.
 */
const SELLER_SCOPES: Record<string, SellerScope> = {
  [`${COMPOSED_ROUTES.sellerWithCredits.method} ${COMPOSED_ROUTES.sellerWithCredits.path}`]: {
    checkedIn: "identity-security.int.test.ts: 'GET /api/:org/sellers/:id', seller A on seller B through the gateway",
  },
};

testSellerScopes({
  reachable: routesWithAccess(ACCESS, ['signed-in']),
  scopes: SELLER_SCOPES,
  send: () => Promise.reject(new Error('no own-only route is called here')),
});
