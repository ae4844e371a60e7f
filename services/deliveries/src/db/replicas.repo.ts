import type { Db, Trx } from '@consign/kit';

export interface StoreReplica {
  id: string;
  org_id: string;
  name: string;
  email: string;
  address_line_1: string;
  address_zip: string;
  address_city: string;
  address_country: string;
  deleted_at: Date | null;
  source_updated_at: Date;
}

export interface SellerReplica {
  id: string;
  org_id: string;
  email: string;
  full_name: string;
  account_number: number | null;
  deleted_at: Date | null;
  source_updated_at: Date;
}

export interface OrganizationReplica {
  id: string;
  slug: string;
  name: string;
  source_updated_at: Date;
}

/** Replicas apply a newer version only: an older event arriving late changes nothing. */
export async function upsertStoreReplica(trx: Trx, row: StoreReplica): Promise<void> {
  await trx('stores').insert(row).onConflict('id').merge().where('stores.source_updated_at', '<=', row.source_updated_at);
}

export async function markStoreDeleted(trx: Trx, id: string, at: Date): Promise<void> {
  await trx('stores').where({ id }).where('source_updated_at', '<=', at).update({ deleted_at: at, source_updated_at: at });
}

export async function upsertSellerReplica(trx: Trx, row: SellerReplica): Promise<void> {
  await trx('sellers').insert(row).onConflict('id').merge().where('sellers.source_updated_at', '<=', row.source_updated_at);
}

export async function markSellerDeleted(trx: Trx, id: string, at: Date): Promise<void> {
  await trx('sellers').where({ id }).where('source_updated_at', '<=', at).update({ deleted_at: at, source_updated_at: at });
}

export async function upsertOrganizationReplica(trx: Trx, row: OrganizationReplica): Promise<void> {
  await trx('organizations').insert(row).onConflict('id').merge().where('organizations.source_updated_at', '<=', row.source_updated_at);
}

export async function findStoreReplica(db: Db | Trx, orgId: string, id: string): Promise<StoreReplica | undefined> {
  return db<StoreReplica>('stores').where({ org_id: orgId, id }).whereNull('deleted_at').first();
}

export async function findSellerReplica(db: Db | Trx, orgId: string, id: string): Promise<SellerReplica | undefined> {
  return db<SellerReplica>('sellers').where({ org_id: orgId, id }).whereNull('deleted_at').first();
}
