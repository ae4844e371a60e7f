import type { Language, SaleFees } from '@consign/contracts';
import { upsertReplica, markReplicaDeleted, type Db, type Trx } from '@consign/kit';

export interface OrganizationReplica {
  id: string;
  slug: string;
  name: string;
  currency: string;
  logo_url: string | null;
  primary_color: string;
  expiry_days: number;
  /** The fees on sales (Consignment settings): a sale's seller is told the share after them. */
  sale_fees: SaleFees;
  /** Settings → Organization: language, the default of its sellers and staff who chose none; null: English. */
  language: Language | null;
  source_updated_at: Date;
}

export interface SellerReplica {
  id: string;
  org_id: string;
  first_name: string;
  full_name: string;
  email: string;
  account_number: number;
  /** The seller's own choice of language; null: the organization's. */
  language: Language | null;
  deleted_at: Date | null;
  source_updated_at: Date;
}

export interface CoworkerReplica {
  id: string;
  org_id: string;
  name: string;
  email: string;
  deleted_at: Date | null;
  source_updated_at: Date;
}

export interface ProductReplica {
  id: string;
  org_id: string;
  seller_id: string | null;
  sku_padded: string;
  name: string;
  status: string;
  price: number;
  consignment_split: number;
  store_owned: boolean;
  expiring_at: Date | null;
  deleted_at: Date | null;
  source_updated_at: Date;
}

// Every upsert applies a newer version only: an older event arriving late changes nothing.

export async function upsertOrganization(
  trx: Trx,
  row: Omit<OrganizationReplica, 'logo_url' | 'primary_color' | 'expiry_days' | 'sale_fees'> & Partial<OrganizationReplica>,
) {
  // organization.created carries no brand nor fees: it must not wipe those that arrived first.
  // A jsonb array is sent as JSON text: the driver would make a Postgres array of it.
  const { sale_fees, ...rest } = row;
  await upsertReplica(trx, 'organizations', { ...rest, sale_fees: sale_fees && JSON.stringify(sale_fees) });
}

export async function findOrganization(db: Db | Trx, id: string): Promise<OrganizationReplica | undefined> {
  return db<OrganizationReplica>('organizations').where({ id }).first();
}

export async function upsertSeller(trx: Trx, row: SellerReplica): Promise<void> {
  await upsertReplica(trx, 'sellers', row);
}

export async function markSellerDeleted(trx: Trx, id: string, at: Date): Promise<void> {
  await markReplicaDeleted(trx, 'sellers', id, at);
}

export async function findSeller(db: Db | Trx, orgId: string, id: string): Promise<SellerReplica | undefined> {
  return db<SellerReplica>('sellers').where({ org_id: orgId, id }).whereNull('deleted_at').first();
}

export async function listSellers(db: Db | Trx, orgId: string, ids?: string[]): Promise<SellerReplica[]> {
  const q = db<SellerReplica>('sellers').where({ org_id: orgId }).whereNull('deleted_at');
  if (ids) q.whereIn('id', ids);
  return q.orderBy('full_name');
}

export async function upsertCoworker(trx: Trx, row: CoworkerReplica): Promise<void> {
  await upsertReplica(trx, 'coworkers', row);
}

export async function markCoworkerDeleted(trx: Trx, id: string, at: Date): Promise<void> {
  await markReplicaDeleted(trx, 'coworkers', id, at);
}

export async function listCoworkers(db: Db | Trx, orgId: string): Promise<CoworkerReplica[]> {
  return db<CoworkerReplica>('coworkers').where({ org_id: orgId }).whereNull('deleted_at').orderBy('name');
}

export async function upsertProduct(
  trx: Trx,
  row: Omit<ProductReplica, 'deleted_at' | 'expiring_at'> & { expiring_at?: Date | null },
): Promise<void> {
  await upsertReplica(trx, 'products', { ...row, deleted_at: null });
}

export async function markProductDeleted(trx: Trx, id: string, at: Date): Promise<void> {
  await markReplicaDeleted(trx, 'products', id, at);
}
