import type { TermsBlock } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';

export interface TermsRow {
  id: string;
  org_id: string;
  content: TermsBlock[];
  created_at: Date;
  modified_at: Date;
}

export async function latestTerms(db: Db | Trx, orgId: string): Promise<TermsRow | undefined> {
  return db<TermsRow>('terms').where({ org_id: orgId }).orderBy('modified_at', 'desc').first();
}

export async function insertTerms(trx: Trx, row: Pick<TermsRow, 'id' | 'org_id' | 'content'>): Promise<TermsRow> {
  // content is an array: pg would send a JS array as a Postgres array, so it goes as JSON text.
  const [created] = await trx<TermsRow>('terms')
    .insert({ ...row, content: JSON.stringify(row.content) as unknown as TermsBlock[] })
    .returning('*');
  return created!;
}
