import { AppError, RULE_MESSAGES } from '@consign/contracts';
import type { AccessClaims, Trx } from '@consign/kit';
import { findOrganizationReplica } from '../db/replicas.repo';

/** A seller books, confirms and moves deliveries only while the organization's seller experience offers deliveries. */
export async function assertSellerMayBook(trx: Trx, auth: AccessClaims): Promise<void> {
  if (auth.role !== 'seller') return;
  const org = await findOrganizationReplica(trx, auth.org);
  if (org && !org.deliveries_enabled) throw AppError.forbidden(RULE_MESSAGES.sellerExperience.deliveriesOff);
}
