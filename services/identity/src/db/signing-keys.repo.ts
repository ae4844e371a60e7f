import type { Db, Trx } from '@consign/kit';
import type { JWK } from 'jose';

export interface SigningKeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
  created_at: Date;
  retired_at: Date | null;
}

export async function activeSigningKey(db: Db | Trx): Promise<SigningKeyRow | undefined> {
  return db<SigningKeyRow>('signing_keys').whereNull('retired_at').orderBy('created_at', 'desc').first();
}

/** Keys a verifier may still meet: the active one and retired ones young enough to have live tokens. */
export async function publishedSigningKeys(db: Db): Promise<SigningKeyRow[]> {
  return db<SigningKeyRow>('signing_keys')
    .whereNull('retired_at')
    .orWhere('retired_at', '>', db.raw("now() - interval '1 day'"))
    .orderBy('created_at', 'desc');
}

export async function insertSigningKey(trx: Trx, row: Pick<SigningKeyRow, 'kid' | 'private_jwk' | 'public_jwk'>): Promise<void> {
  await trx('signing_keys').insert({ ...row, private_jwk: JSON.stringify(row.private_jwk), public_jwk: JSON.stringify(row.public_jwk) });
}

/** Serializes key creation across identity replicas for the rest of the transaction. */
export async function lockSigningKeys(trx: Trx): Promise<void> {
  await trx.raw("SELECT pg_advisory_xact_lock(hashtext('identity.signing_keys'))");
}
