import { z } from 'zod';
import { defineEvent } from './envelope';

/** Amounts in ledger events are minor units, with the currency beside them. */
const minor = z.number().int();

/** A seller's available credits went up from a sale (notifications tell the seller). */
export const accountCredited = defineEvent({
  type: 'ledger.account.credited',
  version: 1,
  aggregateType: 'account',
  data: z.object({
    sellerId: z.string(),
    postingId: z.string(),
    productId: z.string(),
    productName: z.string(),
    amount: minor,
    currency: z.string(),
    available: minor,
    accumulated: minor,
  }),
});

const payoutData = z.object({
  id: z.string(),
  sellerId: z.string(),
  number: z.number().int(),
  numberPadded: z.string(),
  amount: minor,
  transactionFee: minor,
  amountWithFeesDeducted: minor,
  bankAccountNumber: z.string(),
  currency: z.string(),
});

export const payoutRequested = defineEvent({ type: 'ledger.payout.requested', version: 1, aggregateType: 'payout', data: payoutData });
export const payoutApproved = defineEvent({
  type: 'ledger.payout.approved',
  version: 1,
  aggregateType: 'payout',
  data: payoutData.extend({ approvedAt: z.iso.datetime({ offset: true }) }),
});
/**
 * A pending payout was edited: where the money goes is security-relevant (a hijacked session could redirect
 * it), so each edit is recorded with who made it and what it was before.
 */
export const payoutChanged = defineEvent({
  type: 'ledger.payout.changed',
  version: 1,
  aggregateType: 'payout',
  data: payoutData.extend({
    previous: z.object({ amount: minor, bankAccountNumber: z.string() }),
    changedBy: z.object({ userId: z.string(), role: z.enum(['coworker', 'seller']) }),
  }),
});
export const payoutDeleted = defineEvent({
  type: 'ledger.payout.deleted',
  version: 1,
  aggregateType: 'payout',
  data: z.object({ id: z.string(), sellerId: z.string() }),
});

/**
 * Payouts covered all of a sold product's sale credit (the ledger allocates each approved payout to the
 * seller's sale credits, oldest first): catalog records it in the product's history. `amount` is what the
 * payouts covered of the credit; `by` approved the payout that finished it.
 */
export const productPaidOut = defineEvent({
  type: 'ledger.product.paid_out',
  version: 1,
  aggregateType: 'product',
  data: z.object({
    productId: z.string(),
    sellerId: z.string(),
    payoutId: z.string(),
    amount: minor,
    currency: z.string(),
    at: z.iso.datetime({ offset: true }),
    by: z.enum(['staff', 'system']),
  }),
});

export const adjustmentCreated = defineEvent({
  type: 'ledger.adjustment.created',
  version: 1,
  aggregateType: 'adjustment',
  data: z.object({ id: z.string(), sellerId: z.string(), amount: minor, details: z.string(), currency: z.string() }),
});
