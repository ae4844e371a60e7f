import { upsertReplica, markReplicaDeleted, type Db, type Trx } from '@consign/kit';

/** What the ledger keeps of identity's sellers: names for views and receipts, the account number of receipt links. */
export interface SellerReplica {
  id: string;
  org_id: string;
  full_name: string;
  account_number: number;
  bank_account_number: string | null;
  deleted_at: Date | null;
  source_updated_at: Date;
}

/** Applies a newer version of a seller; an older event arriving late changes nothing. */
export async function upsertSeller(trx: Trx, row: SellerReplica): Promise<void> {
  await upsertReplica(trx, 'sellers', row);
}

export async function markSellerDeleted(trx: Trx, id: string, at: Date): Promise<void> {
  await markReplicaDeleted(trx, 'sellers', id, at);
}

export async function findSeller(db: Db | Trx, orgId: string, id: string): Promise<SellerReplica | undefined> {
  return db<SellerReplica>('sellers').where({ org_id: orgId, id }).whereNull('deleted_at').first();
}

export async function sellerNames(db: Db | Trx, orgId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db<SellerReplica>('sellers')
    .where({ org_id: orgId })
    .whereIn('id', [...new Set(ids)])
    .select('id', 'full_name');
  return new Map(rows.map((r) => [r.id, r.full_name]));
}
