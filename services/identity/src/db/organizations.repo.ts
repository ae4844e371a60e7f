import type { Db, Trx } from '@consign/kit';

export interface OrganizationRow {
  id: string;
  slug: string;
  name: string;
  currency: string;
  config: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

export async function insertOrganization(
  trx: Trx,
  row: Pick<OrganizationRow, 'id' | 'slug' | 'name' | 'currency'>,
): Promise<OrganizationRow> {
  const [created] = await trx<OrganizationRow>('organizations').insert(row).returning('*');
  return created!;
}

export async function findOrganizationBySlug(db: Db | Trx, slug: string): Promise<OrganizationRow | undefined> {
  return db<OrganizationRow>('organizations').where({ slug }).first();
}
