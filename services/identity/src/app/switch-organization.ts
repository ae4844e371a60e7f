import { AUTH_MESSAGES, AppError, switchOrganizationRequestSchema } from '@consign/contracts';
import { parseInput, withTransaction, type AccessClaims, type Db } from '@consign/kit';
import { setLastUsed } from '../db/people.repo';
import { findRefreshTokenForUpdate, revokeFamily } from '../db/tokens.repo';
import { findMembership, findUserById } from '../db/users.repo';
import { hashOpaqueToken } from '../domain/opaque-tokens';
import type { KeyRing } from './key-ring';
import { issueSession, type IssuedSession } from './sessions';

/**
 * POST /api/auth/switch: the signed-in person's session in another of their organizations (or the same one, anew).
 * The token presented must still be good (requireAuth checked its version), its membership alive; an organization
 * they do not belong to is a 404, as one that does not exist. The session they leave ends (its refresh family),
 * so one browser holds one session, and the next sign-in lands where they switched to. Runs as system: the
 * membership named is in another organization than the token's.
 */
export async function switchOrganization(
  db: Db,
  keys: KeyRing,
  auth: AccessClaims,
  input: unknown,
  presentedRefresh: string | undefined,
): Promise<IssuedSession> {
  const { organizationId } = parseInput(switchOrganizationRequestSchema, input);
  const current = await findUserById(db, auth.sub);
  if (!current || current.org_id !== auth.org) throw AppError.unauthorized();
  const target = await findMembership(db, current.person_id, organizationId);
  if (!target) throw AppError.notFound(AUTH_MESSAGES.noMembership);
  return withTransaction(db, async (trx) => {
    const left = presentedRefresh ? await findRefreshTokenForUpdate(trx, hashOpaqueToken(presentedRefresh)) : undefined;
    if (left && left.user_id === current.id) await revokeFamily(trx, left.family_id);
    await setLastUsed(trx, current.person_id, target.id);
    return issueSession(trx, keys, target);
  });
}
