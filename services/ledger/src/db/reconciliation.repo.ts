import type { Db, Trx } from '@consign/kit';
import type { SaleFees } from '@consign/contracts';
import type { ProductCredit } from '../domain/reconciliation';

/**
 * Per product, the seller credit and the fee its sale and sale-reversal postings stand at (minor units), and
 * the fees on sales its latest sale was posted under.
 */
export async function saleCreditsByProduct(db: Db | Trx, orgId: string): Promise<ProductCredit[]> {
  const { rows } = await db.raw<{ rows: Array<{ product_id: string; credit: string; fee: string; sale_fees: SaleFees | null }> }>(
    `SELECT p.reference_id AS product_id,
       COALESCE(sum(e.amount) FILTER (WHERE e.account = 'seller_available'), 0) AS credit,
       COALESCE(sum(e.amount) FILTER (WHERE e.account = 'fees'), 0) AS fee,
       (array_agg(p.sale_fees ORDER BY p.created_at DESC, p.id) FILTER (WHERE p.kind = 'sale'))[1] AS sale_fees
     FROM postings p JOIN entries e ON e.posting_id = p.id AND e.account IN ('seller_available', 'fees')
     WHERE p.org_id = ? AND p.kind IN ('sale', 'sale_reversal') AND p.reference_id IS NOT NULL
     GROUP BY p.reference_id`,
    [orgId],
  );
  return rows.map((r) => ({ productId: r.product_id, credit: Number(r.credit), fee: Number(r.fee), saleFees: r.sale_fees }));
}

/** Every organization the ledger knows, for the periodic reconciliation. */
export async function knownOrganizations(db: Db): Promise<Array<{ id: string; slug: string }>> {
  return db('organizations').select('id', 'slug').orderBy('slug');
}
