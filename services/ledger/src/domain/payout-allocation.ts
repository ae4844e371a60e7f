/**
 * Which items a payout paid out. A payout takes an amount from the seller's balance, not named credits, so the
 * books alone cannot say which sold item's money went out; this rule says it, first in, first out:
 *
 * - An approved payout covers the seller's sale credits oldest first (by the time the credit was posted),
 *   each up to what is still open of it, and only credits posted by the time the payout's amount was last set
 *   (its request or its last edit): a payout never pays out a sale that came in after it was asked for.
 * - What is open of a credit is the credit less its reversals and less what earlier payouts covered. A
 *   product's reversals take back its sale credits oldest first (sold, returned, sold again: the first sale is
 *   the one reversed).
 * - A credit reversed after a payout covered it keeps its allocation (that money went out) and is never open
 *   again: a reversed credit is not paid out twice. The seller's balance may then be below zero; the rule does
 *   not carry that debt over to later credits, which are paid out in their turn as usual.
 * - Only sale credits carry an item. What a payout takes beyond the open sale credits came from elsewhere
 *   (adjustments, refunds) and stays unallocated; counter purchases and negative adjustments are not traced
 *   either, so FIFO may name an older sale where the money that went out was, strictly, another's.
 * - A credit is paid out when a payout's allocation leaves nothing of it open; the line tells the total the
 *   payouts covered of it.
 */

export interface SaleCredit {
  postingId: string;
  productId: string;
  /** When the credit was posted. */
  at: Date;
  /** What the sale credited the seller, minor units (> 0). */
  amount: number;
}

/** A reversal of a product's sale credit, minor units (> 0). */
export interface SaleReversal {
  productId: string;
  amount: number;
}

export interface Allocation {
  postingId: string;
  productId: string;
  amount: number;
}

/** A credit this payout finished covering: `amount` is all the payouts covered of it. */
export interface PaidOutCredit {
  postingId: string;
  productId: string;
  amount: number;
}

export interface CreditState extends SaleCredit {
  reversed: number;
  allocated: number;
  open: number;
}

const byPostingTime = (a: SaleCredit, b: SaleCredit) => a.at.getTime() - b.at.getTime() || (a.postingId < b.postingId ? -1 : 1);

/** Each credit with its reversals, earlier allocations and what is left open, oldest first. */
export function creditStates(
  credits: readonly SaleCredit[],
  reversals: readonly SaleReversal[],
  allocated: ReadonlyMap<string, number>,
): CreditState[] {
  const toReverse = new Map<string, number>();
  for (const r of reversals) toReverse.set(r.productId, (toReverse.get(r.productId) ?? 0) + r.amount);
  return [...credits].sort(byPostingTime).map((c) => {
    const left = toReverse.get(c.productId) ?? 0;
    const reversed = Math.min(left, c.amount);
    toReverse.set(c.productId, left - reversed);
    const covered = allocated.get(c.postingId) ?? 0;
    return { ...c, reversed, allocated: covered, open: Math.max(0, c.amount - reversed - covered) };
  });
}

/**
 * A payout of `amount` (minor units) over the seller's credits: what it covers of each, and which credits it
 * leaves fully paid out. Credits posted after `postedBy` are not the payout's.
 */
export function allocatePayout(
  amount: number,
  postedBy: Date,
  credits: readonly SaleCredit[],
  reversals: readonly SaleReversal[],
  allocated: ReadonlyMap<string, number>,
): { allocations: Allocation[]; paidOut: PaidOutCredit[] } {
  const allocations: Allocation[] = [];
  const paidOut: PaidOutCredit[] = [];
  let rest = amount;
  for (const c of creditStates(credits, reversals, allocated)) {
    if (rest <= 0) break;
    if (c.open <= 0 || c.at > postedBy) continue;
    const take = Math.min(c.open, rest);
    rest -= take;
    allocations.push({ postingId: c.postingId, productId: c.productId, amount: take });
    if (take === c.open) paidOut.push({ postingId: c.postingId, productId: c.productId, amount: c.allocated + take });
  }
  return { allocations, paidOut };
}
