import type { Db, Trx } from '@consign/kit';
import type { ProductCredit } from '../domain/reconciliation';

/** Per product, the seller credits its sale and sale-reversal postings stand at (minor units). */
export async function saleCreditsByProduct(db: Db | Trx, orgId: string): Promise<ProductCredit[]> {
  const { rows } = await db.raw<{ rows: Array<{ product_id: string; credit: string }> }>(
    `SELECT p.reference_id AS product_id, sum(e.amount) AS credit
     FROM postings p JOIN entries e ON e.posting_id = p.id AND e.account = 'seller_available'
     WHERE p.org_id = ? AND p.kind IN ('sale', 'sale_reversal') AND p.reference_id IS NOT NULL
     GROUP BY p.reference_id`,
    [orgId],
  );
  return rows.map((r) => ({ productId: r.product_id, credit: Number(r.credit) }));
}

/** Every organization the ledger knows, for the periodic reconciliation. */
export async function knownOrganizations(db: Db): Promise<Array<{ id: string; slug: string }>> {
  return db('organizations').select('id', 'slug').orderBy('slug');
}
