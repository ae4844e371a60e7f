import { useHttpServers, useService, useTestInfra } from '@consign/kit/testing';
import express from 'express';
import { DEMO_PASSWORD, seedDemo } from '../../identity/src/app/seed-demo';
import { identityService } from '../../identity/src/service';
import { createTestGateway } from './support/test-gateway';

const infra = useTestInfra();
const identityRunning = useService(infra, identityService);
const listen = useHttpServers();
let gatewayUrl: string;
const tokens: Record<string, string> = {};
let kari: string;
let sara: string;

/** A real HTTP upstream standing in for the ledger: it answers the accounts route and records who asked. */
const ledgerCalls: Array<{ path: string; authorization?: string }> = [];
let ledgerUp = true;
function ledgerStandIn(): express.Express {
  const app = express();
  app.get('/api/:org/accounts/:sellerId', (req, res) => {
    ledgerCalls.push({ path: req.path, authorization: req.header('authorization') });
    if (!ledgerUp) return void res.status(503).json({ message: 'down' });
    res.json({ data: { sellerId: req.params.sellerId, currency: 'NOK', available: 120.5, accumulated: 300, held: 60 } });
  });
  return app;
}

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
  gatewayUrl = await listen(createTestGateway({ identity: identity.url, ledger: await listen(ledgerStandIn()) }));
  for (const email of ['staff@demo.test', 'seller@demo.test', 'staff@other.test']) tokens[email] = await login(identity.url, email);
  const db = identity.deps.db;
  kari = (await db('sellers').where({ email: 'kari.hansen@demo.test' }).first('id')).id;
  sara = (await db('sellers').where({ email: 'seller@demo.test' }).first('id')).id;
});

async function get(path: string, token?: string) {
  const res = await fetch(`${gatewayUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown>; message?: string } };
}

beforeEach(() => {
  ledgerCalls.length = 0;
  ledgerUp = true;
});

test("staff read a seller with identity's fields and the ledger's storeCredits {available, accumulated}", async () => {
  const res = await get(`/api/demo/sellers/${kari}`, tokens['staff@demo.test']);
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({
    id: kari,
    email: 'kari.hansen@demo.test',
    org: { slug: 'demo' },
    storeCredits: { available: 120.5, accumulated: 300 },
  });
  expect(res.body.data!.storeCredits).toEqual({ available: 120.5, accumulated: 300 });
  // The ledger is asked with the caller's own token, so it scopes the read as well.
  expect(ledgerCalls).toEqual([{ path: `/api/demo/accounts/${kari}`, authorization: `Bearer ${tokens['staff@demo.test']}` }]);
});

test("a seller's own profile carries their store credits", async () => {
  const res = await get(`/api/demo/sellers/${sara}`, tokens['seller@demo.test']);
  expect(res).toMatchObject({ status: 200, body: { data: { id: sara, storeCredits: { available: 120.5, accumulated: 300 } } } });
});

test("a seller reading another seller gets identity's 404 and the ledger is never asked", async () => {
  const res = await get(`/api/demo/sellers/${kari}`, tokens['seller@demo.test']);
  expect(res.status).toBe(404);
  expect(ledgerCalls).toEqual([]);
});

test('with the ledger down the seller is still shown, with storeCredits null', async () => {
  ledgerUp = false;
  const res = await get(`/api/demo/sellers/${kari}`, tokens['staff@demo.test']);
  expect(res).toMatchObject({ status: 200, body: { data: { id: kari, storeCredits: null } } });
});

test('no token is a 401 and another organization a 403, before any service is asked', async () => {
  expect((await get(`/api/demo/sellers/${kari}`)).status).toBe(401);
  expect((await get(`/api/demo/sellers/${kari}`, tokens['staff@other.test'])).status).toBe(403);
  expect(ledgerCalls).toEqual([]);
});

test('other seller paths are not composed: the list still comes straight from identity', async () => {
  const res = await get('/api/demo/sellers?minimal=true', tokens['staff@demo.test']);
  expect(res.status).toBe(200);
  expect(ledgerCalls).toEqual([]);
});
