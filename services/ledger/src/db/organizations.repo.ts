import type { Db, Trx } from '@consign/kit';

export interface OrganizationReplica {
  id: string;
  slug: string;
  name: string;
  currency: string;
  config: Record<string, unknown>;
  source_updated_at: Date;
}

/** Applies a newer version of an organization; an older event arriving late changes nothing. */
export async function upsertOrganization(trx: Trx, row: OrganizationReplica): Promise<void> {
  await trx<OrganizationReplica>('organizations')
    .insert(row)
    .onConflict('id')
    .merge()
    .where('organizations.source_updated_at', '<=', row.source_updated_at);
}

export async function findOrganization(db: Db | Trx, id: string): Promise<OrganizationReplica | undefined> {
  return db<OrganizationReplica>('organizations').where({ id }).first();
}
