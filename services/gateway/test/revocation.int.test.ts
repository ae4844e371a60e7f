import { randomUUID } from 'node:crypto';
import { cachingVerifier, createJwksVerifier } from '@consign/kit';
import { useHttpServers, useService, useTestInfra } from '@consign/kit/testing';
import { catalogService } from '../../catalog/src/service';
import { deliveriesService } from '../../deliveries/src/service';
import { DEMO_PASSWORD, seedDemo } from '../../identity/src/app/seed-demo';
import { hashPassword } from '../../identity/src/domain/passwords';
import { identityService } from '../../identity/src/service';
import { ledgerService } from '../../ledger/src/service';
import { notificationsService } from '../../notifications/src/service';
import { createTestGateway } from './support/test-gateway';

/**
 * Issue 20, finding 1: an access token of a deleted account, of an account whose password changed, or of an
 * owner who logged out everywhere is refused at once by every service and the gateway, although it has not
 * expired yet.
 */
const infra = useTestInfra();
const identity = useService(infra, identityService);
const jwks = () => ({ JWKS_URL: `${identity().url}/.well-known/jwks.json` });
const ledger = useService(infra, ledgerService, jwks);
const deliveries = useService(infra, deliveriesService, jwks);
const catalog = useService(infra, catalogService, () => ({ ...jwks(), LEDGER_URL: ledger().url }));
const notifications = useService(infra, notificationsService, jwks);
const listen = useHttpServers();
let gatewayUrl: string;

beforeAll(async () => {
  await seedDemo(identity().deps.db, () => undefined);
  // As the gateway runs: revocation checked on what it answers itself, the services check that of the rest.
  const signature = cachingVerifier(createJwksVerifier(`${identity().url}/.well-known/jwks.json`));
  gatewayUrl = await listen(
    createTestGateway(
      {
        identity: identity().url,
        catalog: catalog().url,
        deliveries: deliveries().url,
        ledger: ledger().url,
        notifications: notifications().url,
      },
      identity().deps.revocations.guard(signature),
      { verifySignature: signature },
    ),
  );
});

interface Answer {
  status: number;
  json: { data?: { id?: string } } | undefined;
}

async function call(base: string, method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Answer['json']) : undefined };
}

async function signIn(email: string, password = DEMO_PASSWORD): Promise<{ token: string; cookie: string }> {
  const res = await fetch(`${identity().url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('consign_refresh='))!
    .split(';')[0]!;
  return { token: ((await res.json()) as { accessToken: string }).accessToken, cookie };
}

/**
 * What a staff token does in each service: create a coworker (identity), adjust a balance (ledger), cancel a
 * delivery (deliveries), create a product (catalog), read the webhooks and their secrets (notifications).
 */
const staffActions = (token: string) => [
  call(identity().url, 'POST', '/api/demo/coworkers', token, {
    firstName: 'Back',
    lastName: 'Door',
    email: `door-${randomUUID()}@demo.test`,
    phone: '+4791234567',
  }),
  call(ledger().url, 'POST', '/api/demo/balance-adjustments', token, { amount: 10, details: 'Gift card', seller: { id: randomUUID() } }),
  call(deliveries().url, 'POST', `/api/demo/deliveries/${randomUUID()}/cancel`, token),
  call(catalog().url, 'POST', '/api/demo/products', token, {}),
  call(notifications().url, 'GET', '/api/demo/webhooks', token),
  call(gatewayUrl, 'GET', '/api/auth/me', token),
  // Composed by the gateway, which checks revocation itself (the request above is checked by identity).
  call(gatewayUrl, 'POST', '/api/demo/search', token, { query: 'kari' }),
];

/** What a seller token does: itself (identity), its transactions (ledger), deliveries, products (catalog), updates (notifications). */
const sellerActions = (token: string) => [
  call(identity().url, 'GET', '/api/auth/me', token),
  call(ledger().url, 'GET', '/api/demo/transactions', token),
  call(deliveries().url, 'GET', '/api/demo/deliveries', token),
  call(catalog().url, 'GET', '/api/demo/products', token),
  call(notifications().url, 'GET', '/api/demo/updates', token),
  call(gatewayUrl, 'GET', '/api/demo/transactions', token),
];

const statuses = async (calls: Promise<{ status: number }>[]) => (await Promise.all(calls)).map((c) => c.status);

test("a deleted coworker's unexpired token is refused by identity, ledger, deliveries, catalog, notifications and the gateway at once", async () => {
  const staff = await signIn('staff@demo.test');
  const created = await call(identity().url, 'POST', '/api/demo/coworkers', staff.token, {
    firstName: 'Leaving',
    lastName: 'Soon',
    email: 'leaving@demo.test',
    phone: '+4791234568',
  });
  expect(created.status).toBe(201);
  const leaving = created.json!.data!.id!;
  const { person_id: person } = await identity().deps.db('users').where({ id: leaving }).first('person_id');
  await identity()
    .deps.db('people')
    .where({ id: person })
    .update({ password_hash: await hashPassword('leaving-pass-1') });
  const { token } = await signIn('leaving@demo.test', 'leaving-pass-1');
  // Alive: every call passes authentication (the business answer does not matter here).
  for (const status of await statuses(staffActions(token))) expect(status).not.toBe(401);

  expect((await call(identity().url, 'DELETE', `/api/demo/coworkers/${leaving}`, staff.token)).status).toBe(204);
  expect(await statuses(staffActions(token))).toEqual([401, 401, 401, 401, 401, 401, 401]);
  // The deleting coworker's own token is untouched.
  for (const status of await statuses(staffActions(staff.token))) expect(status).not.toBe(401);
});

test("a deleted seller's token is refused everywhere", async () => {
  const staff = await signIn('staff@demo.test');
  const seller = await signIn('seller@demo.test');
  expect(await statuses(sellerActions(seller.token))).toEqual([200, 200, 200, 200, 200, 200]);
  const { sellerId } = JSON.parse(Buffer.from(seller.token.split('.')[1]!, 'base64url').toString()) as { sellerId: string };
  expect((await call(identity().url, 'DELETE', `/api/demo/sellers?sellerId=${sellerId}`, staff.token)).status).toBe(204);
  expect(await statuses(sellerActions(seller.token))).toEqual([401, 401, 401, 401, 401, 401]);
});

test('after a password reset the earlier tokens and sessions are refused everywhere, and the new sign-in works', async () => {
  const before = await signIn('seller@other.test');
  expect((await call(identity().url, 'POST', '/api/auth/forgot', undefined, { email: 'seller@other.test' })).status).toBe(202);
  const row = await identity().deps.db('outbox').where({ type: 'identity.user.password_reset_requested' }).orderBy('seq', 'desc').first();
  const { token: link } = (row.payload as { data: { token: string } }).data;
  expect((await call(identity().url, 'POST', '/api/auth/reset', undefined, { token: link, password: 'a-new-password' })).status).toBe(204);

  const other = (path: string) => path.replace('/api/demo/', '/api/other/');
  const refusedEverywhere = [
    call(identity().url, 'GET', '/api/auth/me', before.token),
    call(ledger().url, 'GET', other('/api/demo/transactions'), before.token),
    call(deliveries().url, 'GET', other('/api/demo/deliveries'), before.token),
    call(catalog().url, 'GET', other('/api/demo/products'), before.token),
    call(notifications().url, 'GET', other('/api/demo/updates'), before.token),
    call(gatewayUrl, 'GET', other('/api/demo/transactions'), before.token),
  ];
  expect(await statuses(refusedEverywhere)).toEqual([401, 401, 401, 401, 401, 401]);
  const after = await signIn('seller@other.test', 'a-new-password');
  expect((await call(ledger().url, 'GET', '/api/other/transactions', after.token)).status).toBe(200);
});

test("'log out everywhere' ends every access token and refresh session of the account, and only of it", async () => {
  const first = await signIn('staff@other.test');
  const second = await signIn('staff@other.test');
  const bystander = await signIn('staff@demo.test');
  expect((await call(gatewayUrl, 'POST', '/api/auth/logout-all', first.token)).status).toBe(204);

  for (const token of [first.token, second.token]) {
    expect(
      await statuses([
        call(identity().url, 'GET', '/api/auth/me', token),
        call(ledger().url, 'GET', '/api/other/accounts/summary', token),
        call(deliveries().url, 'GET', '/api/other/deliveries', token),
        call(catalog().url, 'GET', '/api/other/products', token),
        call(notifications().url, 'GET', '/api/other/webhooks', token),
        call(gatewayUrl, 'GET', '/api/auth/me', token),
      ]),
    ).toEqual([401, 401, 401, 401, 401, 401]);
  }
  for (const cookie of [first.cookie, second.cookie]) {
    const refreshed = await fetch(`${identity().url}/api/auth/refresh`, { method: 'POST', headers: { cookie } });
    expect(refreshed.status).toBe(401);
  }
  expect((await call(ledger().url, 'GET', '/api/demo/accounts/summary', bystander.token)).status).toBe(200);
  const again = await signIn('staff@other.test');
  expect((await call(deliveries().url, 'GET', '/api/other/deliveries', again.token)).status).toBe(200);
});

test("issue 20, finding 8: every service's API answers, errors included, are no-store, at the service and through the gateway", async () => {
  const staff = await signIn('staff@demo.test');
  // The password of the reset test above.
  const seller = await signIn('seller@other.test', 'a-new-password');
  const answers = [
    [identity().url, '/api/auth/me', staff.token],
    [identity().url, '/api/demo/sellers', staff.token],
    [ledger().url, '/api/other/transactions', seller.token],
    [deliveries().url, '/api/demo/deliveries', staff.token],
    [gatewayUrl, '/api/demo/sellers', staff.token],
    [gatewayUrl, '/api/other/transactions', seller.token],
    [gatewayUrl, '/api/demo/transactions', undefined],
    [ledger().url, '/api/demo/payouts/nope', staff.token],
  ] as const;
  for (const [base, path, token] of answers) {
    const res = await fetch(`${base}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    expect([base, path, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
      base,
      path,
      expect.stringMatching(/^application\/json/),
      'no-store',
    ]);
  }
});
