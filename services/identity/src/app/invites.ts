import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, AppError, acceptInviteRequestSchema, resolveLanguage, userInvited, type Language } from '@consign/contracts';
import { parseInput, publishEvents, withTransaction, type Db, type Trx } from '@consign/kit';
import { findOrganizationLanguage } from '../db/organizations.repo';
import { setLastUsed, setPersonPassword } from '../db/people.repo';
import { consumeOneTimeToken, insertOneTimeToken } from '../db/tokens.repo';
import { findUserById } from '../db/users.repo';
import { INVITE_TOKEN_TTL_MS, hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { hashPassword } from '../domain/passwords';
import type { KeyRing } from './key-ring';
import { issueSession, type IssuedSession } from './sessions';

/** A one-time set-password link for a new account, announced for the notifications service to e-mail. */
export async function createInvite(trx: Trx, user: InvitedUser): Promise<void> {
  await createInvites(trx, [user]);
}

/** `hasPassword`: the person signs in already (a membership of another organization) and keeps their password. */
type InvitedUser = { id: string; orgId: string; email: string; role: 'coworker' | 'seller'; name: string; hasPassword?: boolean };

/**
 * Invites for several new memberships in a few statements (a page of imported sellers). The e-mail is written in
 * the language the person will read: a new membership has chosen none, so their organization's, else English. A
 * person with a password gets no link: the e-mail tells them they were added and may sign in as they do.
 */
export async function createInvites(trx: Trx, users: InvitedUser[]): Promise<void> {
  const expiresAt = new Date(Date.now() + INVITE_TOKEN_TTL_MS);
  const languages = new Map<string, Language>();
  for (const orgId of new Set(users.map((u) => u.orgId)))
    languages.set(orgId, resolveLanguage({ user: null, organization: await findOrganizationLanguage(trx, orgId) }));
  const invites = users.map((user) => ({ user, token: user.hasPassword ? undefined : newOpaqueToken() }));
  const links = invites.flatMap(({ user, token }) =>
    token
      ? [{ id: randomUUID(), user_id: user.id, purpose: 'invite' as const, token_hash: hashOpaqueToken(token), expires_at: expiresAt }]
      : [],
  );
  if (links.length) await insertOneTimeToken(trx, links);
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
          ...(token ? { token } : {}),
          expiresAt: expiresAt.toISOString(),
          language: languages.get(user.orgId)!,
          existingAccount: !token,
        },
      }),
    ),
  );
}

/**
 * The invited person chooses a password (theirs, for every membership they have) and is signed in to the
 * membership that invited them.
 */
export async function acceptInvite(db: Db, keys: KeyRing, input: unknown): Promise<IssuedSession> {
  const { token, password } = parseInput(acceptInviteRequestSchema, input);
  const hash = await hashPassword(password);
  return withTransaction(db, async (trx) => {
    const row = await consumeOneTimeToken(trx, hashOpaqueToken(token), 'invite');
    const user = row && (await findUserById(trx, row.user_id));
    if (!row || !user) throw AppError.invalid(AUTH_MESSAGES.invalidOrExpiredLink);
    await setPersonPassword(trx, user.person_id, hash);
    await setLastUsed(trx, user.person_id, user.id);
    return issueSession(trx, keys, user);
  });
}
