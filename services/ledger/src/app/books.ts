import { randomUUID } from 'node:crypto';
import type { Trx } from '@consign/kit';
import { appendPosting } from '../db/books.repo';
import type { SaleFees } from '@consign/contracts';
import { applyPosting, type Balance, type Entry, type PostingKind } from '../domain/postings';

export interface PostingRequest {
  orgId: string;
  sellerId: string;
  /** The seller's balance as read under `lockAccount` in this transaction. */
  locked: Balance;
  kind: PostingKind;
  name: string;
  referenceId: string | null;
  entries: Entry[];
  /** A sale's: the fees on sales it was posted under. */
  saleFees?: SaleFees;
}

/** Appends a posting and moves the cached balance by exactly its entries, in the caller's transaction. */
export async function post(trx: Trx, p: PostingRequest): Promise<{ postingId: string; balance: Balance }> {
  const postingId = randomUUID();
  const balance = applyPosting(p.locked, p.kind, p.entries);
  await appendPosting(
    trx,
    {
      id: postingId,
      org_id: p.orgId,
      seller_id: p.sellerId,
      kind: p.kind,
      reference_id: p.referenceId,
      name: p.name,
      ...(p.saleFees ? { sale_fees: p.saleFees } : {}),
    },
    p.entries,
    balance,
  );
  return { postingId, balance };
}
