import type { PayoutStatus } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';
import type { PostingKind } from '../domain/postings';

/** A line of a seller's transactions: a posting (its change of the seller's available credits) or a payout. */
export type TransactionLine = { id: string; at: Date; amount: number; fee: number } & (
  { source: 'posting'; kind: PostingKind; name: string; status: 'completed' } | { source: 'payout'; number: number; status: PayoutStatus }
);

/**
 * The seller's postings of `kinds` and payouts (dated when approved, until then when asked), in one list. The
 * postings are read in (created_at, id) order from their index (migration 20261127000200), so a page is as cheap
 * at 5,000 postings as at 5; a seller's payouts are few.
 */
const LINES = `
  SELECT 'posting'::text AS source, p.id, p.kind, 'completed'::text AS status, p.name, NULL::integer AS number,
         p.created_at AS at, NULL::bigint AS amount, NULL::bigint AS fee
  FROM postings p
  WHERE p.org_id = :org AND p.seller_id = :seller AND p.kind = ANY(CAST(:kinds AS text[]))
  UNION ALL
  SELECT 'payout', id, NULL, status, NULL, number, COALESCE(approved_at, created_at), -amount, fee
  FROM payouts
  WHERE org_id = :org AND seller_id = :seller AND deleted_at IS NULL`;

interface LineRow {
  source: 'posting' | 'payout';
  id: string;
  kind: PostingKind | null;
  status: PayoutStatus;
  name: string | null;
  number: number | null;
  at: Date;
  amount: string;
  fee: string;
}

/**
 * One page of the seller's transactions, newest first. Sales applied in one batch share a created_at: the id
 * breaks the tie, so a line is on exactly one page. Amounts are summed for the page's postings only; only sales
 * and their reversals keep a fee (a payout's fee is on the payout).
 */
export async function transactionLinesPage(
  db: Db | Trx,
  orgId: string,
  sellerId: string,
  kinds: PostingKind[],
  page: { skip: number; take: number },
): Promise<TransactionLine[]> {
  const { rows } = await db.raw<{ rows: LineRow[] }>(
    `SELECT l.source, l.id, l.kind, l.status, l.name, l.number, l.at,
            COALESCE(l.amount, e.amount, 0) AS amount, COALESCE(l.fee, e.fee, 0) AS fee
     FROM (SELECT * FROM (${LINES}) u ORDER BY at DESC, id DESC LIMIT :take OFFSET :skip) l
     LEFT JOIN LATERAL (
       SELECT SUM(amount) FILTER (WHERE account = 'seller_available') AS amount,
              SUM(amount) FILTER (WHERE account = 'fees' AND l.kind IN ('sale', 'sale_reversal')) AS fee
       FROM entries
       WHERE posting_id = l.id AND org_id = :org AND l.source = 'posting'
     ) e ON true
     ORDER BY l.at DESC, l.id DESC`,
    { org: orgId, seller: sellerId, kinds, take: page.take, skip: page.skip },
  );
  return rows.map((r) => {
    const money = { id: r.id, at: r.at, amount: Number(r.amount), fee: Number(r.fee) };
    return r.source === 'payout'
      ? { ...money, source: 'payout', number: r.number!, status: r.status }
      : { ...money, source: 'posting', kind: r.kind!, name: r.name!, status: 'completed' };
  });
}

/** How many lines `transactionLinesPage` pages through. */
export async function countTransactionLines(db: Db | Trx, orgId: string, sellerId: string, kinds: PostingKind[]): Promise<number> {
  const { rows } = await db.raw<{ rows: Array<{ count: string }> }>(`SELECT count(*) AS count FROM (${LINES}) u`, {
    org: orgId,
    seller: sellerId,
    kinds,
  });
  return Number(rows[0]!.count);
}
