import { randomUUID } from 'node:crypto';
import { formatApiMessage } from '@consign/contracts';
import { CLIENT_ADDRESS_HEADER, CLIENT_SCHEME_HEADER, GATEWAY_PROOF_HEADER, gatewayProof } from '@consign/kit';
import { useHttpServers, useService, useTestInfra } from '@consign/kit/testing';
import { DEMO_PASSWORD, seedDemo } from '../../identity/src/app/seed-demo';
import { AUTH_LIMITS } from '../../identity/src/http/auth-rate-limits';
import { identityService } from '../../identity/src/service';
import { createTestGateway } from './support/test-gateway';

/**
 * Issue 20, findings 3, 5 and 8: the sign-in and reset limits count atomically and only failures, per account
 * and address; only the gateway's word sets the address (here behind one trusted load balancer, whose
 * X-Forwarded-For names the client); one live reset link per account; the refresh cookie is Secure over HTTPS.
 */
// Some tests sign in 30 to 35 times, each an argon2id check: on a busy shared machine that outlasts 30 s.
jest.setTimeout(120_000);

const infra = useTestInfra();
const identity = useService(infra, identityService);
const listen = useHttpServers();
let gatewayUrl: string;

beforeAll(async () => {
  await seedDemo(identity().deps.db, () => undefined);
  gatewayUrl = await listen(createTestGateway({ identity: identity().url }, undefined, { trustProxy: 1 }));
});

/** A request from `address`, as the load balancer in front of the gateway reports it. */
const post = (path: string, body: unknown, address: string, headers: Record<string, string> = {}) =>
  fetch(`${gatewayUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: JSON.stringify(body),
  });
const signIn = (email: string, password: string, address: string) => post('/api/auth/login', { email, password }, address);
const statuses = async (replies: Promise<Response>[]) => (await Promise.all(replies)).map((r) => r.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

test('15 parallel wrong passwords for one account from one address: exactly the limit are checked, the rest get 429', async () => {
  const answers = await statuses(Array.from({ length: 15 }, (_, i) => signIn('seller@demo.test', `wrong-guess-${i}`, '203.0.113.10')));
  expect(count(answers, 401)).toBe(AUTH_LIMITS.signInFailuresPerAccountAndAddress);
  expect(count(answers, 429)).toBe(15 - AUTH_LIMITS.signInFailuresPerAccountAndAddress);
});

test("a stranger's failures never lock the owner out at the owner's own address", async () => {
  for (let i = 0; i < 12; i++) await signIn('staff@demo.test', `wrong-guess-${i}`, '203.0.113.20');
  // At the stranger's address the pair is locked, even for the right password; the body names its message by code,
  // the minutes as a number, so a client words the wait in its reader's language.
  const locked = await signIn('staff@demo.test', DEMO_PASSWORD, '203.0.113.20');
  const body = (await locked.json()) as { message: string; code: string; params: { minutes: number } };
  expect([locked.status, body.code, typeof body.params.minutes]).toEqual([429, 'auth.tooManyAttempts', 'number']);
  expect(body.message).toBe(formatApiMessage({ code: 'auth.tooManyAttempts', params: body.params }));
  expect(body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
  expect((await signIn('staff@demo.test', DEMO_PASSWORD, '198.51.100.20')).status).toBe(200);
});

test('successful sign-ins do not count: a shop of tills behind one address is never refused', async () => {
  // One after the other: an attempt counts while its password is checked (that is what makes the count
  // atomic), so only more than the ceiling in the same few milliseconds could meet it.
  const answers: number[] = [];
  for (let i = 0; i < AUTH_LIMITS.signInFailuresPerAddress + 5; i++)
    answers.push((await signIn('staff@other.test', DEMO_PASSWORD, '203.0.113.30')).status);
  expect(answers.every((s) => s === 200)).toBe(true);
});

test('an address that keeps failing across accounts hits its own ceiling; other addresses do not', async () => {
  for (let i = 0; i < AUTH_LIMITS.signInFailuresPerAddress; i++)
    expect((await signIn(`sprayed-${i}@demo.test`, 'a-common-password', '203.0.113.40')).status).toBe(401);
  expect((await signIn('seller@other.test', 'a-common-password', '203.0.113.40')).status).toBe(429);
  expect((await signIn('seller@other.test', 'a-common-password', '198.51.100.40')).status).toBe(401);
});

test("a direct client of identity's port is its socket address, whatever X-Forwarded-For or a forged proof claim", async () => {
  const direct = (i: number, headers: Record<string, string>) =>
    fetch(`${identity().url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'kari.hansen@demo.test', password: `wrong-guess-${i}` }),
    });
  const claims = (i: number): Record<string, string> =>
    i % 2
      ? { 'x-forwarded-for': `192.0.2.${i}` }
      : { [CLIENT_ADDRESS_HEADER]: `192.0.2.${i}`, [GATEWAY_PROOF_HEADER]: gatewayProof('a-guess-at-the-secret') };
  const answers: number[] = [];
  for (let i = 0; i < 12; i++) answers.push((await direct(i, claims(i))).status);
  expect(answers).toEqual([...Array<number>(10).fill(401), 429, 429]);
});

test('forgot-password: the same answer always; an account gets a few e-mails an hour, an address a few more requests', async () => {
  const outbox = () => identity().deps.db('outbox').where({ type: 'identity.user.password_reset_requested' });
  const before = (await outbox()).length;
  const answers = [];
  for (let i = 0; i < AUTH_LIMITS.resetRequestsPerAccount + 2; i++)
    answers.push(await post('/api/auth/forgot', { email: 'coworker-reset@demo.test' }, '203.0.113.50'));
  const known = [];
  for (let i = 0; i < AUTH_LIMITS.resetRequestsPerAccount + 2; i++)
    known.push(await post('/api/auth/forgot', { email: 'staff@demo.test' }, `203.0.113.${60 + i}`));
  const bodies = await Promise.all([...answers, ...known].map(async (r) => [r.status, await r.json()]));
  expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
  expect((await outbox()).length - before).toBe(AUTH_LIMITS.resetRequestsPerAccount);

  const fromOne = await statuses(
    Array.from({ length: AUTH_LIMITS.resetRequestsPerAddress + 3 }, () =>
      post('/api/auth/forgot', { email: `nobody-${randomUUID()}@demo.test` }, '203.0.113.70'),
    ),
  );
  expect(count(fromOne, 202)).toBe(AUTH_LIMITS.resetRequestsPerAddress);
  expect(count(fromOne, 429)).toBe(3);
});

test('one live reset link per account: a newer link ends the older, and using one ends them all', async () => {
  const linkFor = async (address: string) => {
    expect((await post('/api/auth/forgot', { email: 'seller@other.test' }, address)).status).toBe(202);
    const row = await identity().deps.db('outbox').where({ type: 'identity.user.password_reset_requested' }).orderBy('seq', 'desc').first();
    return (row.payload as { data: { token: string } }).data.token;
  };
  const reset = (token: string, password: string) => post('/api/auth/reset', { token, password }, '203.0.113.82');
  const first = await linkFor('203.0.113.80');
  const second = await linkFor('203.0.113.81');
  expect((await reset(first, 'first-new-password')).status).toBe(400);
  const third = await linkFor('203.0.113.83');
  expect((await reset(second, 'second-new-password')).status).toBe(400);
  expect((await reset(third, 'third-new-password')).status).toBe(204);
  expect((await reset(third, 'fourth-new-password')).status).toBe(400);
  expect((await signIn('seller@other.test', 'third-new-password', '198.51.100.80')).status).toBe(200);
});

test("the refresh cookie is Secure when the client's connection is HTTPS, and only the gateway says so", async () => {
  const cookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('consign_refresh='))!;
  const overHttps = await post('/api/auth/login', { email: 'seller@demo.test', password: DEMO_PASSWORD }, '198.51.100.90', {
    'x-forwarded-proto': 'https',
  });
  expect(cookieOf(overHttps)).toMatch(/; Secure/);
  const overHttp = await post('/api/auth/login', { email: 'seller@demo.test', password: DEMO_PASSWORD }, '198.51.100.90', {
    'x-forwarded-proto': 'http',
  });
  expect(cookieOf(overHttp)).not.toMatch(/; Secure/);
  const claimed = await fetch(`${identity().url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT_SCHEME_HEADER]: 'https', 'x-forwarded-proto': 'https' },
    body: JSON.stringify({ email: 'seller@demo.test', password: DEMO_PASSWORD }),
  });
  expect(cookieOf(claimed)).not.toMatch(/; Secure/);
});
