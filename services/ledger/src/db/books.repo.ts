import { whereOnParisDays, type Db, type Trx } from '@consign/kit';
import type { SaleFees } from '@consign/contracts';
import type { Balance, Entry, PostingKind } from '../domain/postings';

export interface NewPosting {
  id: string;
  org_id: string;
  seller_id: string;
  kind: PostingKind;
  reference_id: string | null;
  name: string;
  /** A sale's: the fees on sales it was posted under. */
  sale_fees?: SaleFees;
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

/**
 * Adds to sellers' cached balances (creating missing rows) and returns the new ones, locked for the rest of the
 * transaction. The rows are taken in seller id order: two transactions that add to some of the same sellers
 * then wait for each other instead of deadlocking.
 */
export async function addToAccounts(trx: Trx, orgId: string, deltas: Map<string, Balance>): Promise<Map<string, Balance>> {
  const ids = [...deltas.keys()].sort();
  if (!ids.length) return new Map();
  const { rows } = await trx.raw<{ rows: Array<{ seller_id: string; available: string; held: string; accumulated: string }> }>(
    `INSERT INTO accounts (org_id, seller_id, available, held, accumulated)
     VALUES ${ids.map(() => '(?, ?, ?::bigint, ?::bigint, ?::bigint)').join(', ')}
     ON CONFLICT (org_id, seller_id) DO UPDATE SET available = accounts.available + EXCLUDED.available,
       held = accounts.held + EXCLUDED.held, accumulated = accounts.accumulated + EXCLUDED.accumulated, updated_at = now()
     RETURNING seller_id, available, held, accumulated`,
    ids.flatMap((id) => {
      const d = deltas.get(id)!;
      return [orgId, id, d.available, d.held, d.accumulated];
    }),
  );
  return new Map(rows.map((row) => [row.seller_id, toBalance(row)]));
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
 * Appends postings with their entries and stores the sellers' new cached balances (those given), in one
 * statement. Postings without entries (a donation) move no balance.
 */
export async function appendPostings(
  trx: Trx,
  postings: { posting: NewPosting; entries: Entry[] }[],
  balances: { orgId: string; sellerId: string; balance: Balance }[],
): Promise<void> {
  const withEntries = postings.filter((p) => p.entries.length);
  if (!withEntries.length) return void (await trx('postings').insert(postings.map((p) => p.posting)));
  const entries = withEntries.flatMap((p) => p.entries.map((e) => ({ postingId: p.posting.id, orgId: p.posting.org_id, ...e })));
  const entrySql = `INSERT INTO entries (posting_id, org_id, account, seller_id, amount)
       SELECT posting.id, e.org_id, e.account, e.seller_id, e.amount
       FROM posting JOIN (VALUES ${entries.map(() => '(?::uuid, ?::uuid, ?::text, ?::text, ?::bigint)').join(', ')})
         AS e (posting_id, org_id, account, seller_id, amount) ON e.posting_id = posting.id`;
  await trx.raw(
    `WITH posting AS (
       INSERT INTO postings (id, org_id, seller_id, kind, reference_id, name, sale_fees)
       VALUES ${postings.map(() => '(?::uuid, ?::uuid, ?, ?, ?, ?, ?::jsonb)').join(', ')} RETURNING id
     )
     ${
       balances.length
         ? `, entry AS (${entrySql})
     UPDATE accounts a SET available = b.available, held = b.held, accumulated = b.accumulated, updated_at = now()
     FROM (VALUES ${balances.map(() => '(?::uuid, ?::text, ?::bigint, ?::bigint, ?::bigint)').join(', ')})
       AS b (org_id, seller_id, available, held, accumulated)
     WHERE a.org_id = b.org_id AND a.seller_id = b.seller_id`
         : entrySql
     }`,
    [
      ...postings.flatMap(({ posting }) => [
        posting.id,
        posting.org_id,
        posting.seller_id,
        posting.kind,
        posting.reference_id,
        posting.name,
        posting.sale_fees ? JSON.stringify(posting.sale_fees) : null,
      ]),
      ...entries.flatMap((e) => [e.postingId, e.orgId, e.account, e.sellerId, e.amount]),
      ...balances.flatMap((b) => [b.orgId, b.sellerId, b.balance.available, b.balance.held, b.balance.accumulated]),
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

/** What is left to reverse of a product's sale: its sale credit and fee minus the reversals already made. */
export async function unreversedSaleCredit(
  trx: Trx,
  orgId: string,
  productId: string,
): Promise<{ sellerId: string; credit: number; fee: number; name: string } | undefined> {
  const rows = await trx('postings as p')
    .join('entries as e', 'e.posting_id', 'p.id')
    .where({ 'p.org_id': orgId, 'p.reference_id': productId })
    .whereIn('e.account', ['seller_available', 'fees'])
    .whereIn('p.kind', ['sale', 'sale_reversal'])
    .groupBy('p.seller_id')
    .select(
      'p.seller_id',
      trx.raw("COALESCE(SUM(e.amount) FILTER (WHERE e.account = 'seller_available'), 0) AS credit"),
      trx.raw("COALESCE(SUM(e.amount) FILTER (WHERE e.account = 'fees'), 0) AS fee"),
      trx.raw("MAX(p.name) FILTER (WHERE p.kind = 'sale') AS name"),
    );
  return rows
    .map((r: { seller_id: string; credit: string; fee: string; name: string }) => ({
      sellerId: r.seller_id,
      credit: Number(r.credit),
      fee: Number(r.fee),
      name: r.name,
    }))
    .find((r) => r.credit > 0 || r.fee > 0);
}

export async function creditsOwed(db: Db | Trx, orgId: string): Promise<number> {
  const row = await db('accounts').where({ org_id: orgId }).select(db.raw('COALESCE(SUM(available + held), 0) AS total')).first();
  return Number((row as { total: string }).total);
}

/** A posting as a line of the books export: what it moved on the seller's accounts and the fee kept. */
export interface BookLine {
  id: string;
  seller_id: string;
  kind: PostingKind;
  name: string;
  created_at: Date;
  available: number;
  held: number;
  fee: number;
}

export interface BookFilter {
  sellerId?: string;
  /** Paris days, yyyy-MM-dd, both included. */
  from?: string;
  to?: string;
}

/** One page of postings in (created_at, id) order after `after`: the keyset cursor of the transactions export. */
export async function bookLinesAfter(
  db: Db | Trx,
  orgId: string,
  f: BookFilter,
  after: Pick<BookLine, 'created_at' | 'id'> | undefined,
  take: number,
): Promise<BookLine[]> {
  const q = db('postings as p')
    .leftJoin('entries as e', 'e.posting_id', 'p.id')
    .where('p.org_id', orgId)
    .groupBy('p.id')
    .orderBy([
      { column: 'p.created_at', order: 'asc' },
      { column: 'p.id', order: 'asc' },
    ])
    .limit(take)
    .select(
      'p.id',
      'p.seller_id',
      'p.kind',
      'p.name',
      'p.created_at',
      db.raw("COALESCE(SUM(e.amount) FILTER (WHERE e.account = 'seller_available'), 0) AS available"),
      db.raw("COALESCE(SUM(e.amount) FILTER (WHERE e.account = 'seller_held'), 0) AS held"),
      db.raw("COALESCE(SUM(e.amount) FILTER (WHERE e.account = 'fees'), 0) AS fee"),
    );
  if (f.sellerId) q.where('p.seller_id', f.sellerId);
  whereOnParisDays(q, 'p.created_at', f);
  if (after) q.whereRaw('(p.created_at, p.id) > (?, ?)', [after.created_at, after.id]);
  const rows: Array<BookLine & { available: string; held: string; fee: string }> = await q;
  return rows.map((r) => ({ ...r, available: Number(r.available), held: Number(r.held), fee: Number(r.fee) }));
}
