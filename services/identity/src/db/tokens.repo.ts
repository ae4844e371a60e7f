import type { Db, Trx } from '@consign/kit';

export interface RefreshTokenRow {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
}

export interface OneTimeTokenRow {
  id: string;
  user_id: string;
  purpose: 'invite' | 'reset';
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertRefreshToken(trx: Trx | Db, row: Omit<RefreshTokenRow, 'rotated_at' | 'revoked_at'>): Promise<void> {
  await trx('refresh_tokens').insert(row);
}

/** Locks the row: two refreshes with the same token are decided one after the other. */
export async function findRefreshTokenForUpdate(trx: Trx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return trx<RefreshTokenRow>('refresh_tokens').where({ token_hash: tokenHash }).forUpdate().first();
}

export async function markRotated(trx: Trx, id: string): Promise<void> {
  await trx('refresh_tokens').where({ id }).update({ rotated_at: trx.fn.now() });
}

export async function revokeFamily(trx: Trx | Db, familyId: string): Promise<void> {
  await trx('refresh_tokens').where({ family_id: familyId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now() });
}

export async function revokeAllSessions(trx: Trx, userId: string): Promise<void> {
  await trx('refresh_tokens').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now() });
}

/** One token or several in one statement. */
export async function insertOneTimeToken(
  trx: Trx,
  row: Omit<OneTimeTokenRow, 'used_at'> | Array<Omit<OneTimeTokenRow, 'used_at'>>,
): Promise<void> {
  await trx('one_time_tokens').insert(row);
}

/** Ends the account's links that were not used yet (of the given purposes). */
export async function endUnusedOneTimeTokens(trx: Trx, userId: string, purposes: OneTimeTokenRow['purpose'][]): Promise<void> {
  await trx('one_time_tokens')
    .where({ user_id: userId })
    .whereIn('purpose', purposes)
    .whereNull('used_at')
    .update({ used_at: trx.fn.now() });
}

/** The account a link belongs to, used or not (nothing locked). */
export async function oneTimeTokenOwner(trx: Trx, tokenHash: string, purpose: OneTimeTokenRow['purpose']): Promise<string | undefined> {
  const row = await trx<OneTimeTokenRow>('one_time_tokens').where({ token_hash: tokenHash, purpose }).first('user_id');
  return row?.user_id;
}

/** Takes a one-time token: it works once, before it expires. */
export async function consumeOneTimeToken(
  trx: Trx,
  tokenHash: string,
  purpose: OneTimeTokenRow['purpose'],
): Promise<OneTimeTokenRow | undefined> {
  const [row] = await trx<OneTimeTokenRow>('one_time_tokens')
    .where({ token_hash: tokenHash, purpose })
    .whereNull('used_at')
    .where('expires_at', '>', trx.fn.now())
    .update({ used_at: trx.fn.now() })
    .returning('*');
  return row;
}
