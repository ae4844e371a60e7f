import {
  AppError,
  adjustmentListQuerySchema,
  payoutListQuerySchema,
  toMajor,
  transactionExportQuerySchema,
  transactionListQuerySchema,
  type AccountView,
  type AdjustmentView,
  type LedgerSummaryView,
  type PayoutListQuery,
  type PayoutView,
  type TransactionView,
  RULE_MESSAGES,
} from '@consign/contracts';
import { keysetPages, parseInput, type AccessClaims, type Db } from '@consign/kit';
import { listAdjustments } from '../db/adjustments.repo';
import { bookLinesAfter, creditsOwed, readBalance, type BookLine } from '../db/books.repo';
import { listPayouts, payoutsAfterNumber, pendingPayoutTotals, type PayoutRow } from '../db/payouts.repo';
import { sellerNames } from '../db/sellers.repo';
import { countTransactionLines, transactionLinesPage } from '../db/transactions.repo';
import { TRANSACTION_POSTING_KINDS, toAdjustmentView, toPayoutView, toTransaction } from '../domain/views';
import { organizationContext } from './organization-context';

/** A seller reads only their own rows, whatever the query names; staff may name any seller. */
function scopedSellerId(auth: AccessClaims, asked: string | undefined): string | undefined {
  return auth.role === 'seller' ? auth.sellerId! : asked;
}

/** The payout list's filters (also the CSV export's), scoped to the caller. */
function payoutFilterOf(auth: AccessClaims, q: PayoutListQuery) {
  return {
    ids: q.ids?.filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
    status: q.status,
    sellerId: scopedSellerId(auth, q.sellerId),
    from: q.from,
    to: q.to,
  };
}

/** The payout list's matches page by page in number order, each with its seller's name, for the CSV export. */
export async function payoutExportPages(db: Db, auth: AccessClaims, query: unknown, pageSize: number) {
  const filter = payoutFilterOf(auth, parseInput(payoutListQuerySchema, query));
  const org = await organizationContext(db, auth.org);
  const pages = keysetPages<PayoutRow & { seller_name: string | null }>(pageSize, async (after) => {
    const rows = await payoutsAfterNumber(db, auth.org, filter, after?.number ?? 0, pageSize);
    const names = await sellerNames(
      db,
      auth.org,
      rows.map((r) => r.seller_id),
    );
    return rows.map((r) => ({ ...r, seller_name: names.get(r.seller_id) ?? null }));
  });
  return { pages, fractionDigits: org.fractionDigits };
}

/** The books' postings page by page in date order, each with its seller's name, for the transactions export. */
export async function transactionExportPages(db: Db, auth: AccessClaims, query: unknown, pageSize: number) {
  const q = parseInput(transactionExportQuerySchema, query);
  const filter = {
    sellerId: scopedSellerId(auth, q.sellerId),
    from: q.from,
    to: q.to,
  };
  const org = await organizationContext(db, auth.org);
  const pages = keysetPages<BookLine & { seller_name: string | null }>(pageSize, async (after) => {
    const rows = await bookLinesAfter(db, auth.org, filter, after, pageSize);
    const names = await sellerNames(
      db,
      auth.org,
      rows.map((r) => r.seller_id),
    );
    return rows.map((r) => ({ ...r, seller_name: names.get(r.seller_id) ?? null }));
  });
  return { pages, fractionDigits: org.fractionDigits, currency: org.currency };
}

/** GET /api/{org}/payouts: `?ids=` for the sheets, status / seller / date filters for the staff payouts page. */
export async function readPayouts(
  db: Db,
  auth: AccessClaims,
  query: unknown,
): Promise<{ data: PayoutView[]; pagination: { count: number } }> {
  const q = parseInput(payoutListQuerySchema, query);
  const org = await organizationContext(db, auth.org);
  const { rows, count } = await listPayouts(db, auth.org, { ...payoutFilterOf(auth, q), take: q.take, skip: q.skip });
  const names = await sellerNames(
    db,
    auth.org,
    rows.map((r) => r.seller_id),
  );
  return { data: rows.map((r) => toPayoutView(r, names.get(r.seller_id) ?? null, org.fractionDigits)), pagination: { count } };
}

/**
 * GET /api/{org}/transactions?sellerId=: one page of the seller's sales, donations, adjustments and payouts,
 * newest first (`skip`, `take`; the newest 100 when not asked), with their count when `includeCount` is asked.
 */
export async function readTransactions(
  db: Db,
  auth: AccessClaims,
  query: unknown,
): Promise<{ data: TransactionView[]; pagination?: { count: number } }> {
  const q = parseInput(transactionListQuerySchema, query);
  const sellerId = scopedSellerId(auth, q.sellerId);
  if (!sellerId) throw AppError.invalid(RULE_MESSAGES.sellers.idRequired);
  const org = await organizationContext(db, auth.org);
  const [lines, count] = await Promise.all([
    transactionLinesPage(db, auth.org, sellerId, TRANSACTION_POSTING_KINDS, { skip: q.skip, take: q.take }),
    q.includeCount ? countTransactionLines(db, auth.org, sellerId, TRANSACTION_POSTING_KINDS) : undefined,
  ]);
  const data = lines.map((line) => toTransaction(line, org.fractionDigits));
  return count === undefined ? { data } : { data, pagination: { count } };
}

/** GET /api/{org}/balance-adjustments?ids= (staff). */
export async function readAdjustments(db: Db, auth: AccessClaims, query: unknown): Promise<AdjustmentView[]> {
  const q = parseInput(adjustmentListQuerySchema, query);
  const org = await organizationContext(db, auth.org);
  const rows = await listAdjustments(db, auth.org, { ids: q.ids?.filter((id) => /^[0-9a-f-]{36}$/i.test(id)), sellerId: q.sellerId });
  const names = await sellerNames(
    db,
    auth.org,
    rows.map((r) => r.seller_id),
  );
  return rows.map((r) => toAdjustmentView(r, names.get(r.seller_id) ?? null, org.fractionDigits));
}

/** GET /api/{org}/accounts/{sellerId}: the seller's store credits (the gateway adds them to the seller). */
export async function readAccount(db: Db, auth: AccessClaims, sellerId: string): Promise<AccountView> {
  if (auth.role === 'seller' && sellerId !== auth.sellerId) throw AppError.notFound(RULE_MESSAGES.sellers.notFound);
  const org = await organizationContext(db, auth.org);
  const balance = await readBalance(db, auth.org, sellerId);
  const major = (minor: number) => toMajor(minor, org.fractionDigits);
  return {
    sellerId,
    currency: org.currency,
    earnings: org.config.consignment.storeCredit,
    available: major(balance.available),
    accumulated: major(balance.accumulated),
    held: major(balance.held),
  };
}

/** GET /api/{org}/accounts/summary (staff dashboard): credits owed to all sellers and the pending payouts. */
export async function readSummary(db: Db, auth: AccessClaims): Promise<LedgerSummaryView> {
  const org = await organizationContext(db, auth.org);
  const [owed, pending] = await Promise.all([creditsOwed(db, auth.org), pendingPayoutTotals(db, auth.org)]);
  return {
    currency: org.currency,
    creditsOwed: toMajor(owed, org.fractionDigits),
    pendingPayouts: { count: pending.count, amount: toMajor(pending.amount, org.fractionDigits) },
  };
}
