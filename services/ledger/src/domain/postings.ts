import type { SaleShare } from '@consign/contracts';

/** Double-entry rules of the books: pure functions from a business fact to entries that sum to zero. */
export const POSTING_KINDS = [
  'sale',
  'sale_reversal',
  'donation',
  'payout_hold',
  'payout_hold_change',
  'payout_release',
  'payout',
  'adjustment',
  'purchase',
  'purchase_refund',
] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

/**
 * Seller accounts hold what the store owes the seller (available, and held by pending payouts); the others
 * are the store's side: sales it made, payouts it sent, fees it kept, adjustments it granted or took back,
 * store credit its consignors spent in it (purchases).
 */
export type LedgerAccount = 'seller_available' | 'seller_held' | 'sales' | 'payouts' | 'fees' | 'adjustments' | 'purchases';

export interface Entry {
  account: LedgerAccount;
  sellerId: string | null;
  amount: number;
}

export interface Balance {
  available: number;
  held: number;
  /** All-time earnings: sales net of reversals, plus adjustments that added credits. */
  accumulated: number;
}

export const ZERO_BALANCE: Balance = { available: 0, held: 0, accumulated: 0 };

const available = (sellerId: string, amount: number): Entry => ({ account: 'seller_available', sellerId, amount });
const held = (sellerId: string, amount: number): Entry => ({ account: 'seller_held', sellerId, amount });
const house = (account: Exclude<LedgerAccount, 'seller_available' | 'seller_held'>, amount: number): Entry => ({
  account,
  sellerId: null,
  amount,
});

/** An entry of zero says nothing; the database refuses it. */
const nonZero = (entries: Entry[]) => entries.filter((e) => e.amount !== 0);

export const entriesFor = {
  /** The sale pays the seller's share out of sales: the seller is credited the share less the fee the store keeps. */
  sale: (sellerId: string, { credit, fee }: Pick<SaleShare, 'credit' | 'fee'>) =>
    nonZero([available(sellerId, credit), house('fees', fee), house('sales', -(credit + fee))]),
  saleReversal: (sellerId: string, { credit, fee }: Pick<SaleShare, 'credit' | 'fee'>) =>
    nonZero([available(sellerId, -credit), house('fees', -fee), house('sales', credit + fee)]),
  hold: (sellerId: string, amount: number) => nonZero([available(sellerId, -amount), held(sellerId, amount)]),
  release: (sellerId: string, amount: number) => nonZero([available(sellerId, amount), held(sellerId, -amount)]),
  /** The held amount is paid out: the seller receives amount − fee, the store keeps the fee. */
  payout: (sellerId: string, amount: number, fee: number) =>
    nonZero([held(sellerId, -amount), house('payouts', amount - fee), house('fees', fee)]),
  adjustment: (sellerId: string, amount: number) => nonZero([available(sellerId, amount), house('adjustments', -amount)]),
  /** The seller pays at the counter with their credits: what the store owed them is settled in goods. */
  purchase: (sellerId: string, amount: number) => nonZero([available(sellerId, -amount), house('purchases', amount)]),
  /** A purchase undone (its sale never committed) or taken back (a return): the credits come back. */
  purchaseRefund: (sellerId: string, amount: number) => nonZero([available(sellerId, amount), house('purchases', -amount)]),
};

export function isBalanced(entries: Entry[]): boolean {
  return entries.reduce((sum, e) => sum + e.amount, 0) === 0;
}

/** A seller's balance after a posting; the cached balance row is moved by exactly this. */
export function applyPosting(balance: Balance, kind: PostingKind, entries: Entry[]): Balance {
  const delta = (account: LedgerAccount) => entries.filter((e) => e.account === account).reduce((s, e) => s + e.amount, 0);
  const availableDelta = delta('seller_available');
  const earns = kind === 'sale' || kind === 'sale_reversal' || (kind === 'adjustment' && availableDelta > 0);
  return {
    available: balance.available + availableDelta,
    held: balance.held + delta('seller_held'),
    accumulated: balance.accumulated + (earns ? availableDelta : 0),
  };
}
