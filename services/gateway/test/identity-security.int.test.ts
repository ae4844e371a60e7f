import { generateSigningKey, importSigningKey, signAccessToken, type AccessClaims } from '@consign/kit';
import {
  registeredRoutes,
  routesWithAccess,
  testSellerScopes,
  useHttpServers,
  useService,
  useTestInfra,
  type SellerScope,
  type Whose,
} from '@consign/kit/testing';
import { base64url } from 'jose';
import { DEMO_PASSWORD, seedDemo } from '../../identity/src/app/seed-demo';
import { identityService } from '../../identity/src/service';
import { matchRoute } from '../src/domain/route-table';
import { createTestGateway } from './support/test-gateway';

type Access = 'public' | 'signed-in' | 'coworker' | 'seller';

/**
 * Who may call each identity route. The matrix is generated from the routes identity really serves:
 * a route missing here fails the test, so a new route cannot be added without deciding its access.
 */
const ACCESS: Record<string, Access> = {
  'POST /api/auth/login': 'public',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/accept-invite': 'public',
  'POST /api/auth/forgot': 'public',
  'POST /api/auth/reset': 'public',
  'GET /.well-known/jwks.json': 'public',
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /metrics': 'public',
  'GET /api/auth/me': 'signed-in',
  'POST /api/auth/logout-all': 'signed-in',
  'PUT /api/auth/language': 'signed-in',
  'POST /api/auth/switch': 'signed-in',
  'GET /api/:org/organizations': 'signed-in',
  'GET /api/next/:org/organizations': 'signed-in',
  'PATCH /api/next/:org/organizations/:section': 'coworker',
  'GET /api/:org/sellers': 'signed-in',
  'GET /api/:org/sellers/:id': 'signed-in',
  'POST /api/:org/sellers': 'coworker',
  'PATCH /api/:org/sellers': 'signed-in',
  'DELETE /api/:org/sellers': 'coworker',
  'POST /api/:org/imports/sellers': 'coworker',
  'GET /api/:org/imports/sellers/:jobId': 'coworker',
  'GET /api/:org/exports/sellers.csv': 'coworker',
  'GET /api/seller-notes': 'coworker',
  'POST /api/seller-notes': 'coworker',
  'GET /api/next/:org/organizations/terms': 'signed-in',
  'POST /api/next/:org/organizations/terms': 'coworker',
  'GET /api/next/:org/organizations/terms/acceptance': 'seller',
  'POST /api/next/:org/organizations/terms/accept': 'seller',
  'GET /api/:org/coworkers': 'coworker',
  'GET /api/:org/coworkers/:id': 'coworker',
  'POST /api/:org/coworkers': 'coworker',
  'PATCH /api/:org/coworkers/:id': 'coworker',
  'DELETE /api/:org/coworkers/:id': 'coworker',
  'GET /api/:org/onboarding/status': 'signed-in',
  'PATCH /api/:org/onboarding/status': 'coworker',
  'GET /api/:org/billing/status': 'signed-in',
  'POST /api/:org/billing/setup': 'coworker',
};

const infra = useTestInfra();
const identityRunning = useService(infra, identityService);
const listen = useHttpServers();
let gatewayUrl: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

beforeAll(async () => {
  const identity = identityRunning();
  await seedDemo(identity.deps.db, () => undefined);
  gatewayUrl = await listen(createTestGateway({ identity: identity.url }));

  for (const email of ['staff@demo.test', 'seller@demo.test', 'staff@other.test', 'seller@other.test'])
    tokens[email] = await login(identity.url, email);
  const db = identity.deps.db;
  ids.otherSeller = (
    await db('sellers').join('organizations', 'organizations.id', 'sellers.org_id').where('organizations.slug', 'other').first('sellers.id')
  ).id;
  ids.otherCoworker = (await db('users').where({ email: 'staff@other.test' }).first('id')).id;
  ids.demoSeller = (await db('sellers').where({ email: 'kari.hansen@demo.test' }).first('id')).id;

  const row = await db('signing_keys').first();
  const key = await importSigningKey(row.kid, row.private_jwk, row.public_jwk);
  const claims: AccessClaims = { sub: 'u', org: 'o', orgSlug: 'demo', role: 'coworker' };
  tokens.expired = (await signAccessToken(key, claims, -60)).token;
  tokens.foreign = (await signAccessToken(await generateSigningKey(row.kid), claims)).token;
  const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64url.encode(
    JSON.stringify({ ...claims, sub: 'u', iss: 'consign-identity', exp: Math.floor(Date.now() / 1000) + 600 }),
  );
  tokens.none = `${header}.${payload}.`;
});

const concrete = (path: string) =>
  path
    .replace(':org', 'demo')
    .replace(':section', 'brand')
    .replace(':id', ids.demoSeller ?? 'x');

async function call(base: string, method: string, path: string, token?: string): Promise<number> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
  });
  return res.status;
}

test('every route identity serves has a decided access, and every /api route is in the gateway table', () => {
  const routes = registeredRoutes(identityRunning().app).map((r) => `${r.method} ${r.path}`);
  expect(routes.filter((r) => !(r in ACCESS))).toEqual([]);
  expect(Object.keys(ACCESS).filter((r) => !routes.includes(r))).toEqual([]);
  for (const route of routes.filter((r) => r.split(' ')[1]!.startsWith('/api/'))) {
    const match = matchRoute(concrete(route.split(' ')[1]!));
    expect([route, match?.entry.service]).toEqual([route, 'identity']);
    expect([route, match?.entry.access]).toEqual([route, ACCESS[route] === 'public' ? 'public' : 'token']);
  }
});

test('without a token, or with an expired, alg:none or foreign-signed one: 401 at the gateway and at identity', async () => {
  const guarded = Object.entries(ACCESS).filter(([, access]) => access !== 'public');
  for (const [route] of guarded) {
    const [method, path] = route.split(' ') as [string, string];
    for (const base of [gatewayUrl, identityRunning().url]) {
      for (const token of [undefined, tokens.expired, tokens.none, tokens.foreign]) {
        expect([route, base === gatewayUrl ? 'gateway' : 'identity', await call(base, method, concrete(path), token)]).toEqual([
          route,
          base === gatewayUrl ? 'gateway' : 'identity',
          401,
        ]);
      }
    }
  }
});

test('a seller token on every staff-only route is 403, a staff token on every seller-only route is 403', async () => {
  for (const [route, access] of Object.entries(ACCESS)) {
    const [method, path] = route.split(' ') as [string, string];
    if (access === 'coworker')
      expect([route, await call(gatewayUrl, method, concrete(path), tokens['seller@demo.test'])]).toEqual([route, 403]);
    if (access === 'seller')
      expect([route, await call(gatewayUrl, method, concrete(path), tokens['staff@demo.test'])]).toEqual([route, 403]);
  }
});

test("a token of 'other' on every /api/demo route is refused at the gateway and at identity", async () => {
  for (const [route, access] of Object.entries(ACCESS)) {
    const [method, path] = route.split(' ') as [string, string];
    if (access === 'public' || !path.includes(':org')) continue;
    for (const base of [gatewayUrl, identityRunning().url]) {
      expect([route, await call(base, method, concrete(path), tokens['staff@other.test'])]).toEqual([route, 403]);
    }
  }
});

test("ids of 'other' are never readable or changeable from 'demo'", async () => {
  const staff = tokens['staff@demo.test'];
  expect(await call(gatewayUrl, 'GET', `/api/demo/sellers/${ids.otherSeller}`, staff)).toBe(404);
  expect(await call(gatewayUrl, 'GET', `/api/demo/coworkers/${ids.otherCoworker}`, staff)).toBe(404);
  expect(await call(gatewayUrl, 'GET', `/api/seller-notes?sellerId=${ids.otherSeller}`, staff)).toBe(404);
  expect(await call(gatewayUrl, 'DELETE', `/api/demo/sellers?sellerId=${ids.otherSeller}`, staff)).toBe(404);
  expect(await call(gatewayUrl, 'DELETE', `/api/demo/coworkers/${ids.otherCoworker}`, staff)).toBe(404);
  const patch = await fetch(`${gatewayUrl}/api/demo/sellers`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
    body: JSON.stringify({ id: ids.otherSeller, firstName: 'Taken' }),
  });
  expect(patch.status).toBe(404);
  const list = (await (
    await fetch(`${gatewayUrl}/api/demo/sellers?ids=${ids.otherSeller}`, { headers: { authorization: `Bearer ${staff}` } })
  ).json()) as { data: unknown[] };
  expect(list.data).toEqual([]);
});

test('a seller reading or patching another seller gets 404', async () => {
  const seller = tokens['seller@demo.test'];
  expect(await call(gatewayUrl, 'GET', `/api/demo/sellers/${ids.demoSeller}`, seller)).toBe(404);
  const patch = await fetch(`${gatewayUrl}/api/demo/sellers`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${seller}` },
    body: JSON.stringify({ id: ids.demoSeller, firstName: 'Taken' }),
  });
  expect(patch.status).toBe(404);
});

/**
 * Whose sellers each identity route a seller's token reaches serves, called through the gateway (so its composed
 * GET /api/{org}/sellers/{id} too) as Sara (seller@demo.test), with Kari as the other seller of 'demo'. A new
 * signed-in or seller route fails until decided here.
 */
const sellerIdOf = (whose: Whose) => (whose === 'own' ? ids.ownSeller! : ids.demoSeller!);
const SELLER_SCOPES: Record<string, SellerScope> = {
  'GET /api/auth/me': { notSellerOwned: "the caller's own account, named by the token" },
  'POST /api/auth/logout-all': { notSellerOwned: "ends the caller's own sessions, named by the token" },
  'PUT /api/auth/language': { notSellerOwned: "the caller's own language, the account named by the token" },
  'POST /api/auth/switch': { notSellerOwned: "the caller's own memberships, the person named by the token" },
  'GET /api/:org/organizations': { notSellerOwned: "the organization's settings" },
  'GET /api/next/:org/organizations': { notSellerOwned: "the organization's settings" },
  'GET /api/:org/sellers': {
    ownOnly: { request: (w) => ({ path: `/api/demo/sellers?ids=${sellerIdOf(w)}`, id: sellerIdOf(w) }), other: 'hidden' },
  },
  'GET /api/:org/sellers/:id': { ownOnly: { request: (w) => ({ path: `/api/demo/sellers/${sellerIdOf(w)}` }) } },
  'PATCH /api/:org/sellers': {
    ownOnly: { request: (w) => ({ path: '/api/demo/sellers', body: { id: sellerIdOf(w), firstName: w === 'own' ? 'Sara' : 'Taken' } }) },
  },
  'GET /api/next/:org/organizations/terms': { notSellerOwned: "the organization's terms" },
  'GET /api/next/:org/organizations/terms/acceptance': { notSellerOwned: "the caller's own acceptance, the seller named by the token" },
  'POST /api/next/:org/organizations/terms/accept': { notSellerOwned: 'accepts for the seller the token names' },
  'GET /api/:org/onboarding/status': { notSellerOwned: "the organization's onboarding" },
  'GET /api/:org/billing/status': { notSellerOwned: "the organization's billing" },
};

beforeAll(async () => {
  ids.ownSeller = (await identityRunning().deps.db('sellers').where({ email: 'seller@demo.test' }).first('id')).id;
});

testSellerScopes({
  reachable: routesWithAccess(ACCESS, ['signed-in', 'seller']),
  scopes: SELLER_SCOPES,
  send: async (method, path, body) => {
    const res = await fetch(`${gatewayUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens['seller@demo.test']}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, text: await res.text() };
  },
});
