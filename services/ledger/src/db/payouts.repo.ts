import { whereOnParisDays, type Db, type Trx } from '@consign/kit';
import type { PayoutStatus } from '@consign/contracts';

export interface PayoutRow {
  id: string;
  org_id: string;
  seller_id: string;
  number: number;
  bank_account_number: string;
  amount: number;
  fee: number;
  currency: string;
  status: PayoutStatus;
  approved_at: Date | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export type NewPayout = Omit<PayoutRow, 'status' | 'approved_at' | 'created_at' | 'updated_at' | 'deleted_at'>;

export interface PayoutFilter {
  ids?: string[];
  status?: PayoutStatus;
  sellerId?: string;
  /** Paris days, yyyy-MM-dd, both included. */
  from?: string;
  to?: string;
  take: number;
  skip: number;
}

const toRow = (r: PayoutRow): PayoutRow => ({ ...r, amount: Number(r.amount), fee: Number(r.fee) });

/** The organization's next payout number: the counter row's lock orders concurrent requests. */
export async function nextPayoutNumber(trx: Trx, orgId: string): Promise<number> {
  const rows = await trx.raw<{ rows: Array<{ last: number }> }>(
    `INSERT INTO payout_numbers (org_id, last) VALUES (?, 1)
     ON CONFLICT (org_id) DO UPDATE SET last = payout_numbers.last + 1 RETURNING last`,
    [orgId],
  );
  return rows.rows[0]!.last;
}

export async function insertPayout(trx: Trx, row: NewPayout): Promise<PayoutRow> {
  const [inserted] = await trx('payouts').insert(row).returning('*');
  return toRow(inserted);
}

export async function findPayout(db: Db | Trx, orgId: string, id: string): Promise<PayoutRow | undefined> {
  const row = await db<PayoutRow>('payouts').where({ org_id: orgId, id }).whereNull('deleted_at').first();
  return row ? toRow(row) : undefined;
}

function filtered(db: Db | Trx, orgId: string, f: Omit<PayoutFilter, 'take' | 'skip'>) {
  const q = db<PayoutRow>('payouts').where({ org_id: orgId }).whereNull('deleted_at');
  if (f.ids) q.whereIn('id', f.ids);
  if (f.status) q.where({ status: f.status });
  if (f.sellerId) q.where({ seller_id: f.sellerId });
  whereOnParisDays(q, 'created_at', f);
  return q;
}

export async function listPayouts(db: Db | Trx, orgId: string, f: PayoutFilter): Promise<{ rows: PayoutRow[]; count: number }> {
  const q = filtered(db, orgId, f);
  const [rows, count] = await Promise.all([
    q
      .clone()
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'number', order: 'desc' },
      ])
      .limit(f.take)
      .offset(f.skip),
    q.clone().count<{ count: string }[]>('* as count'),
  ]);
  return { rows: rows.map(toRow), count: Number(count[0]!.count) };
}

/** One page of the list's matches in payout-number order after `afterNumber`: the cursor of the CSV export. */
export async function payoutsAfterNumber(
  db: Db | Trx,
  orgId: string,
  f: Omit<PayoutFilter, 'take' | 'skip'>,
  afterNumber: number,
  take: number,
): Promise<PayoutRow[]> {
  const rows = await filtered(db, orgId, f).where('number', '>', afterNumber).orderBy('number').limit(take);
  return rows.map(toRow);
}

/** Changes a payout only while it is pending: the WHERE clause is the compare-and-swap. */
export async function updatePendingPayout(
  trx: Trx,
  orgId: string,
  id: string,
  changes: Partial<Pick<PayoutRow, 'amount' | 'fee' | 'bank_account_number' | 'status' | 'approved_at' | 'deleted_at'>>,
): Promise<PayoutRow | undefined> {
  const [row] = await trx('payouts')
    .where({ org_id: orgId, id, status: 'pending' })
    .whereNull('deleted_at')
    .update({ ...changes, updated_at: trx.fn.now() })
    .returning('*');
  return row ? toRow(row) : undefined;
}

export async function pendingPayoutTotals(db: Db | Trx, orgId: string): Promise<{ count: number; amount: number }> {
  const row = await db('payouts')
    .where({ org_id: orgId, status: 'pending' })
    .whereNull('deleted_at')
    .select(db.raw('COUNT(*) AS count, COALESCE(SUM(amount), 0) AS amount'))
    .first();
  return { count: Number((row as { count: string }).count), amount: Number((row as { amount: string }).amount) };
}
