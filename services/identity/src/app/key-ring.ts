import { randomUUID } from 'node:crypto';
import {
  cachingVerifier,
  createLocalVerifier,
  generateSigningKey,
  importSigningKey,
  jwksDocument,
  withTransaction,
  type Db,
  type SigningKey,
  type TokenVerifier,
} from '@consign/kit';
import type { JWK } from 'jose';
import { activeSigningKey, insertSigningKey, lockSigningKeys, publishedSigningKeys } from '../db/signing-keys.repo';

export interface KeyRing {
  /** The key new tokens are signed with; made on first use and kept in the database. */
  current(): Promise<SigningKey>;
  jwks(): Promise<{ keys: JWK[] }>;
}

export function createKeyRing(db: Db): KeyRing {
  let current: Promise<SigningKey> | undefined;

  const loadOrCreate = () =>
    withTransaction(db, async (trx) => {
      await lockSigningKeys(trx);
      const row = await activeSigningKey(trx);
      if (row) return importSigningKey(row.kid, row.private_jwk, row.public_jwk);
      const key = await generateSigningKey(randomUUID());
      await insertSigningKey(trx, { kid: key.kid, private_jwk: key.privateJwk, public_jwk: key.publicJwk });
      return key;
    });

  return {
    current() {
      current ??= loadOrCreate().catch((err: unknown) => {
        current = undefined;
        throw err;
      });
      return current;
    },
    async jwks() {
      await this.current();
      const rows = await publishedSigningKeys(db);
      return jwksDocument(rows.map((r) => ({ kid: r.kid, publicJwk: r.public_jwk }) as SigningKey));
    },
  };
}

/**
 * Identity's own tokens, checked with its own key rather than over HTTP from itself, and each signature once
 * until the token expires, as every other service does (kit's cachingVerifier): a seller picker or the
 * palette's search sends the same token with every keystroke, and the check was a quarter of identity's CPU
 * for such a request. Revocation is not this function's: wrap it in TokenRevocations.guard.
 */
export function ownTokenVerifier(keys: KeyRing): TokenVerifier {
  let local: { key: SigningKey; verify: TokenVerifier } | undefined;
  return cachingVerifier(async (token) => {
    const key = await keys.current();
    if (local?.key !== key) local = { key, verify: createLocalVerifier([key.publicJwk]) };
    return local.verify(token);
  });
}
