import type { Db } from '@consign/kit';

/** What a sold product earns its seller, as catalog stores it (money in minor units). */
export interface SoldProductRow {
  id: string;
  seller_id: string | null;
  price: number;
  consignment_split: number;
  store_owned: boolean;
}

/**
 * Every live sold product of an organization with the terms its sale credit follows from: the price it sold
 * for at the counter where a sale (not returned from) sold it, else its listed price.
 */
export async function soldProductTerms(db: Db, orgId: string): Promise<SoldProductRow[]> {
  const rows = await db('products as p')
    .leftJoin('sale_items as i', (j) => j.on('i.org_id', 'p.org_id').andOn('i.product_id', 'p.id').andOnNull('i.return_id'))
    .where({ 'p.org_id': orgId, 'p.status': 'sold' })
    .whereNull('p.deleted_at')
    .select<SoldProductRow[]>('p.id', 'p.seller_id', db.raw('COALESCE(i.price, p.price) AS price'), 'p.consignment_split', 'p.store_owned');
  // bigint and numeric arrive as strings from pg.
  return rows.map((r) => ({ ...r, price: Number(r.price), consignment_split: Number(r.consignment_split) }));
}
