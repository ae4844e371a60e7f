import { AppError } from '@consign/contracts';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK } from 'jose';
import { TOKEN_ALGORITHM, TOKEN_ISSUER, accessClaimsSchema, type AccessClaims } from './claims';

export type TokenVerifier = (token: string) => Promise<AccessClaims>;

type KeySource = ReturnType<typeof createRemoteJWKSet> | ReturnType<typeof createLocalJWKSet>;

function verifierFor(keys: KeySource): TokenVerifier {
  return async (token) => {
    try {
      // The allow-list is the defence against `alg: none` and algorithm confusion.
      const { payload } = await jwtVerify(token, keys, { algorithms: [TOKEN_ALGORITHM], issuer: TOKEN_ISSUER });
      return accessClaimsSchema.parse(payload);
    } catch {
      throw AppError.unauthorized();
    }
  };
}

/** Verifies with identity's JWKS, fetched once and cached; an unknown `kid` triggers a refetch (key rotation). */
export function createJwksVerifier(jwksUrl: string): TokenVerifier {
  return verifierFor(createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 }));
}

export function createLocalVerifier(keys: JWK[]): TokenVerifier {
  return verifierFor(createLocalJWKSet({ keys }));
}

/**
 * A verifier that remembers the tokens it accepted until each expires, so a token sent with every request is
 * checked once: the signature check and the claims' parse cost the gateway more CPU than passing the request on.
 * Only accepted tokens are kept (at most `max`, the oldest dropped first); a refused one is checked every time.
 * Revocation stays per request: wrap this one in TokenRevocations.guard.
 */
export function cachingVerifier(verify: TokenVerifier, opts: { max?: number; now?: () => number } = {}): TokenVerifier {
  const max = opts.max ?? 10_000;
  const now = opts.now ?? Date.now;
  const accepted = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return async (token) => {
    const hit = accepted.get(token);
    if (hit && hit.expiresAt > now()) return hit.claims;
    if (hit) accepted.delete(token);
    const claims = await verify(token);
    const expiresAt = expiryOf(token);
    if (expiresAt !== undefined) {
      if (accepted.size >= max) accepted.delete(accepted.keys().next().value!);
      accepted.set(token, { claims, expiresAt });
    }
    return claims;
  };
}

/** A verified token's `exp` in ms (undefined without one: never cached). */
function expiryOf(token: string): number | undefined {
  try {
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
