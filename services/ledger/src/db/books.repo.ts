import type { Db, Trx } from '@consign/kit';
import type { Balance, Entry, PostingKind } from '../domain/postings';

export interface NewPosting {
  id: string;
  org_id: string;
  seller_id: string;
  kind: PostingKind;
  reference_id: string | null;
  name: string;
}

/** A posting as a seller transaction: the change of the seller's available credits it made. */
export interface PostingLine {
  id: string;
  kind: PostingKind;
  name: string;
  created_at: Date;
  amount: number;
}

const toBalance = (row: { available: string | number; held: string | number; accumulated: string | number }): Balance => ({
  available: Number(row.available),
  held: Number(row.held),
  accumulated: Number(row.accumulated),
});

/**
 * The seller's cached balance, locked for the rest of the transaction: every change of a seller's credits
 * goes through this lock, so two requests can never both spend the same credits.
 */
export async function lockAccount(trx: Trx, orgId: string, sellerId: string): Promise<Balance> {
  // One round trip: the upsert creates a missing row, and DO UPDATE takes the row lock on an existing one.
  const { rows } = await trx.raw<{ rows: Array<{ available: string; held: string; accumulated: string }> }>(
    `INSERT INTO accounts (org_id, seller_id) VALUES (?, ?)
     ON CONFLICT (org_id, seller_id) DO UPDATE SET seller_id = EXCLUDED.seller_id
     RETURNING available, held, accumulated`,
    [orgId, sellerId],
  );
  return toBalance(rows[0]!);
}

/** Lets this transaction take a seller below zero (the overdraft trigger checks the setting). */
export async function allowNegativeBalance(trx: Trx): Promise<void> {
  await trx.raw(`SET LOCAL ledger.allow_negative = 'on'`);
}

export async function readBalance(db: Db | Trx, orgId: string, sellerId: string): Promise<Balance> {
  const row = await db('accounts').where({ org_id: orgId, seller_id: sellerId }).first();
  return row ? toBalance(row) : { available: 0, held: 0, accumulated: 0 };
}

/**
 * Appends a posting with its entries and stores the seller's new cached balance, in one statement (one round
 * trip on the hot path of every sale). A posting without entries (a donation) moves no balance.
 */
export async function appendPosting(trx: Trx, posting: NewPosting, entries: Entry[], balance: Balance): Promise<void> {
  if (!entries.length) return void (await trx('postings').insert(posting));
  const values = entries.map(() => '(?::uuid, ?::text, ?::text, ?::bigint)').join(', ');
  await trx.raw(
    `WITH posting AS (
       INSERT INTO postings (id, org_id, seller_id, kind, reference_id, name) VALUES (?, ?, ?, ?, ?, ?) RETURNING id
     ), entry AS (
       INSERT INTO entries (posting_id, org_id, account, seller_id, amount)
       SELECT posting.id, e.org_id, e.account, e.seller_id, e.amount
       FROM posting, (VALUES ${values}) AS e (org_id, account, seller_id, amount)
     )
     UPDATE accounts SET available = ?, held = ?, accumulated = ?, updated_at = now()
     WHERE org_id = ? AND seller_id = ?`,
    [
      posting.id,
      posting.org_id,
      posting.seller_id,
      posting.kind,
      posting.reference_id,
      posting.name,
      ...entries.flatMap((e) => [posting.org_id, e.account, e.sellerId, e.amount]),
      balance.available,
      balance.held,
      balance.accumulated,
      posting.org_id,
      posting.seller_id,
    ],
  );
}

/** The balance as the entries say it, computed from scratch (the cached row must always agree). */
export async function balanceFromEntries(db: Db | Trx, orgId: string, sellerId: string): Promise<Balance> {
  const row = await db.raw<{ rows: Array<{ available: string; held: string; accumulated: string }> }>(
    `SELECT
       COALESCE(SUM(e.amount) FILTER (WHERE e.account = 'seller_available'), 0) AS available,
       COALESCE(SUM(e.amount) FILTER (WHERE e.account = 'seller_held'), 0) AS held,
       COALESCE(SUM(e.amount) FILTER (WHERE e.account = 'seller_available'
         AND (p.kind IN ('sale', 'sale_reversal') OR (p.kind = 'adjustment' AND e.amount > 0))), 0) AS accumulated
     FROM entries e JOIN postings p ON p.id = e.posting_id
     WHERE e.org_id = ? AND e.seller_id = ?`,
    [orgId, sellerId],
  );
  return toBalance(row.rows[0]!);
}

/** Postings whose entries do not sum to zero (the deferred trigger makes this empty; tests prove it). */
export async function unbalancedPostings(db: Db | Trx, orgId: string): Promise<string[]> {
  const rows = await db('entries').where({ org_id: orgId }).groupBy('posting_id').havingRaw('SUM(amount) <> 0').select('posting_id');
  return rows.map((r: { posting_id: string }) => r.posting_id);
}

export async function postingLines(db: Db | Trx, orgId: string, sellerId: string, kinds: PostingKind[]): Promise<PostingLine[]> {
  const rows = await db('postings as p')
    .leftJoin('entries as e', function join() {
      this.on('e.posting_id', 'p.id').andOnVal('e.account', '=', 'seller_available');
    })
    .where({ 'p.org_id': orgId, 'p.seller_id': sellerId })
    .whereIn('p.kind', kinds)
    .groupBy('p.id')
    .select('p.id', 'p.kind', 'p.name', 'p.created_at', db.raw('COALESCE(SUM(e.amount), 0) AS amount'));
  return rows.map((r: PostingLine & { amount: string }) => ({ ...r, amount: Number(r.amount) }));
}

/** Credit left to reverse for a product: its sale credits minus the reversals already made. */
export async function unreversedSaleCredit(
  trx: Trx,
  orgId: string,
  productId: string,
): Promise<{ sellerId: string; credit: number; name: string } | undefined> {
  const rows = await trx('postings as p')
    .join('entries as e', 'e.posting_id', 'p.id')
    .where({ 'p.org_id': orgId, 'p.reference_id': productId, 'e.account': 'seller_available' })
    .whereIn('p.kind', ['sale', 'sale_reversal'])
    .groupBy('p.seller_id')
    .select('p.seller_id', trx.raw('SUM(e.amount) AS credit'), trx.raw("MAX(p.name) FILTER (WHERE p.kind = 'sale') AS name"));
  return rows
    .map((r: { seller_id: string; credit: string; name: string }) => ({ sellerId: r.seller_id, credit: Number(r.credit), name: r.name }))
    .find((r) => r.credit > 0);
}

export async function creditsOwed(db: Db | Trx, orgId: string): Promise<number> {
  const row = await db('accounts').where({ org_id: orgId }).select(db.raw('COALESCE(SUM(available + held), 0) AS total')).first();
  return Number((row as { total: string }).total);
}
