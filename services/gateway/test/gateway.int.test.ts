import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import {
  OPERATOR_TOKEN_MESSAGE,
  createLocalVerifier,
  createLogger,
  generateSigningKey,
  signAccessToken,
  type SigningKey,
} from '@consign/kit';
import { useHttpServers } from '@consign/kit/testing';
import { createGatewayApp } from '../src/http/gateway-app';
import { CLOSED_SERVICE, createTestGateway } from './support/test-gateway';
import type { ServiceUrls } from '../src/http/api-router';

const log = createLogger('gateway-test', 'silent');
const listen = useHttpServers();
let gateway: string;
let key: SigningKey;
let dist: string;

/** A real upstream that echoes what reached it. */
function echoService(name: string): express.Express {
  const app = express();
  app.use((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () =>
      res.json({
        service: name,
        method: req.method,
        url: req.originalUrl,
        requestId: req.header('x-request-id'),
        body: Buffer.concat(chunks).toString(),
      }),
    );
  });
  return app;
}

beforeAll(async () => {
  key = await generateSigningKey('test-key');
  const services: ServiceUrls = {
    identity: await listen(echoService('identity')),
    catalog: await listen(echoService('catalog')),
    deliveries: CLOSED_SERVICE,
    ledger: await listen(echoService('ledger')),
    notifications: await listen(echoService('notifications')),
  };
  dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Consign</title>');
  writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
  gateway = await listen(
    createGatewayApp({
      log,
      services,
      verify: createLocalVerifier([key.publicJwk]),
      deploymentId: 'build-42',
      frontendDist: dist,
      metricsToken: METRICS_TOKEN,
    }),
  );
});

const METRICS_TOKEN = 'operator-token-for-tests';

afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function token(orgSlug = 'demo', role: 'coworker' | 'seller' = 'coworker', signer = key): Promise<string> {
  return (await signAccessToken(signer, { sub: 'u1', org: 'org-1', orgSlug, role })).token;
}

test('routes by the table and forwards the original path', async () => {
  const res = await fetch(`${gateway}/api/demo/payouts?ids=1`, { headers: { authorization: `Bearer ${await token()}` } });
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ service: 'ledger', url: '/api/demo/payouts?ids=1' });
});

test('a proxied POST with an empty {} body arrives whole and does not hang', async () => {
  const res = await fetch(`${gateway}/api/demo/sellers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(5000),
  });
  expect(await res.json()).toMatchObject({ service: 'identity', method: 'POST', body: '{}' });
});

test('the request id is generated, returned and forwarded; a given one is kept', async () => {
  const auth = { authorization: `Bearer ${await token()}` };
  const made = await fetch(`${gateway}/api/demo/sellers`, { headers: auth });
  const madeId = made.headers.get('x-request-id');
  expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
  expect(((await made.json()) as { requestId: string }).requestId).toBe(madeId);

  const kept = await fetch(`${gateway}/api/demo/sellers`, { headers: { ...auth, 'x-request-id': 'abc-123' } });
  expect(kept.headers.get('x-request-id')).toBe('abc-123');
  expect(((await kept.json()) as { requestId: string }).requestId).toBe('abc-123');
});

test('an unknown API route is a 404 JSON', async () => {
  const res = await fetch(`${gateway}/api/demo/nothing-here`);
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/json/);
  expect(await res.json()).toEqual({
    message: 'No route for GET /api/demo/nothing-here',
    code: 'rules.http.noRoute',
    params: { method: 'GET', path: '/api/demo/nothing-here' },
  });
});

test('a stopped service answers 503 JSON with a message', async () => {
  const res = await fetch(`${gateway}/api/demo/deliveries/s1/dates`, { headers: { authorization: `Bearer ${await token()}` } });
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({
    message: 'The deliveries service is unavailable. Please try again shortly.',
    code: 'rules.http.serviceUnavailable',
    params: { service: 'deliveries' },
  });
});

test('token routes refuse a missing, foreign-signed or other-organization token', async () => {
  const other = await generateSigningKey('attacker');
  expect((await fetch(`${gateway}/api/demo/payouts`)).status).toBe(401);
  expect(
    (await fetch(`${gateway}/api/demo/payouts`, { headers: { authorization: `Bearer ${await token('demo', 'coworker', other)}` } })).status,
  ).toBe(401);
  const foreign = await fetch(`${gateway}/api/demo/payouts`, { headers: { authorization: `Bearer ${await token('other')}` } });
  expect(foreign.status).toBe(403);
  expect(await foreign.json()).toEqual({ message: 'Forbidden', code: 'rules.access.forbidden' });
});

test('public routes pass without a token', async () => {
  const res = await fetch(`${gateway}/api/auth/login`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
  expect(await res.json()).toMatchObject({ service: 'identity', url: '/api/auth/login' });
});

test('GET /api/version tells the deployment id, uncached', async () => {
  const res = await fetch(`${gateway}/api/version`);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toEqual({ version: 'build-42' });
});

test('the frontend is served with a history fallback', async () => {
  const deep = await fetch(`${gateway}/settings/team`, { headers: { accept: 'text/html' } });
  expect(deep.status).toBe(200);
  expect(await deep.text()).toContain('<title>Consign</title>');
  expect(await (await fetch(`${gateway}/app.js`)).text()).toBe('console.log(1)');
});

test("the app's security policy lets it open the PDFs and images it fetched itself (blob: URLs), and nothing from elsewhere", async () => {
  const csp = (await fetch(`${gateway}/products`, { headers: { accept: 'text/html' } })).headers.get('content-security-policy') ?? '';
  expect(csp).toContain("object-src 'self' blob:");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("default-src 'self'");
});

test('GET /api/health/<service> reaches that service', async () => {
  expect(await (await fetch(`${gateway}/api/health/catalog`)).json()).toMatchObject({ service: 'catalog', url: '/healthz' });
  expect((await fetch(`${gateway}/api/health/deliveries`)).status).toBe(503);
});

test('a passed-through answer carries the same security headers as one the gateway makes itself', async () => {
  const names = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];
  const own = await fetch(`${gateway}/api/version`);
  const passed = await fetch(`${gateway}/api/demo/payouts`, { headers: { authorization: `Bearer ${await token()}` } });
  expect(((await passed.json()) as { service: string }).service).toBe('ledger');
  for (const name of names) {
    expect(own.headers.get(name)).toBeTruthy();
    expect(passed.headers.get(name)).toBe(own.headers.get(name));
  }
});

test('passed-through requests are timed under their route pattern, never the raw path', async () => {
  await fetch(`${gateway}/api/demo/payouts/p-123`, { headers: { authorization: `Bearer ${await token()}` } });
  const metrics = await (await fetch(`${gateway}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  expect(metrics).toMatch(/consign_http_request_duration_seconds_count\{method="GET",route="\/api\/:org\/payouts",status="200"\} [1-9]/);
  expect(metrics).not.toContain('p-123');
});

test('on the public port, /metrics and the readiness detail are for the operator token only (issue 20 finding 7)', async () => {
  for (const authorization of [undefined, 'Bearer wrong-token-of-same-size!', `Bearer ${METRICS_TOKEN}x`, METRICS_TOKEN]) {
    const res = await fetch(`${gateway}/metrics`, authorization ? { headers: { authorization } } : {});
    expect([authorization, res.status, await res.json()]).toEqual([
      authorization,
      401,
      expect.objectContaining({ message: OPERATOR_TOKEN_MESSAGE }),
    ]);
    const ready = await fetch(`${gateway}/readyz`, authorization ? { headers: { authorization } } : {});
    expect([authorization, ready.status, await ready.json()]).toEqual([authorization, 200, { status: 'ready' }]);
  }
  const operator = { headers: { authorization: `Bearer ${METRICS_TOKEN}` } };
  expect(await (await fetch(`${gateway}/metrics`, operator)).text()).toContain('consign_http_request_duration_seconds');
  expect(await (await fetch(`${gateway}/readyz`, operator)).json()).toEqual({ status: 'ready', checks: {} });
  const closed = await listen(createTestGateway({}));
  expect((await fetch(`${closed}/metrics`, operator)).status).toBe(401);
  expect((await fetch(`${closed}/healthz`)).status).toBe(200);
});
