import { AppError, payoutApproved, type PayoutView, RULE_MESSAGES } from '@consign/contracts';
import { publishEvents, withTransaction, type AccessClaims, type Db } from '@consign/kit';
import { lockAccount } from '../db/books.repo';
import { findPayout, updatePendingPayout } from '../db/payouts.repo';
import { findSeller } from '../db/sellers.repo';
import { entriesFor } from '../domain/postings';
import { payoutEventData, payoutName, toPayoutView } from '../domain/views';
import { allocateToSales } from './allocate-payout';
import { post } from './books';
import { organizationContext } from './organization-context';
import { PAYOUT_NOT_FOUND, visiblePayout } from './payout-support';

/**
 * PATCH {id, approved: true}: pending → completed with `approved.at`, and the hold becomes a payout posting.
 * The status change is a compare-and-swap, so of many simultaneous approvals exactly one succeeds. Approval
 * is when the money goes: the payout is allocated to the seller's sale credits then (a pending payout may still
 * be edited or deleted, an approved one never), and each item it finishes paying out is announced.
 */
export async function approvePayout(db: Db, auth: AccessClaims, id: string): Promise<PayoutView> {
  if (auth.role !== 'coworker') throw AppError.forbidden(RULE_MESSAGES.access.staffApprovesPayouts);
  const found = await visiblePayout(db, auth, id);
  return withTransaction(db, async (trx) => {
    const org = await organizationContext(trx, auth.org);
    // Every change of a payout locks its seller's account first: one lock order, no deadlocks.
    const locked = await lockAccount(trx, auth.org, found.seller_id);
    const row = await updatePendingPayout(trx, auth.org, id, { status: 'completed', approved_at: new Date() });
    if (!row) {
      if (!(await findPayout(trx, auth.org, id))) throw AppError.notFound(PAYOUT_NOT_FOUND);
      throw AppError.conflict(RULE_MESSAGES.payouts.alreadyApproved, 'already_approved');
    }
    await post(trx, {
      orgId: auth.org,
      sellerId: row.seller_id,
      locked,
      kind: 'payout',
      name: payoutName(row.number),
      referenceId: row.id,
      entries: entriesFor.payout(row.seller_id, row.amount, row.fee),
    });
    const paidOut = await allocateToSales(trx, row, 'staff');
    await publishEvents(trx, [
      payoutApproved.create({
        source: 'ledger',
        orgId: auth.org,
        aggregateId: row.id,
        data: { ...payoutEventData(row), approvedAt: row.approved_at!.toISOString() },
      }),
      ...paidOut,
    ]);
    const seller = await findSeller(trx, auth.org, row.seller_id);
    return toPayoutView(row, seller?.full_name ?? null, org.fractionDigits);
  });
}
