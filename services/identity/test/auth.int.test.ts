import { createJwksVerifier, dropDatabase, startService, type RunningService } from '@consign/kit';
import { testServiceEnv, useTestInfra } from '@consign/kit/testing';
import { DEMO_PASSWORD, seedDemo } from '../src/app/seed-demo';
import { identityService } from '../src/service';

const infra = useTestInfra();
let identity: RunningService;
let base: string;

const env = () => testServiceEnv(infra, 'identity');

beforeAll(async () => {
  identity = await startService(identityService, env());
  base = identity.url;
  await seedDemo(identity.deps.db, () => undefined);
});

afterAll(async () => {
  await identity.stop();
  await dropDatabase(infra.serverUrl, `${infra.database}_identity`);
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

function refreshCookie(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('consign_refresh='));
  if (!header) throw new Error('no refresh cookie');
  return header.split(';')[0]!;
}

interface Session {
  accessToken: string;
  user: { id: string; role: string; orgSlug: string; sellerId?: string; metadata: { role: string } };
}

test('signing in gives an EdDSA access token that the JWKS verifies, and an httpOnly SameSite=Strict refresh cookie', async () => {
  const res = await post('/api/auth/login', { email: 'STAFF@demo.test ', password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  const session = (await res.json()) as Session;
  expect(session.user).toMatchObject({ email: 'staff@demo.test', role: 'coworker', orgSlug: 'demo', metadata: { role: 'coworker' } });
  const claims = await createJwksVerifier(`${base}/.well-known/jwks.json`)(session.accessToken);
  expect(claims).toMatchObject({ sub: session.user.id, orgSlug: 'demo', role: 'coworker' });
  const header = res.headers.getSetCookie().find((c) => c.startsWith('consign_refresh='))!;
  expect(header).toMatch(/HttpOnly/);
  expect(header).toMatch(/SameSite=Strict/);
  expect(header).toMatch(/Path=\/api\/auth/);
});

test('a seller token carries the seller id', async () => {
  const session = (await (await post('/api/auth/login', { email: 'seller@demo.test', password: DEMO_PASSWORD })).json()) as Session;
  expect(session.user.role).toBe('seller');
  const claims = await createJwksVerifier(`${base}/.well-known/jwks.json`)(session.accessToken);
  expect(claims.sellerId).toBe(session.user.sellerId);
  expect(claims.sellerId).toMatch(/^[0-9a-f-]{36}$/);
});

test('a wrong password and an unknown e-mail get the same 401', async () => {
  const wrong = await post('/api/auth/login', { email: 'staff@other.test', password: 'not-the-password' });
  const unknown = await post('/api/auth/login', { email: 'nobody@demo.test', password: 'whatever1' });
  const uninvited = await post('/api/auth/login', { email: 'ola.nordmann@demo.test', password: 'whatever1' });
  for (const res of [wrong, unknown, uninvited]) {
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Invalid email or password', code: 'auth.invalidCredentials' });
  }
});

test('bad input is a 400 with a clear message', async () => {
  const res = await post('/api/auth/login', { email: 'not-an-email', password: 'x' });
  expect(res.status).toBe(400);
  expect(((await res.json()) as { message: string }).message).toBe('Please enter a valid email address');
  const empty = await post('/api/auth/login', {});
  expect(empty.status).toBe(400);
});

test('an account is locked for a while after repeated failures, with a clear 429', async () => {
  for (let i = 0; i < 10; i++)
    expect((await post('/api/auth/login', { email: 'kari.hansen@demo.test', password: `guess-${i}` })).status).toBe(401);
  const locked = await post('/api/auth/login', { email: 'kari.hansen@demo.test', password: 'guess-10' });
  expect(locked.status).toBe(429);
  expect(((await locked.json()) as { message: string }).message).toMatch(
    /^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/,
  );
});

test('refresh rotates; presenting a rotated token revokes the whole family', async () => {
  const login = await post('/api/auth/login', { email: 'staff@demo.test', password: DEMO_PASSWORD });
  const first = refreshCookie(login);
  const rotated = await post('/api/auth/refresh', {}, { cookie: first });
  expect(rotated.status).toBe(200);
  const second = refreshCookie(rotated);
  expect(second).not.toBe(first);

  const replay = await post('/api/auth/refresh', {}, { cookie: first });
  expect(replay.status).toBe(401);
  expect(await replay.json()).toEqual({ message: 'Your session has expired. Please sign in again.', code: 'auth.sessionExpired' });
  // The legitimate holder's newer token died with the family.
  expect((await post('/api/auth/refresh', {}, { cookie: second })).status).toBe(401);
});

test('two refreshes racing with one token: exactly one wins', async () => {
  const cookie = refreshCookie(await post('/api/auth/login', { email: 'staff@demo.test', password: DEMO_PASSWORD }));
  const results = await Promise.all([1, 2, 3].map(() => post('/api/auth/refresh', {}, { cookie })));
  expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
});

test('logout revokes the session; refresh without a cookie is 401', async () => {
  const cookie = refreshCookie(await post('/api/auth/login', { email: 'staff@demo.test', password: DEMO_PASSWORD }));
  expect((await post('/api/auth/logout', {}, { cookie })).status).toBe(204);
  expect((await post('/api/auth/refresh', {}, { cookie })).status).toBe(401);
  expect((await post('/api/auth/refresh', {})).status).toBe(401);
});

test('GET /api/auth/me needs a valid token', async () => {
  const session = (await (await post('/api/auth/login', { email: 'staff@demo.test', password: DEMO_PASSWORD })).json()) as Session;
  const me = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(await me.json()).toMatchObject({ email: 'staff@demo.test', role: 'coworker' });
  expect((await fetch(`${base}/api/auth/me`)).status).toBe(401);
  expect((await fetch(`${base}/api/auth/me`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
});

test('forgot is 202 whatever the e-mail; the reset link sets a new password once and ends old sessions', async () => {
  const oldCookie = refreshCookie(await post('/api/auth/login', { email: 'seller@other.test', password: DEMO_PASSWORD }));
  const unknown = await post('/api/auth/forgot', { email: 'nobody@nowhere.test' });
  const known = await post('/api/auth/forgot', { email: 'seller@other.test' });
  expect(unknown.status).toBe(202);
  expect(known.status).toBe(202);
  expect(await unknown.json()).toEqual(await known.json());

  const row = await identity.deps.db('outbox').where({ type: 'identity.user.password_reset_requested' }).orderBy('seq', 'desc').first();
  const token = (row.payload as { data: { token: string; email: string } }).data;
  expect(token.email).toBe('seller@other.test');

  expect((await post('/api/auth/reset', { token: token.token, password: 'short' })).status).toBe(400);
  expect((await post('/api/auth/reset', { token: token.token, password: 'a-new-password' })).status).toBe(204);
  const again = await post('/api/auth/reset', { token: token.token, password: 'another-password' });
  expect(again.status).toBe(400);
  expect(await again.json()).toEqual({ message: 'This link is invalid or has expired', code: 'auth.invalidOrExpiredLink' });

  expect((await post('/api/auth/login', { email: 'seller@other.test', password: DEMO_PASSWORD })).status).toBe(401);
  expect((await post('/api/auth/login', { email: 'seller@other.test', password: 'a-new-password' })).status).toBe(200);
  expect((await post('/api/auth/refresh', {}, { cookie: oldCookie })).status).toBe(401);
});

test('the signing key is kept: a restarted identity publishes the same key', async () => {
  const before = (await (await fetch(`${base}/.well-known/jwks.json`)).json()) as { keys: { kid: string; d?: string }[] };
  const second = await startService(identityService, env());
  try {
    const after = (await (await fetch(`${second.url}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    expect(after.keys.map((k) => k.kid)).toEqual(before.keys.map((k) => k.kid));
    expect(before.keys).toHaveLength(1);
    expect(before.keys[0]!.d).toBeUndefined(); // never the private part
  } finally {
    await second.stop();
  }
});
