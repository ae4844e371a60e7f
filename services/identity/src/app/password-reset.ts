import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  AppError,
  forgotPasswordRequestSchema,
  passwordResetRequested,
  resolveLanguage,
  resetPasswordRequestSchema,
} from '@consign/contracts';
import { parseInput, publishEvents, withTransaction, type Db, type TokenRevocations } from '@consign/kit';
import { consumeOneTimeToken, endUnusedOneTimeTokens, insertOneTimeToken, oneTimeTokenOwner } from '../db/tokens.repo';
import { findUserByEmail, lockUser, setPasswordHash } from '../db/users.repo';
import { RESET_TOKEN_TTL_MS, hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { hashPassword } from '../domain/passwords';
import { endAllAccess } from './end-access';

/**
 * Starts a reset when the account exists; the caller answers 202 either way (no account enumeration). The new
 * link is the account's only live one: earlier links end (a unique index on live reset links backs this).
 */
export async function requestPasswordReset(db: Db, input: unknown): Promise<void> {
  const { email } = parseInput(forgotPasswordRequestSchema, input);
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
  await withTransaction(db, async (trx) => {
    await lockUser(trx, user.id);
    await endUnusedOneTimeTokens(trx, user.id, ['reset']);
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
        data: {
          userId: user.id,
          email: user.email,
          token,
          expiresAt: expiresAt.toISOString(),
          // The e-mail's language: the person's own choice, else their organization's, else English.
          language: resolveLanguage({ user: user.language, organization: user.org_language }),
        },
      }),
    ]);
  });
}

/**
 * Sets a new password with a reset link; every session and access token of the account ends, and so does
 * every other link that could set its password (reset or invite).
 */
export async function resetPassword(db: Db, revocations: TokenRevocations, input: unknown): Promise<void> {
  const { token, password } = parseInput(resetPasswordRequestSchema, input);
  const hash = await hashPassword(password);
  await withTransaction(db, async (trx) => {
    // The account first, then its links: the order of a new reset request, so the two never deadlock.
    const owner = await oneTimeTokenOwner(trx, hashOpaqueToken(token), 'reset');
    if (owner) await lockUser(trx, owner);
    const row = await consumeOneTimeToken(trx, hashOpaqueToken(token), 'reset');
    if (!row) throw AppError.invalid(AUTH_MESSAGES.invalidOrExpiredLink);
    await endUnusedOneTimeTokens(trx, row.user_id, ['reset', 'invite']);
    await setPasswordHash(trx, row.user_id, hash);
    await endAllAccess(trx, revocations, row.user_id);
  });
}
