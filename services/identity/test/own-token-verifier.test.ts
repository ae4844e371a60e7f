import { randomUUID } from 'node:crypto';
import { AppError } from '@consign/contracts';
import { generateSigningKey, signAccessToken, type AccessClaims, type SigningKey } from '@consign/kit';
import { ownTokenVerifier, type KeyRing } from '../src/app/key-ring';

const claims: AccessClaims = { sub: randomUUID(), org: randomUUID(), orgSlug: 'demo', role: 'coworker' };

/** A key ring whose current key the test sets, counting how often a verification asks for it. */
function ring(key: SigningKey): KeyRing & { key: SigningKey; asked: number } {
  const r = {
    key,
    asked: 0,
    async current() {
      r.asked += 1;
      return r.key;
    },
    async jwks() {
      return { keys: [r.key.publicJwk] };
    },
  };
  return r;
}

test("a token identity signed is checked once until it expires; another key's token is refused every time", async () => {
  const [mine, foreign] = await Promise.all([generateSigningKey(randomUUID()), generateSigningKey(randomUUID())]);
  const keys = ring(mine);
  const verify = ownTokenVerifier(keys);
  const { token } = await signAccessToken(mine, claims);

  expect(await verify(token)).toMatchObject(claims);
  expect(await verify(token)).toMatchObject(claims);
  expect(keys.asked).toBe(1);

  const { token: forged } = await signAccessToken(foreign, claims);
  await expect(verify(forged)).rejects.toBeInstanceOf(AppError);
  await expect(verify(forged)).rejects.toBeInstanceOf(AppError);
  expect(keys.asked).toBe(3);
});

test('after the key changes, tokens of the new key are accepted', async () => {
  const [first, second] = await Promise.all([generateSigningKey(randomUUID()), generateSigningKey(randomUUID())]);
  const keys = ring(first);
  const verify = ownTokenVerifier(keys);
  const { token: before } = await signAccessToken(first, claims);
  await verify(before);
  keys.key = second;
  const { token: after } = await signAccessToken(second, claims);
  expect(await verify(after)).toMatchObject(claims);
});
