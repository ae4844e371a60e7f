import type { ProductHistoryActor, ProductStatus } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';

/** A line of product_history (migrations: written by a trigger on products); prices in minor units. */
export interface HistoryRow {
  at: Date;
  type: string;
  by: string;
  from_status: ProductStatus | null;
  to_status: ProductStatus | null;
  from_price: number | null;
  to_price: number | null;
}

export async function productHistoryRows(db: Db | Trx, orgId: string, productId: string): Promise<HistoryRow[]> {
  const rows: HistoryRow[] = await db('product_history')
    .where({ org_id: orgId, product_id: productId })
    .orderBy([{ column: 'at' }, { column: 'id' }])
    .select('at', 'type', 'by', 'from_status', 'to_status', 'from_price', 'to_price');
  // bigint arrives as a string from pg.
  const num = (v: number | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({ ...r, from_price: num(r.from_price), to_price: num(r.to_price) }));
}

/** Who the history trigger names for the changes of this transaction (unset, it names staff). */
export async function actAs(trx: Trx, actor: ProductHistoryActor): Promise<void> {
  await trx.raw(`SELECT set_config('consign.actor', ?, true)`, [actor]);
}

/** A 'paid_out' line for an item of the organization (an id that names none of its products records nothing). */
export async function recordPaidOut(
  trx: Trx,
  orgId: string,
  line: { productId: string; at: Date; by: ProductHistoryActor; amount: number },
): Promise<void> {
  await trx.raw(
    `INSERT INTO product_history (org_id, product_id, at, type, by, to_price)
     SELECT org_id, id, ?, 'paid_out', ?, ? FROM products WHERE org_id = ? AND id = ?`,
    [line.at, line.by, line.amount, orgId, line.productId],
  );
}
