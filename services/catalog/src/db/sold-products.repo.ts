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
 * A page of an organization's live sold products in id order, from after `after`, with the terms their sale
 * credit follows from: the price it sold for at the counter where a sale (not returned from) sold it, else its
 * listed price. Read through products_org_sold_id, so a deep page costs what the first does.
 */
export async function soldProductTerms(db: Db, orgId: string, page: { after?: string; take: number }): Promise<SoldProductRow[]> {
  const q = db('products as p')
    .leftJoin('sale_items as i', (j) => j.on('i.org_id', 'p.org_id').andOn('i.product_id', 'p.id').andOnNull('i.return_id'))
    .where({ 'p.org_id': orgId, 'p.status': 'sold' })
    .whereNull('p.deleted_at');
  if (page.after) q.where('p.id', '>', page.after);
  const rows = await q
    .orderBy('p.id')
    .limit(page.take)
    .select<SoldProductRow[]>('p.id', 'p.seller_id', db.raw('COALESCE(i.price, p.price) AS price'), 'p.consignment_split', 'p.store_owned');
  // bigint and numeric arrive as strings from pg.
  return rows.map((r) => ({ ...r, price: Number(r.price), consignment_split: Number(r.consignment_split) }));
}
