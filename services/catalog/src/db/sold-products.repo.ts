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
 * listed price. Read from products_org_sold_id alone, so a deep page costs what the first does; the sale's
 * price is looked up per product, a plan that stale statistics of sale_items cannot turn into a scan of them
 * for every product (the join's plan did: 311 ms a page with 3,200 sale items unanalyzed).
 */
export async function soldProductTerms(db: Db, orgId: string, page: { after?: string; take: number }): Promise<SoldProductRow[]> {
  const { rows } = await db.raw<{ rows: SoldProductRow[] }>(
    `SELECT p.id, p.seller_id, p.consignment_split, p.store_owned,
       COALESCE((SELECT i.price FROM sale_items i WHERE i.org_id = p.org_id AND i.product_id = p.id AND i.return_id IS NULL), p.price) AS price
     FROM products p
     WHERE p.org_id = ? AND p.status = 'sold' AND p.deleted_at IS NULL AND p.id > coalesce(?::uuid, '00000000-0000-0000-0000-000000000000')
     ORDER BY p.id
     LIMIT ?`,
    [orgId, page.after ?? null, page.take],
  );
  // bigint and numeric arrive as strings from pg.
  return rows.map((r) => ({ ...r, price: Number(r.price), consignment_split: Number(r.consignment_split) }));
}
