import { z } from 'zod';
import { RULE_MESSAGES } from '../messages';
import { idListParam } from '../query';

/** SPEC §3 Transaction; 'purchase' (additive, issue 24): store credit the seller spent at the counter, or got back. */
export const TRANSACTION_TYPES = ['sale', 'payout', 'adjustment', 'donation', 'purchase'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const PAYOUT_STATUSES = ['pending', 'completed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** SPEC §9: a balance adjustment's amount is below this (major units), details at most 400 characters. */
export const ADJUSTMENT_AMOUNT_LIMIT_MAJOR = 99999;
export const ADJUSTMENT_DETAILS_MAX = 400;

export const PAYOUT_NUMBER_DIGITS = 5;
export const padPayoutNumber = (n: number) => String(n).padStart(PAYOUT_NUMBER_DIGITS, '0');

/** Money at the API edge: major units as a number or a money string ("1 234,50"); the service converts. */
const money = z.union([z.number(), z.string().trim()]);
const sellerRef = z.object({ id: z.string().min(1) });

/**
 * POST /api/{org}/payouts. Amount and bank account stay loose here: which message a missing or bad value
 * gets depends on who asks (staff form or seller portal), so the service decides.
 */
export const payoutCreateSchema = z.object({
  seller: sellerRef.optional(),
  bankAccountNumber: z.string().nullish(),
  amount: money.nullish(),
});
export type PayoutCreateInput = z.infer<typeof payoutCreateSchema>;

/** PATCH /api/{org}/payouts: `{id, approved: true}` approves; otherwise `{id, …changes}` edits a pending payout. */
export const payoutPatchSchema = z.object({
  id: z.string().min(1, RULE_MESSAGES.payouts.idRequired),
  approved: z.literal(true).optional(),
  bankAccountNumber: z.string().nullish(),
  amount: money.nullish(),
});
export type PayoutPatchInput = z.infer<typeof payoutPatchSchema>;

export const payoutListQuerySchema = z.object({
  ids: idListParam,
  status: z.enum(PAYOUT_STATUSES).optional(),
  sellerId: z.string().min(1).optional(),
  from: z.iso.date('from must be a date (yyyy-mm-dd)').optional(),
  to: z.iso.date('to must be a date (yyyy-mm-dd)').optional(),
  take: z.coerce.number().int().min(1).max(500).default(50),
  skip: z.coerce.number().int().min(0).default(0),
});
export type PayoutListQuery = z.infer<typeof payoutListQuerySchema>;

export const receiptQuerySchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, RULE_MESSAGES.payouts.currencyCode)
    .optional(),
});

/** A seller's transactions a request answers at most (issue 22: a page, never the whole history). */
export const TRANSACTION_LIST_MAX = 100;

/** GET /api/{org}/transactions: one page of the seller's transactions, newest first, and their count when asked. */
export const transactionListQuerySchema = z.object({
  sellerId: z.string().min(1).optional(),
  /** Answer `pagination.count` too, for a list paged on the server. */
  includeCount: z.stringbool().optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(TRANSACTION_LIST_MAX).default(TRANSACTION_LIST_MAX),
});

/** GET /api/{org}/exports/transactions.csv: the list's seller (every seller when missing) and a date range. */
export const transactionExportQuerySchema = transactionListQuerySchema.pick({ sellerId: true }).extend({
  from: payoutListQuerySchema.shape.from,
  to: payoutListQuerySchema.shape.to,
});

/** POST /api/{org}/balance-adjustments; `allowNegative` is the answer to the 'Negative Balance Warning' dialog. */
export const adjustmentCreateSchema = z.object({
  amount: money.nullish(),
  details: z.string().nullish(),
  seller: sellerRef.optional(),
  allowNegative: z.boolean().optional(),
});
export type AdjustmentCreateInput = z.infer<typeof adjustmentCreateSchema>;

export const adjustmentListQuerySchema = z.object({ ids: idListParam, sellerId: z.string().min(1).optional() });

/** Amounts in the views below are major units. */
export interface TransactionView {
  id: string;
  type: TransactionType;
  status: PayoutStatus;
  date: string;
  name: string;
  /** The change of the seller's credits. */
  amount: number;
  /**
   * The fee in it, 0 when none: kept from a sale (the organization's fees on sales), given back by a sale's
   * reversal (negative), or taken from a payout.
   */
  fee: number;
}

export interface PayoutView {
  id: string;
  seller: { id: string; fullName: string | null };
  bankAccountNumber: string;
  amount: number;
  amountWithFeesDeducted: number;
  transactionFee: number;
  currency: string;
  number: number;
  numberPadded: string;
  status: PayoutStatus;
  approved: false | { at: string };
  meta: { createdAt: string; updatedAt: string };
}

export interface AdjustmentView {
  id: string;
  seller: { id: string; fullName: string | null };
  amount: number;
  details: string;
  meta: { createdAt: string };
}

/** A seller's store credits (SPEC §3 Seller.storeCredits) plus what pending payouts hold. */
export interface AccountView {
  sellerId: string;
  currency: string;
  /** What the organization pays its sellers in: the card says 'Store credits' or 'Earned commission' (SPEC §2). */
  earnings: 'store_credit' | 'commission';
  available: number;
  accumulated: number;
  held: number;
}

/** The dashboard's view of the books. */
export interface LedgerSummaryView {
  currency: string;
  creditsOwed: number;
  pendingPayouts: { count: number; amount: number };
}

/** An e-mailed receipt link is signed and opens without a session for this long (a seller reads mail late). */
export const RECEIPT_LINK_TTL_SECONDS = 30 * 24 * 3600;

/**
 * SPEC §7: /api/{org}/payouts/{sellerId}/{payoutId}/{accountNumber}?currency=. The e-mailed variant adds
 * `o` (the organization id) and is signed over exactly this text, so ledger rebuilds it to check the link.
 */
export function payoutReceiptResource(p: {
  orgSlug: string;
  sellerId: string;
  payoutId: string;
  accountNumber: string | number;
  currency: string;
  orgId: string;
}): string {
  const seg = (s: string | number) => encodeURIComponent(String(s));
  return `/api/${seg(p.orgSlug)}/payouts/${seg(p.sellerId)}/${seg(p.payoutId)}/${seg(p.accountNumber)}?currency=${seg(p.currency)}&o=${seg(p.orgId)}`;
}
