import type { Db } from '@consign/kit';

/** What a sold product earns its seller, as catalog stores it (money in minor units). */
export interface SoldProductRow {
  id: string;
  seller_id: string | null;
  price: number;
  consignment_split: number;
  store_owned: boolean;
}

/** Every live sold product of an organization with the terms its sale credit follows from. */
export async function soldProductTerms(db: Db, orgId: string): Promise<SoldProductRow[]> {
  const rows = await db('products')
    .where({ org_id: orgId, status: 'sold' })
    .whereNull('deleted_at')
    .select<SoldProductRow[]>('id', 'seller_id', 'price', 'consignment_split', 'store_owned');
  // bigint and numeric arrive as strings from pg.
  return rows.map((r) => ({ ...r, price: Number(r.price), consignment_split: Number(r.consignment_split) }));
}
