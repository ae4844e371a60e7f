import { AppError, languageRequestSchema, type SessionUser } from '@consign/contracts';
import { parseInput, withTransaction, type AccessClaims, type Db } from '@consign/kit';
import { lockSeller } from '../db/sellers.repo';
import { findUserById, setUserLanguage } from '../db/users.repo';
import { announceSellerUpdate } from './sellers';
import { loadSessionUser } from './sessions';

/**
 * The signed-in person's own language (PUT /api/auth/language; null to follow their organization's), answered
 * as their session user. The language is not in the access token, so the session goes on unchanged. A seller's
 * replicas in the other services learn it (seller.updated): their e-mails and documents are written in it.
 */
export async function setOwnLanguage(db: Db, auth: AccessClaims, input: unknown): Promise<SessionUser> {
  const { language } = parseInput(languageRequestSchema, input);
  return withTransaction(db, async (trx) => {
    const current = await findUserById(trx, auth.sub);
    if (!current || current.org_id !== auth.org) throw AppError.unauthorized();
    // The seller before their login, in the order a seller's own changes take them (patchSeller), so the two never deadlock.
    const seller = current.role === 'seller' && current.seller_id ? await lockSeller(trx, auth.org, current.seller_id) : undefined;
    if (!(await setUserLanguage(trx, auth.org, current.id, language))) throw AppError.unauthorized();
    if (seller && !seller.deleted_at && current.language !== language) await announceSellerUpdate(trx, seller, language);
    return loadSessionUser(db, { ...current, language });
  });
}
