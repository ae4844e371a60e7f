import { upsertReplica, type Db, type Trx } from '@consign/kit';

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
  await upsertReplica(trx, 'organizations', row);
}

export async function findOrganization(db: Db | Trx, id: string): Promise<OrganizationReplica | undefined> {
  return db<OrganizationReplica>('organizations').where({ id }).first();
}
