import { isLanguage, type Language } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';

export interface OrganizationRow {
  id: string;
  slug: string;
  name: string;
  currency: string;
  config: Record<string, unknown>;
  onboarding_flag: string;
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

export async function findOrganizationById(db: Db | Trx, id: string): Promise<OrganizationRow | undefined> {
  return db<OrganizationRow>('organizations').where({ id }).first();
}

/** Locks the organization row: concurrent section updates apply one after the other, none is lost. */
export async function lockOrganization(trx: Trx, id: string): Promise<OrganizationRow | undefined> {
  return trx<OrganizationRow>('organizations').where({ id }).forUpdate().first();
}

/** pg sends a plain object as JSON, which is what the jsonb config column takes. */
export async function updateOrganization(
  trx: Trx,
  id: string,
  patch: Partial<Pick<OrganizationRow, 'name' | 'currency' | 'config' | 'onboarding_flag'>>,
): Promise<OrganizationRow> {
  const [row] = await trx('organizations')
    .where({ id })
    .update({ ...patch, updated_at: trx.fn.now() })
    .returning('*');
  return row as OrganizationRow;
}

/** The organization's default language (Settings → Organization: language), null when it has none. */
export async function findOrganizationLanguage(db: Db | Trx, id: string): Promise<Language | null> {
  const row = (await db('organizations').where({ id }).first(db.raw(`config #>> '{language,language}' as language`))) as
    { language: string | null } | undefined;
  return isLanguage(row?.language) ? row.language : null;
}
