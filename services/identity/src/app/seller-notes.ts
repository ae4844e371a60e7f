import { AppError, sellerNoteSchema, RULE_MESSAGES } from '@consign/contracts';
import { parseInput, type AccessClaims, type Db } from '@consign/kit';
import { findSellerNote, upsertSellerNote, type SellerNoteRow } from '../db/seller-notes.repo';
import { findSeller } from '../db/sellers.repo';

export interface SellerNoteView {
  sellerId: string;
  note: string;
  updatedAt: string | null;
}

const view = (sellerId: string, row?: SellerNoteRow): SellerNoteView => ({
  sellerId,
  note: row?.note ?? '',
  updatedAt: row?.updated_at.toISOString() ?? null,
});

async function assertSellerInOrg(db: Db, orgId: string, sellerId: unknown): Promise<string> {
  const id = typeof sellerId === 'string' && /^[0-9a-f-]{36}$/i.test(sellerId) ? sellerId : undefined;
  if (!id || !(await findSeller(db, orgId, id))) throw AppError.notFound(RULE_MESSAGES.sellers.notFound);
  return id;
}

export async function readSellerNote(db: Db, auth: AccessClaims, sellerId: unknown): Promise<SellerNoteView> {
  const id = await assertSellerInOrg(db, auth.org, sellerId);
  return view(id, await findSellerNote(db, auth.org, id));
}

export async function saveSellerNote(db: Db, auth: AccessClaims, input: unknown): Promise<SellerNoteView> {
  const { sellerId, note } = parseInput(sellerNoteSchema, input);
  await assertSellerInOrg(db, auth.org, sellerId);
  return view(sellerId, await upsertSellerNote(db, { org_id: auth.org, seller_id: sellerId, note }));
}
