import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { SignJWT, base64url } from 'jose';
import {
  createApp,
  createJwksVerifier,
  currentTenant,
  createLogger,
  finishApp,
  generateSigningKey,
  jwksDocument,
  orgScope,
  requireAuth,
  requireRole,
  signAccessToken,
  type SigningKey,
} from '../src';

const log = createLogger('auth-test', 'silent');
const servers: Server[] = [];
let key: SigningKey;
let api: string;
let jwksHits = 0;

function listen(app: express.Express): Promise<string> {
  return new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`));
    servers.push(s);
  });
}

beforeAll(async () => {
  key = await generateSigningKey('k1');
  const issuer = express();
  issuer.get('/.well-known/jwks.json', (_req, res) => {
    jwksHits++;
    res.json(jwksDocument([key]));
  });
  const jwksUrl = `${await listen(issuer)}/.well-known/jwks.json`;

  const app = createApp({ log });
  const verify = createJwksVerifier(jwksUrl);
  app.get('/api/:org/things', requireAuth(verify), orgScope(), (_req, res) => res.json({ ok: true, auth: res.locals.auth }));
  // After an await, as a handler reading the database would be: the tenant still follows the request.
  app.get('/api/:org/tenant', requireAuth(verify), async (_req, res) => {
    await new Promise((r) => setTimeout(r, 5));
    res.json({ tenant: currentTenant() ?? null });
  });
  app.get('/api/:org/staff-only', requireAuth(verify), orgScope(), requireRole('coworker'), (_req, res) => res.json({ ok: true }));
  api = await listen(finishApp(app, log));
});

afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

const claims = { sub: 'user-1', org: 'org-1', orgSlug: 'demo', role: 'coworker' as const };
const get = (path: string, token?: string) => fetch(`${api}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

test('a valid token passes and its claims reach the handler; the JWKS is fetched once', async () => {
  const { token } = await signAccessToken(key, claims);
  const first = await get('/api/demo/things', token);
  await get('/api/demo/things', token);
  expect(first.status).toBe(200);
  expect(((await first.json()) as { auth: unknown }).auth).toEqual(claims);
  expect(jwksHits).toBe(1);
});

test('no token, an expired token, alg none and another key are all 401', async () => {
  expect((await get('/api/demo/things')).status).toBe(401);
  const expired = await signAccessToken(key, claims, -60);
  expect((await get('/api/demo/things', expired.token)).status).toBe(401);
  const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT', kid: 'k1' }));
  const payload = base64url.encode(JSON.stringify({ ...claims, iss: 'consign-identity', exp: Math.floor(Date.now() / 1000) + 600 }));
  expect((await get('/api/demo/things', `${header}.${payload}.`)).status).toBe(401);
  const stranger = await generateSigningKey('k1');
  expect((await get('/api/demo/things', (await signAccessToken(stranger, claims)).token)).status).toBe(401);
  const res = await get('/api/demo/things', 'garbage');
  expect(await res.json()).toEqual({ message: 'Unauthorized', code: 'common.unauthorized' });
});

test('a token with claims missing is refused', async () => {
  const token = await new SignJWT({ org: 'org-1' })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
    .setIssuer('consign-identity')
    .setSubject('u')
    .setExpirationTime('5m')
    .sign(key.privateKey);
  expect((await get('/api/demo/things', token)).status).toBe(401);
});

test('the path organization must be the token organization; roles are enforced', async () => {
  const { token } = await signAccessToken(key, claims);
  expect((await get('/api/other/things', token)).status).toBe(403);
  const seller = await signAccessToken(key, { ...claims, role: 'seller', sellerId: 's1' });
  expect((await get('/api/demo/staff-only', seller.token)).status).toBe(403);
  expect((await get('/api/demo/staff-only', token)).status).toBe(200);
});

test("requireAuth runs the rest of the request as the token's organization", async () => {
  const { token } = await signAccessToken(key, claims);
  const res = await get('/api/demo/tenant', token);
  expect(await res.json()).toEqual({ tenant: { kind: 'org', orgId: 'org-1' } });
});
