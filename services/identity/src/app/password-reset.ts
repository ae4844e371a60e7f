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
import { findPersonByEmail, lockPerson, setPersonPassword } from '../db/people.repo';
import { consumeOneTimeToken, endUnusedOneTimeTokens, insertOneTimeToken, oneTimeTokenOwner } from '../db/tokens.repo';
import { findSignInMembership, findUserById, membershipIds } from '../db/users.repo';
import { RESET_TOKEN_TTL_MS, hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { hashPassword } from '../domain/passwords';
import { endAllAccess } from './end-access';

/**
 * Starts a reset when the person exists; the caller answers 202 either way (no account enumeration). The link
 * names the membership sign-in would land in (its organization's and language's e-mail) and is the person's only
 * live one: earlier links of any of their memberships end (a unique index on live reset links backs this).
 * Runs as system: a person's memberships span organizations.
 */
export async function requestPasswordReset(db: Db, input: unknown): Promise<void> {
  const { email } = parseInput(forgotPasswordRequestSchema, input);
  const person = await findPersonByEmail(db, email);
  const user = person && (await findSignInMembership(db, person.id, person.last_user_id));
  if (!person || !user) return;
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
  await withTransaction(db, async (trx) => {
    await lockPerson(trx, person.id);
    for (const id of await membershipIds(trx, person.id)) await endUnusedOneTimeTokens(trx, id, ['reset']);
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
          email: person.email,
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
 * Sets the person's new password with a reset link; every session and access token of every membership of
 * theirs ends, and so does every other link that could set their password (reset or invite).
 */
export async function resetPassword(db: Db, revocations: TokenRevocations, input: unknown): Promise<void> {
  const { token, password } = parseInput(resetPasswordRequestSchema, input);
  const hash = await hashPassword(password);
  await withTransaction(db, async (trx) => {
    // The person first, then their links: the order of a new reset request, so the two never deadlock.
    const owner = await oneTimeTokenOwner(trx, hashOpaqueToken(token), 'reset');
    const personId = owner ? (await findUserById(trx, owner))?.person_id : undefined;
    if (personId) await lockPerson(trx, personId);
    const row = await consumeOneTimeToken(trx, hashOpaqueToken(token), 'reset');
    if (!row || !personId) throw AppError.invalid(AUTH_MESSAGES.invalidOrExpiredLink);
    for (const id of await membershipIds(trx, personId)) {
      await endUnusedOneTimeTokens(trx, id, ['reset', 'invite']);
      await endAllAccess(trx, revocations, id);
    }
    await setPersonPassword(trx, personId, hash);
  });
}
