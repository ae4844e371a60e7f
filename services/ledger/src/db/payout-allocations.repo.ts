import type { Trx } from '@consign/kit';
import type { Allocation, SaleCredit, SaleReversal } from '../domain/payout-allocation';

/** What the allocation rule reads of a seller's books: sale credits, their reversals, earlier allocations. */
export interface SellerCredits {
  credits: SaleCredit[];
  reversals: SaleReversal[];
  allocated: Map<string, number>;
}

export async function sellerSaleCredits(trx: Trx, orgId: string, sellerId: string): Promise<SellerCredits> {
  const rows = await trx('postings as p')
    .join('entries as e', function join() {
      this.on('e.posting_id', 'p.id').andOnVal('e.account', 'seller_available');
    })
    .where({ 'p.org_id': orgId, 'p.seller_id': sellerId })
    .whereIn('p.kind', ['sale', 'sale_reversal'])
    .orderBy([{ column: 'p.created_at' }, { column: 'p.id' }])
    .select('p.id', 'p.kind', 'p.reference_id', 'p.created_at', 'e.amount');
  const allocations = await trx('payout_allocations')
    .where({ org_id: orgId, seller_id: sellerId })
    .groupBy('posting_id')
    .select('posting_id', trx.raw('SUM(amount) AS amount'));
  const credits: SaleCredit[] = [];
  const reversals: SaleReversal[] = [];
  for (const r of rows as Array<{ id: string; kind: string; reference_id: string; created_at: Date; amount: string }>) {
    if (r.kind === 'sale') credits.push({ postingId: r.id, productId: r.reference_id, at: r.created_at, amount: Number(r.amount) });
    else reversals.push({ productId: r.reference_id, amount: -Number(r.amount) });
  }
  const allocated = new Map((allocations as Array<{ posting_id: string; amount: string }>).map((a) => [a.posting_id, Number(a.amount)]));
  return { credits, reversals, allocated };
}

/** When the payout's amount was last set: its hold, or the last change of it. */
export async function payoutAmountSetAt(trx: Trx, orgId: string, payoutId: string): Promise<Date> {
  const row = await trx('postings')
    .where({ org_id: orgId, reference_id: payoutId })
    .whereIn('kind', ['payout_hold', 'payout_hold_change'])
    .max<{ at: Date }>('created_at as at')
    .first();
  return row!.at;
}

export async function insertAllocations(
  trx: Trx,
  row: { orgId: string; payoutId: string; sellerId: string },
  allocations: Allocation[],
): Promise<void> {
  if (!allocations.length) return;
  await trx('payout_allocations').insert(
    allocations.map((a) => ({
      org_id: row.orgId,
      payout_id: row.payoutId,
      posting_id: a.postingId,
      seller_id: row.sellerId,
      product_id: a.productId,
      amount: a.amount,
    })),
  );
}
