import { AppError } from '@consign/contracts';
import { cachingVerifier, type AccessClaims, type TokenVerifier } from '../src';

const claims: AccessClaims = { sub: 'user-1', org: 'org-1', orgSlug: 'demo', role: 'coworker' };
/** An unsigned token with only the parts the cache reads (its payload's `exp`, in seconds). */
const token = (exp: number | undefined, n = 0) =>
  `h.${Buffer.from(JSON.stringify({ n, ...(exp === undefined ? {} : { exp }) })).toString('base64url')}.s`;

function counting(refuse = new Set<string>()): TokenVerifier & { calls: number } {
  const verify = Object.assign(
    async (t: string) => {
      verify.calls += 1;
      if (refuse.has(t)) throw AppError.unauthorized();
      return claims;
    },
    { calls: 0 },
  );
  return verify;
}

test('an accepted token is verified once until it expires, then again', async () => {
  let now = 1_000_000;
  const inner = counting();
  const verify = cachingVerifier(inner, { now: () => now });
  const t = token(1_000 + 60);
  expect(await verify(t)).toEqual(claims);
  expect(await verify(t)).toEqual(claims);
  expect(inner.calls).toBe(1);
  now = 1_060_000;
  await verify(t);
  expect(inner.calls).toBe(2);
});

test('a refused token, or one without exp, is checked every time', async () => {
  const bad = token(2_000_000_000, 1);
  const inner = counting(new Set([bad]));
  const verify = cachingVerifier(inner);
  await expect(verify(bad)).rejects.toThrow();
  await expect(verify(bad)).rejects.toThrow();
  const noExp = token(undefined);
  await verify(noExp);
  await verify(noExp);
  expect(inner.calls).toBe(4);
});

test('at most max tokens are kept, the oldest dropped first', async () => {
  const inner = counting();
  const verify = cachingVerifier(inner, { max: 2 });
  const [a, b, c] = [1, 2, 3].map((n) => token(2_000_000_000, n));
  for (const t of [a, b, c]) await verify(t!);
  await verify(c!);
  await verify(b!);
  expect(inner.calls).toBe(3);
  await verify(a!);
  expect(inner.calls).toBe(4);
});
