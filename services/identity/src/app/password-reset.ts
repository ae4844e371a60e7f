import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  AppError,
  forgotPasswordRequestSchema,
  passwordResetRequested,
  resetPasswordRequestSchema,
} from '@consign/contracts';
import { parseInput, publishEvents, withTransaction, type Db } from '@consign/kit';
import { consumeOneTimeToken, insertOneTimeToken, revokeAllSessions } from '../db/tokens.repo';
import { findUserByEmail, setPasswordHash } from '../db/users.repo';
import { RESET_TOKEN_TTL_MS, hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { hashPassword } from '../domain/passwords';

/** Starts a reset when the account exists; the caller answers 202 either way (no account enumeration). */
export async function requestPasswordReset(db: Db, input: unknown): Promise<void> {
  const { email } = parseInput(forgotPasswordRequestSchema, input);
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
  await withTransaction(db, async (trx) => {
    await insertOneTimeToken(trx, {
      id: randomUUID(),
      user_id: user.id,
      purpose: 'reset',
      token_hash: hashOpaqueToken(token),
      expires_at: expiresAt,
    });
    await publishEvents(trx, [
      passwordResetRequested.create({
        source: 'identity',
        orgId: user.org_id,
        aggregateId: user.id,
        data: { userId: user.id, email: user.email, token, expiresAt: expiresAt.toISOString() },
      }),
    ]);
  });
}

/** Sets a new password with a reset link; every session of the account ends. */
export async function resetPassword(db: Db, input: unknown): Promise<void> {
  const { token, password } = parseInput(resetPasswordRequestSchema, input);
  const hash = await hashPassword(password);
  await withTransaction(db, async (trx) => {
    const row = await consumeOneTimeToken(trx, hashOpaqueToken(token), 'reset');
    if (!row) throw AppError.invalid(AUTH_MESSAGES.invalidOrExpiredLink);
    await setPasswordHash(trx, row.user_id, hash);
    await revokeAllSessions(trx, row.user_id);
  });
}
