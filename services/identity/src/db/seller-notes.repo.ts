import type { Db, Trx } from '@consign/kit';

export interface SellerNoteRow {
  org_id: string;
  seller_id: string;
  note: string;
  updated_at: Date;
}

export async function findSellerNote(db: Db | Trx, orgId: string, sellerId: string): Promise<SellerNoteRow | undefined> {
  return db<SellerNoteRow>('seller_notes').where({ org_id: orgId, seller_id: sellerId }).first();
}

/** One note per seller; the last write wins (the editor autosaves). */
export async function upsertSellerNote(db: Db | Trx, row: Pick<SellerNoteRow, 'org_id' | 'seller_id' | 'note'>): Promise<SellerNoteRow> {
  const [saved] = await db<SellerNoteRow>('seller_notes')
    .insert({ ...row, updated_at: db.fn.now() as unknown as Date })
    .onConflict('seller_id')
    .merge(['note', 'updated_at'])
    .returning('*');
  return saved!;
}
