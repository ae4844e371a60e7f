import type { PaymentMethod, SaleOutcome } from '@consign/contracts';
import { whereOnParisDays, type Db, type Trx } from '@consign/kit';

/** A payment as stored: the amount is what it paid of the total (minor units); cash beyond it is the change. */
export interface StoredPayment {
  method: PaymentMethod;
  amount: number;
  sellerId?: string;
}

export interface SaleRow {
  id: string;
  org_id: string;
  number: number;
  store_id: string;
  total: number;
  change: number;
  payment: StoredPayment[];
  created_by: string;
  created_at: Date;
}

export interface SaleItemRow {
  org_id: string;
  sale_id: string;
  product_id: string;
  position: number;
  sku: number;
  name: string;
  seller_id: string | null;
  listed_price: number;
  price: number;
  seller_share: number;
  return_id: string | null;
}

export interface SaleReturnRow {
  id: string;
  org_id: string;
  sale_id: string;
  reason: string | null;
  created_by: string;
  created_at: Date;
}

/** bigint arrives as a string from pg: the row types promise numbers. */
const saleOf = (r: SaleRow): SaleRow => ({ ...r, number: Number(r.number), total: Number(r.total), change: Number(r.change) });
const itemOf = (r: SaleItemRow): SaleItemRow => ({
  ...r,
  sku: Number(r.sku),
  listed_price: Number(r.listed_price),
  price: Number(r.price),
  seller_share: Number(r.seller_share),
});

export async function nextSaleNumber(trx: Trx, orgId: string): Promise<number> {
  const { rows } = await trx.raw<{ rows: { last_number: string }[] }>(
    `INSERT INTO sale_counters (org_id, last_number) VALUES (?, 1)
     ON CONFLICT (org_id) DO UPDATE SET last_number = sale_counters.last_number + 1
     RETURNING last_number`,
    [orgId],
  );
  return Number(rows[0]!.last_number);
}

/** The sale's claim on its outcome, held by its open transaction until it commits (or rolls back). */
export async function claimCommitted(trx: Trx, orgId: string, saleId: string): Promise<void> {
  await trx('sale_outcomes').insert({ org_id: orgId, sale_id: saleId, outcome: 'committed' });
}

/**
 * The sale's outcome, voiding it when it has none. The insert waits for an open sale's transaction to end; the
 * read after it is a statement of its own, so it sees what that transaction committed (read committed).
 */
export async function decideOutcome(db: Db, orgId: string, saleId: string): Promise<SaleOutcome> {
  const voided = await db('sale_outcomes')
    .insert({ org_id: orgId, sale_id: saleId, outcome: 'voided' })
    .onConflict('sale_id')
    .ignore()
    .returning('outcome');
  if (voided.length) return 'voided';
  const row = (await db('sale_outcomes').where({ org_id: orgId, sale_id: saleId }).first()) as { outcome: SaleOutcome };
  return row.outcome;
}

export async function insertSale(trx: Trx, sale: SaleRow, items: SaleItemRow[]): Promise<void> {
  await trx('sales').insert({ ...sale, payment: JSON.stringify(sale.payment) });
  await trx('sale_items').insert(items);
}

export async function findSale(db: Db | Trx, orgId: string, id: string): Promise<SaleRow | undefined> {
  const row = (await db('sales').where({ org_id: orgId, id }).first()) as SaleRow | undefined;
  return row && saleOf(row);
}

export async function lockSale(trx: Trx, orgId: string, id: string): Promise<SaleRow | undefined> {
  const row = (await trx('sales').where({ org_id: orgId, id }).forUpdate().first()) as SaleRow | undefined;
  return row && saleOf(row);
}

export async function saleItems(db: Db | Trx, orgId: string, saleIds: string[]): Promise<SaleItemRow[]> {
  const rows = (await db('sale_items').where('org_id', orgId).whereIn('sale_id', saleIds).orderBy('position')) as SaleItemRow[];
  return rows.map(itemOf);
}

/** The sale a product is in and was not taken back from: at most one (the `sale_items_sold_once` index). */
export async function openSaleOfProduct(db: Db | Trx, orgId: string, productId: string): Promise<number | undefined> {
  const row = (await db('sale_items')
    .join('sales', function () {
      this.on('sales.id', 'sale_items.sale_id').andOn('sales.org_id', 'sale_items.org_id');
    })
    .where({ 'sale_items.org_id': orgId, 'sale_items.product_id': productId })
    .whereNull('sale_items.return_id')
    .first('sales.number')) as { number: number } | undefined;
  return row?.number;
}

export async function saleReturns(db: Db | Trx, orgId: string, saleIds: string[]): Promise<SaleReturnRow[]> {
  return db('sale_returns').where('org_id', orgId).whereIn('sale_id', saleIds).orderBy('created_at');
}

export async function insertReturn(trx: Trx, row: Omit<SaleReturnRow, 'created_at'>, productIds: string[]): Promise<void> {
  await trx('sale_returns').insert(row);
  await trx('sale_items')
    .where({ org_id: row.org_id, sale_id: row.sale_id })
    .whereIn('product_id', productIds)
    .update({ return_id: row.id });
}

/** The Europe/Paris calendar day of a timestamp column equals the bound day. */

export interface DayFilter {
  day: string;
  storeId?: string;
  number?: number;
}

/** Sales of one Europe/Paris day (or the one with a receipt number, whatever its day), newest first. */
export async function listSales(db: Db | Trx, orgId: string, f: DayFilter): Promise<SaleRow[]> {
  const q = db('sales').where('org_id', orgId).orderBy('created_at', 'desc').limit(1000);
  if (f.number !== undefined) q.where('number', f.number);
  else whereOnParisDays(q, 'created_at', { from: f.day, to: f.day });
  if (f.storeId) q.where('store_id', f.storeId);
  return ((await q) as SaleRow[]).map(saleOf);
}

export interface DayTotals {
  count: number;
  total: number;
  sellersShare: number;
  byMethod: { method: PaymentMethod; amount: number }[];
}

export async function daySales(db: Db | Trx, orgId: string, day: string, storeId?: string): Promise<DayTotals> {
  const scoped = () => {
    const q = whereOnParisDays(db('sales as s').where('s.org_id', orgId), 's.created_at', { from: day, to: day });
    if (storeId) q.where('s.store_id', storeId);
    return q;
  };
  const head = (await scoped().select(db.raw('COUNT(*) AS count'), db.raw('COALESCE(SUM(s.total), 0) AS total')).first()) as {
    count: string;
    total: string;
  };
  const share = (await scoped()
    .join('sale_items as i', 'i.sale_id', 's.id')
    .select(db.raw('COALESCE(SUM(i.seller_share), 0) AS share'))
    .first()) as { share: string };
  const methods = (await scoped()
    .crossJoin(db.raw('jsonb_array_elements(s.payment) AS p'))
    .groupByRaw("p->>'method'")
    .select(db.raw("p->>'method' AS method"), db.raw("SUM((p->>'amount')::bigint) AS amount"))) as {
    method: PaymentMethod;
    amount: string;
  }[];
  return {
    count: Number(head.count),
    total: Number(head.total),
    sellersShare: Number(share.share),
    byMethod: methods.map((m) => ({ method: m.method, amount: Number(m.amount) })),
  };
}

export interface DayReturns {
  count: number;
  items: number;
  total: number;
  sellersShare: number;
}

/** Returns taken on one Paris day, whatever day their sale was. */
export async function dayReturns(db: Db | Trx, orgId: string, day: string, storeId?: string): Promise<DayReturns> {
  const q = whereOnParisDays(
    db('sale_returns as r').join('sales as s', 's.id', 'r.sale_id').join('sale_items as i', 'i.return_id', 'r.id').where('r.org_id', orgId),
    'r.created_at',
    { from: day, to: day },
  );
  if (storeId) q.where('s.store_id', storeId);
  const row = (await q
    .select(
      db.raw('COUNT(DISTINCT r.id) AS count'),
      db.raw('COUNT(*) AS items'),
      db.raw('COALESCE(SUM(i.price), 0) AS total'),
      db.raw('COALESCE(SUM(i.seller_share), 0) AS share'),
    )
    .first()) as { count: string; items: string; total: string; share: string };
  return { count: Number(row.count), items: Number(row.items), total: Number(row.total), sellersShare: Number(row.share) };
}
