import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, AppError, acceptInviteRequestSchema, resolveLanguage, userInvited, type Language } from '@consign/contracts';
import { parseInput, publishEvents, withTransaction, type Db, type Trx } from '@consign/kit';
import { findOrganizationLanguage } from '../db/organizations.repo';
import { consumeOneTimeToken, insertOneTimeToken } from '../db/tokens.repo';
import { findUserById, setPasswordHash } from '../db/users.repo';
import { INVITE_TOKEN_TTL_MS, hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { hashPassword } from '../domain/passwords';
import type { KeyRing } from './key-ring';
import { issueSession, type IssuedSession } from './sessions';

/** A one-time set-password link for a new account, announced for the notifications service to e-mail. */
export async function createInvite(trx: Trx, user: InvitedUser): Promise<void> {
  await createInvites(trx, [user]);
}

type InvitedUser = { id: string; orgId: string; email: string; role: 'coworker' | 'seller'; name: string };

/**
 * Invites for several new accounts in a few statements (a page of imported sellers). The e-mail is written in the
 * language the person will read: a new account has chosen none, so their organization's, else English.
 */
export async function createInvites(trx: Trx, users: InvitedUser[]): Promise<void> {
  const expiresAt = new Date(Date.now() + INVITE_TOKEN_TTL_MS);
  const languages = new Map<string, Language>();
  for (const orgId of new Set(users.map((u) => u.orgId)))
    languages.set(orgId, resolveLanguage({ user: null, organization: await findOrganizationLanguage(trx, orgId) }));
  const invites = users.map((user) => ({ user, token: newOpaqueToken() }));
  await insertOneTimeToken(
    trx,
    invites.map(({ user, token }) => ({
      id: randomUUID(),
      user_id: user.id,
      purpose: 'invite' as const,
      token_hash: hashOpaqueToken(token),
      expires_at: expiresAt,
    })),
  );
  await publishEvents(
    trx,
    invites.map(({ user, token }) =>
      userInvited.create({
        source: 'identity',
        orgId: user.orgId,
        aggregateId: user.id,
        data: {
          userId: user.id,
          email: user.email,
          role: user.role,
          name: user.name,
          token,
          expiresAt: expiresAt.toISOString(),
          language: languages.get(user.orgId)!,
        },
      }),
    ),
  );
}

/** The invited person chooses a password and is signed in. */
export async function acceptInvite(db: Db, keys: KeyRing, input: unknown): Promise<IssuedSession> {
  const { token, password } = parseInput(acceptInviteRequestSchema, input);
  const hash = await hashPassword(password);
  return withTransaction(db, async (trx) => {
    const row = await consumeOneTimeToken(trx, hashOpaqueToken(token), 'invite');
    const user = row && (await findUserById(trx, row.user_id));
    if (!row || !user) throw AppError.invalid(AUTH_MESSAGES.invalidOrExpiredLink);
    await setPasswordHash(trx, user.id, hash);
    return issueSession(trx, keys, user);
  });
}
