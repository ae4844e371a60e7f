import { AppError } from '@consign/contracts';
import type { AccessClaims, Db } from '@consign/kit';
import { soldCategories } from '../db/products.repo';
import { computeImpact } from '../domain/impact';

const isId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** GET /api/{org}/sellers/{id}/impact: what a seller's sold items saved. A seller reads only their own. */
export async function sellerImpact(db: Db, auth: AccessClaims, sellerId: string) {
  if (auth.role === 'seller' && auth.sellerId !== sellerId) throw AppError.forbidden('You can only see your own impact');
  if (!isId(sellerId)) return computeImpact([]);
  return computeImpact(await soldCategories(db, auth.org, sellerId));
}
