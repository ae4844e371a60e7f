import { generateValidBankAccount } from '@consign/contracts';
import { registeredRoutes, routesWithAccess, testSellerScopes, type SellerScope, type Whose } from '@consign/kit/testing';
import { matchRoute } from '../../gateway/src/domain/route-table';
import { givenCredit, givenOrganization, givenSeller, httpClient, newOrg, sellerClaims, useLedger } from './harness';

type Access = 'public' | 'signed-in' | 'signed-link' | 'coworker' | 'coworker-hidden' | 'internal-signed';

/**
 * Who may call each ledger route, generated from the routes the ledger really serves: a new route fails this
 * test until its access is decided. 'coworker-hidden' answers a seller 404 (SPEC §6, balance adjustments);
 * 'signed-link' is signed-in, or a signed e-mail link (so the gateway lets it through without a token).
 * 'internal-signed' is a service-to-service call signed with kit's internal-call header, never behind the gateway.
 */
const ACCESS: Record<string, Access> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /metrics': 'public',
  'GET /api/:org/payouts': 'signed-in',
  'GET /api/:org/exports/payouts.csv': 'coworker',
  'GET /api/:org/exports/transactions.csv': 'coworker',
  'POST /api/:org/payouts': 'signed-in',
  'PATCH /api/:org/payouts': 'signed-in',
  'DELETE /api/:org/payouts/:id': 'signed-in',
  'GET /api/:org/payouts/:sellerId/:payoutId/:accountNumber': 'signed-link',
  'GET /api/:org/transactions': 'signed-in',
  'GET /api/:org/balance-adjustments': 'coworker-hidden',
  'POST /api/:org/balance-adjustments': 'coworker-hidden',
  'GET /api/:org/accounts/summary': 'coworker',
  'GET /api/:org/ledger/reconciliation': 'coworker',
  'GET /api/:org/accounts/:sellerId': 'signed-in',
  'POST /internal/:orgId/store-credit-debits': 'internal-signed',
  'POST /internal/:orgId/store-credit-debits/:saleId/cancel': 'internal-signed',
};

const { tokens, ledger } = useLedger();
const call = httpClient(() => ledger().url);
const DEMO = newOrg('demo');
const OTHER = newOrg('other');
const SELLER = '00000000-0000-4000-8000-00000000000a';
const concrete = (path: string) =>
  path
    .replace(':org', 'demo')
    .replace(':sellerId', SELLER)
    .replace(':payoutId', '00000000-0000-4000-8000-00000000000b')
    .replace(':accountNumber', '00001')
    .replace(':id', '00000000-0000-4000-8000-00000000000c');

const apiRoutes = () =>
  registeredRoutes(ledger().app)
    .map((r) => `${r.method} ${r.path}`)
    .filter((r) => ACCESS[r] !== 'public' && ACCESS[r] !== 'internal-signed');

test('every route the ledger serves has a decided access, and every /api route is in the gateway table for the ledger', () => {
  const routes = registeredRoutes(ledger().app).map((r) => `${r.method} ${r.path}`);
  expect(routes.filter((r) => !(r in ACCESS))).toEqual([]);
  expect(Object.keys(ACCESS).filter((r) => !routes.includes(r))).toEqual([]);
  for (const route of apiRoutes()) {
    const match = matchRoute(concrete(route.split(' ')[1]!));
    expect([route, match?.entry.service, match?.entry.access]).toEqual([
      route,
      'ledger',
      ACCESS[route] === 'signed-link' ? 'public' : 'token',
    ]);
  }
});

test('an internal route answers only a call signed by a service of the deployment (403), and the gateway has no route to it', async () => {
  const internal = Object.entries(ACCESS).filter(([, a]) => a === 'internal-signed');
  expect(internal.length).toBeGreaterThan(0);
  for (const [route] of internal) {
    const [method, path] = route.split(' ') as [string, string];
    expect([route, matchRoute(concrete(path))]).toEqual([route, undefined]);
    for (const headers of [{}, { 'x-consign-internal-call': '9999999999.forged' }] as Record<string, string>[]) {
      const res = await fetch(`${ledger().url}${concrete(path)}`, {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      });
      expect([route, res.status]).toEqual([route, 403]);
    }
  }
});

test("without a token every API route is 401; with another organization's token, 403", async () => {
  const foreign = await tokens.sign({ sub: 'staff', role: 'coworker', ...OTHER });
  for (const route of apiRoutes()) {
    const [method, path] = route.split(' ') as [string, string];
    const res = await fetch(`${ledger().url}${concrete(path)}`, { method });
    expect([route, res.status]).toEqual([route, 401]);
    expect([route, (await call(method, concrete(path), foreign, method === 'GET' ? undefined : {})).status]).toEqual([route, 403]);
  }
});

test('a seller is refused the staff routes: 403, or 404 where the SPEC hides them', async () => {
  const seller = await tokens.sign({ sub: 'u', role: 'seller', sellerId: SELLER, ...DEMO });
  for (const [route, access] of Object.entries(ACCESS).filter(([, a]) => a === 'coworker' || a === 'coworker-hidden')) {
    const [method, path] = route.split(' ') as [string, string];
    const res = await call(method, concrete(path), seller, method === 'GET' ? undefined : {});
    expect([route, res.status]).toEqual([route, access === 'coworker' ? 403 : 404]);
  }
});

/** Two sellers of 'demo' with credits and a pending payout each; payouts are on. */
const BANK = generateValidBankAccount('1234567890')!;
const sellers: Record<Whose, { id: string; accountNumber: number }> = {
  own: { id: '', accountNumber: 0 },
  other: { id: '', accountNumber: 0 },
};
const payouts: Record<Whose, string> = { own: '', other: '' };
const sellerToken = (whose: Whose) => tokens.sign(sellerClaims(DEMO, sellers[whose].id));

async function requestPayout(whose: Whose): Promise<string> {
  const res = await call('POST', '/api/demo/payouts', await sellerToken(whose), { bankAccountNumber: BANK, amount: 100 });
  if (res.status !== 201) throw new Error(`payout: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

beforeAll(async () => {
  const db = ledger().deps.db;
  await givenOrganization(db, DEMO, { payouts: { enabled: true, fee: { type: 'flat', amount: 10 }, productFeePercent: 1 } });
  sellers.own = await givenSeller(db, DEMO, 'Kari Hansen');
  sellers.other = await givenSeller(db, DEMO, 'Ola Nordmann');
  for (const whose of ['own', 'other'] as const) {
    await givenCredit(db, DEMO, sellers[whose].id, 10_000_00);
    payouts[whose] = await requestPayout(whose);
  }
});

const bySeller =
  (path: (sellerId: string) => string, hidden = false) =>
  (whose: Whose) => ({
    path: path(sellers[whose].id),
    ...(hidden ? { id: payouts[whose] } : {}),
  });

/**
 * Whose payouts, transactions and accounts each route a seller's token reaches serves (a signed receipt link reads
 * as the seller it names; with a token, it is the token's seller). A new seller route fails until decided here.
 */
const SELLER_SCOPES: Record<string, SellerScope> = {
  'GET /api/:org/payouts': { ownOnly: { request: bySeller((id) => `/api/demo/payouts?sellerId=${id}`, true), other: 'hidden' } },
  'POST /api/:org/payouts': {
    ownOnly: {
      request: (w) => ({ path: '/api/demo/payouts', body: { seller: { id: sellers[w].id }, bankAccountNumber: BANK, amount: 100 } }),
      own: 201,
    },
  },
  'PATCH /api/:org/payouts': { ownOnly: { request: (w) => ({ path: '/api/demo/payouts', body: { id: payouts[w], amount: 90 } }) } },
  'DELETE /api/:org/payouts/:id': {
    // A fresh payout on each side: a broken check would delete the other seller's shared one under the next routes.
    ownOnly: { request: async (w) => ({ path: `/api/demo/payouts/${await requestPayout(w)}` }), own: 204 },
  },
  'GET /api/:org/payouts/:sellerId/:payoutId/:accountNumber': {
    ownOnly: {
      request: (w) => ({
        path: `/api/demo/payouts/${sellers[w].id}/${payouts[w]}/${String(sellers[w].accountNumber).padStart(5, '0')}?currency=NOK`,
      }),
    },
  },
  'GET /api/:org/transactions': { ownOnly: { request: bySeller((id) => `/api/demo/transactions?sellerId=${id}`, true), other: 'hidden' } },
  'GET /api/:org/accounts/:sellerId': { ownOnly: { request: bySeller((id) => `/api/demo/accounts/${id}`) } },
};

testSellerScopes({
  reachable: routesWithAccess(ACCESS, ['signed-in', 'signed-link']),
  scopes: SELLER_SCOPES,
  send: async (method, path, body) => {
    const reply = await call(method, path, await sellerToken('own'), body);
    return { status: reply.status, text: Buffer.isBuffer(reply.body) ? reply.body.toString() : JSON.stringify(reply.body) };
  },
});
