import { randomUUID } from 'node:crypto';
import type { Trx } from '@consign/kit';
import { addToAccounts, appendPostings, type NewPosting } from '../db/books.repo';
import type { SaleFees } from '@consign/contracts';
import { applyPosting, ZERO_BALANCE, type Balance, type Entry, type PostingKind } from '../domain/postings';

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

const newPosting = (p: Omit<PostingRequest, 'locked' | 'entries'>): NewPosting => ({
  id: randomUUID(),
  org_id: p.orgId,
  seller_id: p.sellerId,
  kind: p.kind,
  reference_id: p.referenceId,
  name: p.name,
  ...(p.saleFees ? { sale_fees: p.saleFees } : {}),
});

/** Appends a posting and moves the cached balance by exactly its entries, in the caller's transaction. */
export async function post(trx: Trx, p: PostingRequest): Promise<{ postingId: string; balance: Balance }> {
  const posting = newPosting(p);
  const balance = applyPosting(p.locked, p.kind, p.entries);
  await appendPostings(trx, [{ posting, entries: p.entries }], [{ orgId: p.orgId, sellerId: p.sellerId, balance }]);
  return { postingId: posting.id, balance };
}

/**
 * Appends postings that only add to sellers' credits (sales), in order, and moves each seller's cached balance
 * by their sum at the end: the sellers' rows are locked from there to the commit only, not while the postings
 * are written (batches of sales side by side touch the same sellers). Adding cannot overdraw, so no balance
 * needs reading first. Returns each posting's balance after it, as one posting after another would leave it.
 */
export async function postCredits(
  trx: Trx,
  orgId: string,
  requests: Omit<PostingRequest, 'locked' | 'orgId'>[],
): Promise<{ postingId: string; balance: Balance }[]> {
  const planned = requests.map((p) => ({ posting: newPosting({ ...p, orgId }), entries: p.entries, p }));
  await appendPostings(trx, planned, []);
  const added = new Map<string, Balance>();
  for (const { p } of planned) added.set(p.sellerId, applyPosting(added.get(p.sellerId) ?? ZERO_BALANCE, p.kind, p.entries));
  const after = await addToAccounts(trx, orgId, added);
  // Each seller's balance before the batch, then moved posting by posting.
  const running = new Map(
    [...after].map(([sellerId, b]) => {
      const a = added.get(sellerId)!;
      return [sellerId, { available: b.available - a.available, held: b.held - a.held, accumulated: b.accumulated - a.accumulated }];
    }),
  );
  return planned.map(({ posting, p }) => {
    const balance = applyPosting(running.get(p.sellerId)!, p.kind, p.entries);
    running.set(p.sellerId, balance);
    return { postingId: posting.id, balance };
  });
}
