import type { Db, Trx } from '@consign/kit';
import type { SaleFees } from '@consign/contracts';
import type { ProductCredit } from '../domain/reconciliation';

/**
 * Per product whose id is after `after` and up to `upTo` (either end open when absent), the seller credit and
 * the fee its sale and sale-reversal postings stand at (minor units), and the fees on sales its latest sale was
 * posted under; in id order. Ids compare bytewise (COLLATE "C"), which for product ids is catalog's uuid order,
 * so a range here holds the credits of the same products as a page of catalog's sold products.
 */
export async function saleCreditsByProduct(
  db: Db | Trx,
  orgId: string,
  range: { after?: string; upTo?: string } = {},
): Promise<ProductCredit[]> {
  const { rows } = await db.raw<{ rows: Array<{ product_id: string; credit: string; fee: string; sale_fees: SaleFees | null }> }>(
    `SELECT p.reference_id COLLATE "C" AS product_id,
       COALESCE(sum(e.amount) FILTER (WHERE e.account = 'seller_available'), 0) AS credit,
       COALESCE(sum(e.amount) FILTER (WHERE e.account = 'fees'), 0) AS fee,
       (array_agg(p.sale_fees ORDER BY p.created_at DESC, p.id) FILTER (WHERE p.kind = 'sale'))[1] AS sale_fees
     FROM postings p JOIN entries e ON e.posting_id = p.id AND e.account IN ('seller_available', 'fees')
     WHERE p.org_id = ? AND p.kind IN ('sale', 'sale_reversal') AND p.reference_id IS NOT NULL
       AND (p.reference_id COLLATE "C") > coalesce(?::text, '') AND (?::text IS NULL OR (p.reference_id COLLATE "C") <= ?::text)
     GROUP BY 1
     ORDER BY 1`,
    [orgId, range.after ?? null, range.upTo ?? null, range.upTo ?? null],
  );
  return rows.map((r) => ({ productId: r.product_id, credit: Number(r.credit), fee: Number(r.fee), saleFees: r.sale_fees }));
}

/** Every organization the ledger knows, for the periodic reconciliation. */
export async function knownOrganizations(db: Db): Promise<Array<{ id: string; slug: string }>> {
  return db('organizations').select('id', 'slug').orderBy('slug');
}
