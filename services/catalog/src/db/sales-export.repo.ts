import { whereOnParisDays, type Db, type Trx } from '@consign/kit';
import type { StoredPayment } from './sales.repo';

/** A sold item as a line of the sales export: its sale, store, seller and the split of its price. */
export interface SaleLine {
  number: number;
  position: number;
  created_at: Date;
  store_name: string | null;
  payment: StoredPayment[];
  sku: number;
  name: string;
  seller_name: string | null;
  listed_price: number;
  price: number;
  seller_share: number;
  returned_at: Date | null;
}

export interface SaleLineFilter {
  /** Europe/Paris days, both included. */
  from?: string;
  to?: string;
  storeId?: string;
}

/** One page of sold items in (sale number, position) order after `after`: the keyset cursor of the sales export. */
export async function saleLinesAfter(
  db: Db | Trx,
  orgId: string,
  f: SaleLineFilter,
  after: Pick<SaleLine, 'number' | 'position'> | undefined,
  take: number,
): Promise<SaleLine[]> {
  const q = db('sale_items as i')
    .join('sales as s', 's.id', 'i.sale_id')
    .leftJoin('stores as st', function joinStore() {
      this.on('st.id', 's.store_id').andOn('st.org_id', 's.org_id');
    })
    .leftJoin('sellers as se', function joinSeller() {
      // sale_items keep the seller id as text (a store-owned item has none).
      this.on('i.seller_id', '=', db.raw('se.id::text'));
    })
    .leftJoin('sale_returns as r', 'r.id', 'i.return_id')
    .where('i.org_id', orgId)
    .andWhere('s.org_id', orgId)
    .orderBy([
      { column: 's.number', order: 'asc' },
      { column: 'i.position', order: 'asc' },
    ])
    .limit(take)
    .select(
      's.number',
      'i.position',
      's.created_at',
      'st.name as store_name',
      's.payment',
      'i.sku',
      'i.name',
      'se.full_name as seller_name',
      'i.listed_price',
      'i.price',
      'i.seller_share',
      'r.created_at as returned_at',
    );
  whereOnParisDays(q, 's.created_at', f);
  if (f.storeId) q.where('s.store_id', f.storeId);
  if (after) q.whereRaw('(s.number, i.position) > (?, ?)', [after.number, after.position]);
  const rows: SaleLine[] = await q;
  return rows.map((r) => ({
    ...r,
    number: Number(r.number),
    sku: Number(r.sku),
    listed_price: Number(r.listed_price),
    price: Number(r.price),
    seller_share: Number(r.seller_share),
  }));
}
