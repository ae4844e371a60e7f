import type { Db, Trx } from '@consign/kit';

export interface SellerRow {
  id: string;
  org_id: string;
  account_number: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  bank_account_number: string | null;
  terms_accepted_at: Date | null;
  deleted_at: Date | null;
}

export async function insertSeller(trx: Trx, row: Omit<SellerRow, 'terms_accepted_at' | 'deleted_at'>): Promise<void> {
  await trx('sellers').insert(row);
}

export async function findSeller(db: Db | Trx, orgId: string, id: string): Promise<SellerRow | undefined> {
  return db<SellerRow>('sellers').where({ org_id: orgId, id }).whereNull('deleted_at').first();
}
