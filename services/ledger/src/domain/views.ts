import { padPayoutNumber, toMajor, type AdjustmentView, type PayoutView, type TransactionView } from '@consign/contracts';
import type { AdjustmentRow } from '../db/adjustments.repo';
import type { PayoutRow } from '../db/payouts.repo';
import type { TransactionLine } from '../db/transactions.repo';
import type { PostingKind } from './postings';

export function toPayoutView(row: PayoutRow, sellerName: string | null, fractionDigits: number): PayoutView {
  const major = (minor: number) => toMajor(minor, fractionDigits);
  return {
    id: row.id,
    seller: { id: row.seller_id, fullName: sellerName },
    bankAccountNumber: row.bank_account_number,
    amount: major(row.amount),
    amountWithFeesDeducted: major(row.amount - row.fee),
    transactionFee: major(row.fee),
    currency: row.currency,
    number: row.number,
    numberPadded: padPayoutNumber(row.number),
    status: row.status,
    approved: row.approved_at ? { at: row.approved_at.toISOString() } : false,
    meta: { createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString() },
  };
}

/** What events carry of a payout: minor units. */
export function payoutEventData(row: PayoutRow) {
  return {
    id: row.id,
    sellerId: row.seller_id,
    number: row.number,
    numberPadded: padPayoutNumber(row.number),
    amount: row.amount,
    transactionFee: row.fee,
    amountWithFeesDeducted: row.amount - row.fee,
    bankAccountNumber: row.bank_account_number,
    currency: row.currency,
  };
}

export function toAdjustmentView(row: AdjustmentRow, sellerName: string | null, fractionDigits: number): AdjustmentView {
  return {
    id: row.id,
    seller: { id: row.seller_id, fullName: sellerName },
    amount: toMajor(row.amount, fractionDigits),
    details: row.details,
    meta: { createdAt: row.created_at.toISOString() },
  };
}

export const payoutName = (number: number) => `Payout ${padPayoutNumber(number)}`;

const POSTING_TYPES = {
  sale: 'sale',
  sale_reversal: 'sale',
  donation: 'donation',
  adjustment: 'adjustment',
  purchase: 'purchase',
  purchase_refund: 'purchase',
} as const;
export const TRANSACTION_POSTING_KINDS = Object.keys(POSTING_TYPES) as Array<keyof typeof POSTING_TYPES>;

/**
 * A seller's transactions (SPEC §3) as the list shows them: sales (and their reversals), donations, adjustments,
 * store-credit purchases at the counter (and their refunds) from the books, and payouts — pending while they
 * hold credits, completed once approved.
 */
export function toTransaction(line: TransactionLine, fractionDigits: number): TransactionView {
  const described =
    line.source === 'payout'
      ? { type: 'payout' as const, name: payoutName(line.number) }
      : { type: POSTING_TYPES[line.kind as keyof typeof POSTING_TYPES], name: line.name };
  return {
    id: line.id,
    ...described,
    status: line.status,
    date: line.at.toISOString(),
    amount: toMajor(line.amount, fractionDigits),
    fee: toMajor(line.fee, fractionDigits),
  };
}

/** What each kind of posting is called in the transactions export. */
export const BOOK_LINE_TYPES: Record<PostingKind, string> = {
  sale: 'Sale',
  sale_reversal: 'Sale returned',
  donation: 'Donation',
  payout_hold: 'Payout requested',
  payout_hold_change: 'Payout changed',
  payout_release: 'Payout deleted',
  payout: 'Payout approved',
  adjustment: 'Adjustment',
  purchase: 'Store credit purchase',
  purchase_refund: 'Store credit refunded',
};
