import express from 'express';
import { createLocalVerifier, generateSigningKey, signAccessToken, type SigningKey } from '@consign/kit';
import { useHttpServers } from '@consign/kit/testing';
import { createTestGateway } from './support/test-gateway';

const listen = useHttpServers();
const seen: { service: string; url: string; auth?: string; body?: unknown }[] = [];
let gateway: string;
let key: SigningKey;
let catalogDown = false;
/** Catalog answers this much later than it is asked (the gateway gives up after 2 s). */
let catalogDelayMs = 0;
/** What the services answer a token they refuse (a revoked session: only the services check revocation). */
let refused: { status: number; body: { message: string; code?: string } } | null = null;

/** Upstreams that answer like identity's seller list and catalog's product search, and record what reached them. */
function identity() {
  const app = express();
  app.get('/api/:org/sellers', (req, res) => {
    seen.push({ service: 'identity', url: req.originalUrl, auth: req.header('authorization') });
    if (refused) return void res.status(refused.status).json(refused.body);
    res.json({ data: ['s1', 's2', 's3', 's4'].map((id) => ({ id, fullName: id })), pagination: { count: 4 } });
  });
  return app;
}
function catalog() {
  const app = express();
  app.post('/api/:org/search', express.json(), async (req, res) => {
    seen.push({ service: 'catalog', url: req.originalUrl, auth: req.header('authorization'), body: req.body });
    if (refused) return void res.status(refused.status).json(refused.body);
    if (catalogDown) return void res.status(500).json({ message: 'boom' });
    if (catalogDelayMs) await new Promise((resolve) => setTimeout(resolve, catalogDelayMs));
    res.json(['p1', 'p2', 'p3', 'p4'].map((id) => ({ entity_type: 'product', entity_id: id })));
  });
  return app;
}

beforeAll(async () => {
  key = await generateSigningKey('test-key');
  const services = { identity: await listen(identity()), catalog: await listen(catalog()) };
  gateway = await listen(createTestGateway(services, createLocalVerifier([key.publicJwk])));
});

const token = async (role: 'coworker' | 'seller' = 'coworker', orgSlug = 'demo') =>
  (await signAccessToken(key, { sub: 'u1', org: 'org-1', orgSlug, role, ...(role === 'seller' ? { sellerId: 's1' } : {}) })).token;

async function search(query: unknown, bearer?: string, org = 'demo') {
  const res = await fetch(`${gateway}/api/${org}/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

test('asks identity for sellers and catalog for products in parallel; at most 3 of each', async () => {
  seen.length = 0;
  const t = await token();
  const res = await search('kari 12', t);
  expect(res.status).toBe(200);
  expect(res.body).toEqual([
    { entity_type: 'seller', entity_id: 's1' },
    { entity_type: 'seller', entity_id: 's2' },
    { entity_type: 'seller', entity_id: 's3' },
    { entity_type: 'product', entity_id: 'p1' },
    { entity_type: 'product', entity_id: 'p2' },
    { entity_type: 'product', entity_id: 'p3' },
  ]);
  expect(seen).toEqual(
    expect.arrayContaining([
      { service: 'identity', url: '/api/demo/sellers?query=kari+12&take=3&minimal=true', auth: `Bearer ${t}` },
      { service: 'catalog', url: '/api/demo/search', auth: `Bearer ${t}`, body: { query: 'kari 12' } },
    ]),
  );
});

test('one service failing leaves the other; an empty query answers nothing without asking', async () => {
  catalogDown = true;
  try {
    expect((await search('kari', await token())).body).toHaveLength(3);
  } finally {
    catalogDown = false;
  }
  seen.length = 0;
  expect((await search('  ', await token())).body).toEqual([]);
  expect(seen).toEqual([]);
});

test("a service that has not answered in 2 s is left out: the other one's results come at once", async () => {
  catalogDelayMs = 4000;
  try {
    const started = Date.now();
    const res = await search('kari', await token());
    expect(res).toMatchObject({ status: 200, body: [{ entity_type: 'seller' }, { entity_type: 'seller' }, { entity_type: 'seller' }] });
    expect(Date.now() - started).toBeLessThan(3500);
  } finally {
    catalogDelayMs = 0;
  }
});

test('staff only, of the path organization; the query is validated', async () => {
  expect((await search('x')).status).toBe(401);
  expect((await search('x', await token('seller'))).status).toBe(403);
  expect((await search('x', await token('coworker', 'other'))).status).toBe(403);
  const bad = await search(42, await token());
  expect(bad).toMatchObject({ status: 400, body: { message: 'Query is required' } });
});

test("a service's 401 or 403 is passed through, with its message, code and reason, not turned into a 503", async () => {
  const t = await token();
  for (const answer of [
    {
      status: 401,
      body: { message: 'Your session has expired. Please sign in again.', code: 'auth.sessionExpired', reason: 'session_revoked' },
    },
    { status: 403, body: { message: 'Forbidden', code: 'rules.access.forbidden' } },
  ]) {
    refused = answer;
    try {
      const res = await search('kari', t);
      expect(res).toEqual({ status: answer.status, body: expect.objectContaining(answer.body) });
    } finally {
      refused = null;
    }
  }
  expect((await search('kari', t)).status).toBe(200);
});
