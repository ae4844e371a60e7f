import type { Db, Trx } from '@consign/kit';

export interface BillingRow {
  org_id: string;
  enabled: boolean;
  plan: string | null;
  billing_email: string | null;
  company_name: string | null;
  org_number: string | null;
  trial_ends_at: Date | null;
  setup_completed_at: Date | null;
}

export async function findBilling(db: Db | Trx, orgId: string): Promise<BillingRow | undefined> {
  return db<BillingRow>('billing').where({ org_id: orgId }).first();
}

export async function upsertBilling(db: Db | Trx, row: Partial<BillingRow> & { org_id: string }): Promise<void> {
  await db('billing')
    .insert({ ...row, updated_at: db.fn.now() })
    .onConflict('org_id')
    .merge();
}
