import type { OrganizationConfig } from '@consign/contracts';
import { upsertReplica, markReplicaDeleted, type Db, type Trx } from '@consign/kit';

export interface SellerReplica {
  id: string;
  org_id: string;
  full_name: string;
  account_number: number;
  email: string | null;
  deleted_at: Date | null;
  source_updated_at: Date;
}

export interface OrganizationReplica {
  id: string;
  slug: string;
  name: string;
  currency: string;
  config: OrganizationConfig | Record<string, never>;
  source_updated_at: Date;
}

/** Applies a newer version of a seller; an older event arriving late changes nothing. */
export async function upsertSellerReplica(trx: Trx, row: SellerReplica): Promise<void> {
  await upsertReplica(trx, 'sellers', row);
}

export async function markSellerDeleted(trx: Trx, id: string, at: Date): Promise<void> {
  await markReplicaDeleted(trx, 'sellers', id, at);
}

export async function findSellerReplica(db: Db | Trx, orgId: string, id: string): Promise<SellerReplica | undefined> {
  return db<SellerReplica>('sellers').where({ org_id: orgId, id }).whereNull('deleted_at').first();
}

/** The organization's live sellers an import names by account number or e-mail. */
export async function findSellersByKeys(
  db: Db | Trx,
  orgId: string,
  keys: { accountNumbers: number[]; emails: string[] },
): Promise<SellerReplica[]> {
  return db<SellerReplica>('sellers')
    .where({ org_id: orgId })
    .whereNull('deleted_at')
    .where((q) => q.whereIn('account_number', keys.accountNumbers).orWhereRaw('lower(email) = ANY(?)', [keys.emails]));
}

export async function upsertOrganizationReplica(
  trx: Trx,
  row: Omit<OrganizationReplica, 'config'> & { config?: OrganizationConfig },
): Promise<void> {
  // organization.created carries no config: it must not wipe a config that arrived first.
  await upsertReplica(trx, 'organizations', row, { config: {} });
}

export async function findOrganizationReplica(db: Db | Trx, id: string): Promise<OrganizationReplica | undefined> {
  return db<OrganizationReplica>('organizations').where({ id }).first();
}

/** Every organization catalog knows (the daily jobs go through them). */
export async function organizationIds(db: Db | Trx): Promise<string[]> {
  return (await db('organizations').select('id')).map((r: { id: string }) => r.id);
}
