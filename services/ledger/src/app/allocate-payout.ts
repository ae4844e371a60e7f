import { productPaidOut, type EventEnvelope } from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { insertAllocations, payoutAmountSetAt, sellerSaleCredits } from '../db/payout-allocations.repo';
import type { PayoutRow } from '../db/payouts.repo';
import { allocatePayout } from '../domain/payout-allocation';

/**
 * An approved payout's share of the seller's sale credits (domain/payout-allocation), recorded in the approval's
 * transaction. The caller holds the seller's account lock, which every payout, sale and reversal of the seller
 * takes first: two approvals read each other's allocations, never the same open credit. Returns one
 * ledger.product.paid_out for each credit this payout finished covering, for the caller to publish.
 */
export async function allocateToSales(trx: Trx, row: PayoutRow, by: 'staff' | 'system'): Promise<EventEnvelope[]> {
  const { credits, reversals, allocated } = await sellerSaleCredits(trx, row.org_id, row.seller_id);
  const postedBy = await payoutAmountSetAt(trx, row.org_id, row.id);
  const { allocations, paidOut } = allocatePayout(row.amount, postedBy, credits, reversals, allocated);
  await insertAllocations(trx, { orgId: row.org_id, payoutId: row.id, sellerId: row.seller_id }, allocations);
  return paidOut.map((p) =>
    productPaidOut.create({
      source: 'ledger',
      orgId: row.org_id,
      aggregateId: p.productId,
      data: {
        productId: p.productId,
        sellerId: row.seller_id,
        payoutId: row.id,
        amount: p.amount,
        currency: row.currency,
        at: row.approved_at!.toISOString(),
        by,
      },
    }),
  );
}
