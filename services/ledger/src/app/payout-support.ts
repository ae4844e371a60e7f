import { AppError, MESSAGES, parseMoney, type Asker, type RuleProblem, RULE_MESSAGES, apiMessage } from '@consign/contracts';
import type { AccessClaims, Db } from '@consign/kit';
import { findPayout, type PayoutRow } from '../db/payouts.repo';
import { findSeller, type SellerReplica } from '../db/sellers.repo';

export const PAYOUT_NOT_FOUND = RULE_MESSAGES.payouts.notFound;
export const SELLER_NOT_FOUND = RULE_MESSAGES.sellers.notFound;

export const askerOf = (auth: AccessClaims): Asker => (auth.role === 'coworker' ? 'staff' : 'seller');

/** A rule's refusal as the one error shape: a bad request is a 400, a refusal by the books a 422. */
export function refuse(problem: RuleProblem | null): void {
  if (!problem) return;
  throw problem.kind === 'invalid' ? AppError.invalid(problem.message) : AppError.unexpectedState(problem.message, problem.code);
}

/** Major units from the client (number or money string) to minor units; absent or blank is null. */
export function parseAmount(value: string | number | null | undefined, fractionDigits: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  return parseMoney(value, fractionDigits);
}

/** Staff name the seller; a seller acts only for themself. */
export function targetSellerId(auth: AccessClaims, given: string | undefined): string {
  if (auth.role === 'seller') {
    if (given && given !== auth.sellerId) throw AppError.notFound(SELLER_NOT_FOUND);
    return auth.sellerId!;
  }
  if (!given) throw AppError.invalid(MESSAGES.products.sellerRequired);
  return given;
}

/** A seller created a moment ago may not have reached the ledger's replica yet; give identity's event a short while. */
const SELLER_REPLICA_WAIT_MS = 3000;

export async function requireSeller(db: Db, orgId: string, id: string): Promise<SellerReplica> {
  const deadline = Date.now() + SELLER_REPLICA_WAIT_MS;
  for (;;) {
    const seller = await findSeller(db, orgId, id);
    if (seller) return seller;
    if (Date.now() > deadline) throw AppError.notFound(SELLER_NOT_FOUND);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** A payout the caller may see: staff see the organization's, a seller only their own. */
export async function visiblePayout(db: Db, auth: AccessClaims, id: string): Promise<PayoutRow> {
  const row = isUuid(id) ? await findPayout(db, auth.org, id) : undefined;
  if (!row || (auth.role === 'seller' && row.seller_id !== auth.sellerId)) throw AppError.notFound(PAYOUT_NOT_FOUND);
  return row;
}

export const approvedConflict = (what: 'edited' | 'deleted') =>
  AppError.conflict(apiMessage('rules.payouts.approvedLocked', { change: what }), 'payout_approved');
