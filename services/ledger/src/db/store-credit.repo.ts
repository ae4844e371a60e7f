import type { DebitStatus } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';

export interface DebitRow {
  sale_id: string;
  org_id: string;
  seller_id: string;
  amount: number;
  status: DebitStatus;
  posting_id: string;
  reversal_posting_id: string | null;
  created_at: Date;
}

const debitOf = (r: DebitRow): DebitRow => ({ ...r, amount: Number(r.amount) });

export async function findDebit(db: Db | Trx, orgId: string, saleId: string): Promise<DebitRow | undefined> {
  const row = (await db('store_credit_debits').where({ org_id: orgId, sale_id: saleId }).first()) as DebitRow | undefined;
  return row && debitOf(row);
}

/** The debit of a sale, locked for the rest of the transaction (its status changes only under this lock). */
export async function lockDebit(trx: Trx, orgId: string, saleId: string): Promise<DebitRow | undefined> {
  const row = (await trx('store_credit_debits').where({ org_id: orgId, sale_id: saleId }).forUpdate().first()) as DebitRow | undefined;
  return row && debitOf(row);
}

export async function insertDebit(trx: Trx, row: Omit<DebitRow, 'status' | 'reversal_posting_id' | 'created_at'>): Promise<void> {
  await trx('store_credit_debits').insert(row);
}

export async function resolveDebit(
  trx: Trx,
  orgId: string,
  saleId: string,
  status: DebitStatus,
  reversalPostingId?: string,
): Promise<void> {
  await trx('store_credit_debits')
    .where({ org_id: orgId, sale_id: saleId })
    .update({ status, resolved_at: trx.fn.now(), ...(reversalPostingId ? { reversal_posting_id: reversalPostingId } : {}) });
}

/** Pending debits at least `olderThanMs` old, of every organization (the resolving job runs as the system). */
export async function pendingDebits(db: Db | Trx, olderThanMs: number, limit: number): Promise<Pick<DebitRow, 'org_id' | 'sale_id'>[]> {
  return db('store_credit_debits')
    .where('status', 'pending')
    .where('created_at', '<', db.raw(`now() - (? * interval '1 millisecond')`, [olderThanMs]))
    .orderBy('created_at')
    .limit(limit)
    .select('org_id', 'sale_id');
}
