import { AppError, RULE_MESSAGES } from '@consign/contracts';
import type { AccessClaims, Db } from '@consign/kit';
import { soldCategories } from '../db/products.repo';
import { computeImpact } from '../domain/impact';
import { organizationContext } from './organization-context';

const isId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * GET /api/{org}/sellers/{id}/impact: what a seller's sold items saved. A seller reads only their own, and
 * only while the organization's seller experience shows impact.
 */
export async function sellerImpact(db: Db, auth: AccessClaims, sellerId: string) {
  if (auth.role === 'seller') {
    if (auth.sellerId !== sellerId) throw AppError.forbidden(RULE_MESSAGES.access.ownImpactOnly);
    const org = await organizationContext(db, auth.org);
    if (!org.config.sellerExperience.impactEnabled) throw AppError.forbidden(RULE_MESSAGES.sellerExperience.impactOff);
  }
  if (!isId(sellerId)) return computeImpact([]);
  return computeImpact(await soldCategories(db, auth.org, sellerId));
}
