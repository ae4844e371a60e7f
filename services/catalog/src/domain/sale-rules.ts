import { AppError, SALE_MESSAGES, type PaymentMethod } from '@consign/contracts';
import type { StoredPayment } from '../db/sales.repo';

export interface PaymentIntent {
  method: PaymentMethod;
  /** Minor units; missing: whatever the others leave of the total. */
  amount?: number;
  sellerId?: string;
}

/**
 * How a basket of `total` minor units is paid: each payment's share of the total, and the cash given back.
 * At most one payment may leave its amount open (it takes the rest); only cash may go beyond the total.
 */
export function settlePayments(total: number, intents: PaymentIntent[]): { payments: StoredPayment[]; change: number } {
  const open = intents.filter((p) => p.amount === undefined);
  if (open.length > 1) throw AppError.invalid(SALE_MESSAGES.amountRequired);
  const named = intents.reduce((sum, p) => sum + (p.amount ?? 0), 0);
  const nonCash = intents.filter((p) => p.method !== 'cash').reduce((sum, p) => sum + (p.amount ?? 0), 0);
  if (nonCash > total) throw AppError.invalid(SALE_MESSAGES.paymentOver);
  const rest = Math.max(total - named, 0);
  const amounts = intents.map((p) => p.amount ?? rest);
  const paid = amounts.reduce((a, b) => a + b, 0);
  if (paid < total) throw AppError.invalid(SALE_MESSAGES.paymentShort);
  let change = paid - total;
  const cashGiven = intents.reduce((sum, p, i) => sum + (p.method === 'cash' ? amounts[i]! : 0), 0);
  if (change > cashGiven) throw AppError.invalid(SALE_MESSAGES.paymentOver);
  const result = { change, payments: [] as StoredPayment[] };
  intents.forEach((p, i) => {
    let amount = amounts[i]!;
    // The change comes out of the cash: what each cash payment keeps of the total.
    if (p.method === 'cash' && change > 0) {
      const back = Math.min(change, amount);
      amount -= back;
      change -= back;
    }
    result.payments.push({ method: p.method, amount, ...(p.sellerId ? { sellerId: p.sellerId } : {}) });
  });
  return result;
}

/** Each product once per sale, whether it was named by SKU or by id. */
export function checkDistinct(productIds: string[]): void {
  if (new Set(productIds).size !== productIds.length) throw AppError.invalid(SALE_MESSAGES.sameProductTwice);
}

/**
 * What a return gives back to the store credit the sale was paid with: store credit first, up to what it paid
 * and less what earlier returns of the sale gave back (the rest of the money goes back as the other methods
 * paid). Minor units; amounts are the prices of the items returned before and now.
 */
export function storeCreditRefund(
  payments: StoredPayment[],
  returnedBefore: number,
  returnedNow: number,
): { sellerId: string; amount: number }[] {
  const credit = payments.filter((p) => p.method === 'store_credit' && p.amount > 0);
  if (!credit.length) return [];
  const paid = credit.reduce((sum, p) => sum + p.amount, 0);
  const amount = Math.min(paid, returnedBefore + returnedNow) - Math.min(paid, returnedBefore);
  return amount > 0 ? [{ sellerId: credit[0]!.sellerId!, amount }] : [];
}
