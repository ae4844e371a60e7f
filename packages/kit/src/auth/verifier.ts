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
