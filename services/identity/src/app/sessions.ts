import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, AppError, isLanguage, type SessionResponse } from '@consign/contracts';
import { asSystem, signAccessToken, withTransaction, type Db, type TokenRevocations, type Trx } from '@consign/kit';
import { findUserById, listMemberships, membershipIds, type MembershipRow, type SessionUserRow } from '../db/users.repo';
import { findRefreshTokenForUpdate, insertRefreshToken, markRotated, revokeFamily } from '../db/tokens.repo';
import { REFRESH_TOKEN_TTL_MS, hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { endAllAccess } from './end-access';
import type { KeyRing } from './key-ring';

export interface IssuedSession {
  response: SessionResponse;
  refreshToken: string;
  refreshExpiresAt: Date;
}

const MEMBERSHIPS = "a person's memberships span organizations";

/** The organizations the person of `user` may switch to (their own included), read as system. */
export function membershipsOf(db: Db | Trx, user: Pick<SessionUserRow, 'person_id'>): Promise<MembershipRow[]> {
  return asSystem(MEMBERSHIPS, () => listMemberships(db, user.person_id));
}

/** The session user with the organizations the person belongs to (for the shop switcher). */
export async function loadSessionUser(db: Db | Trx, user: SessionUserRow): Promise<SessionResponse['user']> {
  return sessionUser(user, await membershipsOf(db, user));
}

export function sessionUser(user: SessionUserRow, memberships: MembershipRow[]): SessionResponse['user'] {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    orgSlug: user.org_slug,
    ...(user.seller_id ? { sellerId: user.seller_id } : {}),
    metadata: { role: user.role },
    language: isLanguage(user.language) ? user.language : null,
    organizationLanguage: isLanguage(user.org_language) ? user.org_language : null,
    memberships: memberships.map((m) => ({ organizationId: m.org_id, slug: m.org_slug, name: m.org_name, role: m.role })),
  };
}

/** An access token and a refresh token of the given family (a new family on sign-in). */
export async function issueSession(
  db: Db | Trx,
  keys: KeyRing,
  user: SessionUserRow,
  familyId: string = randomUUID(),
): Promise<IssuedSession> {
  const { token, expiresAt } = await signAccessToken(await keys.current(), {
    sub: user.id,
    org: user.org_id,
    orgSlug: user.org_slug,
    role: user.role,
    ...(user.seller_id ? { sellerId: user.seller_id } : {}),
    ver: user.token_version,
  });
  const refreshToken = newOpaqueToken();
  const refreshExpiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_MS);
  await insertRefreshToken(db, {
    id: randomUUID(),
    user_id: user.id,
    family_id: familyId,
    token_hash: hashOpaqueToken(refreshToken),
    expires_at: refreshExpiresAt,
  });
  const response = { accessToken: token, expiresAt: expiresAt.toISOString(), user: await loadSessionUser(db, user) };
  return { response, refreshToken, refreshExpiresAt };
}

const expired = () => AppError.unauthorized(AUTH_MESSAGES.sessionExpired);

/**
 * Rotates a refresh token. A token that was already rotated is a stolen copy or a replay: the whole
 * family is revoked, so neither the thief nor the owner keeps a session from it.
 */
export async function refreshSession(db: Db, keys: KeyRing, presented: string | undefined): Promise<IssuedSession> {
  if (!presented) throw expired();
  const outcome = await withTransaction(db, async (trx) => {
    const row = await findRefreshTokenForUpdate(trx, hashOpaqueToken(presented));
    if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) return { error: true as const };
    if (row.rotated_at) {
      await revokeFamily(trx, row.family_id);
      return { error: true as const };
    }
    const user = await findUserById(trx, row.user_id);
    if (!user) return { error: true as const };
    await markRotated(trx, row.id);
    return { error: false as const, session: await issueSession(trx, keys, user, row.family_id) };
  });
  // The revocation must commit even though the caller gets an error, hence the error travels out as a value.
  if (outcome.error) throw expired();
  return outcome.session;
}

/** 'Log out everywhere': every session and access token of the signed-in person ends, in each of their organizations. */
export async function endAllSessions(db: Db, revocations: TokenRevocations, userId: string): Promise<void> {
  await asSystem(MEMBERSHIPS, () =>
    withTransaction(db, async (trx) => {
      const user = await findUserById(trx, userId);
      for (const id of user ? await membershipIds(trx, user.person_id) : [userId]) await endAllAccess(trx, revocations, id);
    }),
  );
}

export async function endSession(db: Db, presented: string | undefined): Promise<void> {
  if (!presented) return;
  await withTransaction(db, async (trx) => {
    const row = await findRefreshTokenForUpdate(trx, hashOpaqueToken(presented));
    if (row) await revokeFamily(trx, row.family_id);
  });
}
