import type { Db, Trx } from '@consign/kit';

export interface AdjustmentRow {
  id: string;
  org_id: string;
  seller_id: string;
  amount: number;
  details: string;
  posting_id: string;
  created_by: string;
  created_at: Date;
}

const toRow = (r: AdjustmentRow): AdjustmentRow => ({ ...r, amount: Number(r.amount) });

export async function insertAdjustment(trx: Trx, row: Omit<AdjustmentRow, 'created_at'>): Promise<AdjustmentRow> {
  const [inserted] = await trx('adjustments').insert(row).returning('*');
  return toRow(inserted);
}

export async function listAdjustments(db: Db | Trx, orgId: string, f: { ids?: string[]; sellerId?: string }): Promise<AdjustmentRow[]> {
  const q = db<AdjustmentRow>('adjustments').where({ org_id: orgId });
  if (f.ids) q.whereIn('id', f.ids);
  if (f.sellerId) q.where({ seller_id: f.sellerId });
  const rows = await q.orderBy('created_at', 'desc').limit(500);
  return rows.map(toRow);
}

export async function adjustmentsByPosting(db: Db | Trx, orgId: string, postingIds: string[]): Promise<Map<string, AdjustmentRow>> {
  if (!postingIds.length) return new Map();
  const rows = await db<AdjustmentRow>('adjustments').where({ org_id: orgId }).whereIn('posting_id', postingIds);
  return new Map(rows.map((r) => [r.posting_id, toRow(r)]));
}
