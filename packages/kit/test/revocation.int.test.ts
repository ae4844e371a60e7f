import { AppError } from '@consign/contracts';
import { Redis } from 'ioredis';
import { createLocalVerifier, generateSigningKey, signAccessToken, tokenRevocations, type SigningKey, type TokenVerifier } from '../src';
import { useTestInfra } from '../src/testing';

const infra = useTestInfra();
let key: SigningKey;
let verify: TokenVerifier;
let redis: Redis;

beforeAll(async () => {
  key = await generateSigningKey('k1');
  verify = createLocalVerifier([key.publicJwk]);
  redis = new Redis(infra.redisUrl);
});
afterAll(() => redis.disconnect());

const tokenOf = async (sub: string, ver?: number) =>
  (await signAccessToken(key, { sub, org: 'o', orgSlug: 'demo', role: 'coworker', ...(ver === undefined ? {} : { ver }) })).token;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (err: unknown) => (err instanceof AppError ? err.type : err),
  );

test('a token below the raised version is refused (401); equal or above passes; other users are untouched', async () => {
  const revocations = tokenRevocations(redis, infra.namespace);
  const guarded = revocations.guard(verify);
  const [old, unversioned, other] = await Promise.all([tokenOf('u1', 3), tokenOf('u1'), tokenOf('u2', 0)]);
  await expect(guarded(old)).resolves.toMatchObject({ sub: 'u1', ver: 3 });

  await revocations.raise('u1', 4);
  expect(await refusal(guarded(old))).toBe('unauthorized');
  expect(await refusal(guarded(unversioned))).toBe('unauthorized');
  await expect(guarded(await tokenOf('u1', 4))).resolves.toMatchObject({ ver: 4 });
  await expect(guarded(other)).resolves.toMatchObject({ sub: 'u2' });
  // Kept as long as a token it refuses could live, no longer.
  const ttl = await redis.ttl(`${infra.namespace}:auth:min-version:u1`);
  expect(ttl).toBeGreaterThan(15 * 60);
  expect(ttl).toBeLessThanOrEqual(16 * 60);
});

test('when Redis cannot answer, a valid token is refused with a 503, never let through', async () => {
  const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
  try {
    expect(await refusal(tokenRevocations(down, infra.namespace).guard(verify)(await tokenOf('u3', 0)))).toBe('unavailable');
  } finally {
    down.disconnect();
  }
});
