import { PICKER_PAGE, SEARCH_RESULTS_PER_TYPE } from '@consign/contracts';
import { likeLiteral, namedStatement, sqlNumber, type Db, type Trx } from '@consign/kit';
import { sellerSearchTerms } from '../domain/seller-search';

export interface SellerRow {
  id: string;
  org_id: string;
  account_number: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  bank_account_number: string | null;
  terms_accepted_at: Date | null;
  deleted_at: Date | null;
}

export interface SellerListFilter {
  ids?: string[];
  query?: string;
  take: number;
  skip: number;
}

export async function insertSeller(trx: Trx, row: Omit<SellerRow, 'terms_accepted_at' | 'deleted_at'>): Promise<SellerRow> {
  return (await insertSellers(trx, [row]))[0]!;
}

/** Sellers in one statement, returned in the order given. */
export async function insertSellers(trx: Trx, rows: Array<Omit<SellerRow, 'terms_accepted_at' | 'deleted_at'>>): Promise<SellerRow[]> {
  const created = (await trx<SellerRow>('sellers').insert(rows).returning('*')) as SellerRow[];
  const byId = new Map(created.map((r) => [r.id, r]));
  return rows.map((r) => byId.get(r.id)!);
}

export async function findSeller(db: Db | Trx, orgId: string, id: string): Promise<SellerRow | undefined> {
  return db<SellerRow>('sellers').where({ org_id: orgId, id }).whereNull('deleted_at').first();
}

/** The organization's live sellers among these ids. */
export async function findSellersByIds(db: Db | Trx, orgId: string, ids: readonly string[]): Promise<SellerRow[]> {
  if (ids.length === 0) return [];
  return db<SellerRow>('sellers').where({ org_id: orgId }).whereNull('deleted_at').whereIn('id', ids);
}

/** Locks the seller, deleted or not, so an update and a delete cannot interleave. */
export async function lockSeller(trx: Trx, orgId: string, id: string): Promise<SellerRow | undefined> {
  return trx<SellerRow>('sellers').where({ org_id: orgId, id }).forUpdate().first();
}

/** The first text after every text that starts with the digits `prefix` ('129' → '13', '99' → '9:'). */
const digitsEnd = (prefix: string) => prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/** A seller's own columns (not the search columns of migrations 20261124000100 and 20261125000200). */
const COLUMNS = [
  'id',
  'org_id',
  'account_number',
  'first_name',
  'last_name',
  'email',
  'phone',
  'bank_account_number',
  'terms_accepted_at',
  'deleted_at',
] as const;
const COLUMNS_SQL = COLUMNS.join(', ');
const LIST_ORDER = 'last_name, first_name, account_number';

/**
 * How many sellers in list order a search reads before it turns to the indexes of every match: matches denser
 * than a page in this many are found there at once (migration 20261202000100, seller_walk).
 */
const WALK_BUDGET = 1000;

/**
 * The arguments of the search functions (migrations 20261202000100 to 20261206000100) for a query: the LIKE
 * text and the part of it the trigram index looks up, or the e-mail's tail the own parts' index looks up
 * instead, or else the one or two letters; the account range, the query for its sounds, and a two-word text's
 * words, which the names' index looks up; and whether a walk in list order is worth it (not for a text that
 * names one seller).
 */
function searchArgs(query: string) {
  const terms = sellerSearchTerms(query);
  const escaped = likeLiteral(terms.text);
  const [from, to] = terms.accountPrefix ? [terms.accountPrefix, digitsEnd(terms.accountPrefix)] : [null, null];
  return {
    walk: [escaped, from, to],
    // Two words are looked up in the names' index, which reads only their matches: no list to walk first.
    walkBudget: terms.specific || terms.nameApart ? 0 : WALK_BUDGET,
    search: [
      terms.short ? null : escaped,
      terms.short || terms.emailTail ? null : likeLiteral(terms.lookup),
      terms.emailTail,
      terms.short ? terms.text : null,
      from,
      to,
      query,
      terms.nameApart?.firstEnd ?? null,
      terms.nameApart?.lastStart ?? null,
    ],
  };
}
const SEARCH_ARGS_SQL = `'%' || lower(?) || '%', '%' || lower(?) || '%', ?, nullif(ARRAY[lower(?)], '{NULL}'), ?, ?, name_sounds(?), ?, ?`;

function filtered(db: Db | Trx, orgId: string, filter: Omit<SellerListFilter, 'take' | 'skip'>) {
  const q = db<SellerRow>('sellers').where({ org_id: orgId }).whereNull('deleted_at');
  if (filter.ids) q.whereIn('id', filter.ids);
  // Name, e-mail or phone containing the query (any case), or an account number starting with it, leading zeros
  // aside (a number typed with spaces is its digits); when none does, names that sound like it (migration 20261202000100).
  if (filter.query) q.whereRaw(`id IN (SELECT id FROM seller_search(${SEARCH_ARGS_SQL}))`, searchArgs(filter.query).search);
  return q;
}

/**
 * One page in list order (last name, first name, account number), and with `withCount` the number of matches.
 * Three shapes, each reading about a page of index entries however many sellers the organization has:
 * - by ids (a seller's own list, a picker's chosen seller): those few rows, counted as they are read;
 * - a search: the first matches in list order when they are common, else every match through the indexes;
 *   counted in the indexes;
 * - everyone: from the key at `skip`, found in the list's index alone (keyset, so a deep page costs no more
 *   rows than the first); counted by the trigger-kept count.
 */
export async function listSellers(
  db: Db | Trx,
  orgId: string,
  filter: SellerListFilter & { withCount: boolean },
): Promise<{ rows: SellerRow[]; count?: number }> {
  if (filter.ids) return listByIds(db, orgId, filter);
  if (filter.query) {
    const [rows, count] = await Promise.all([
      searchPage(db, orgId, filter.query, filter),
      filter.withCount ? countMatches(db, filter.query) : undefined,
    ]);
    return { rows, count };
  }
  const [rows, count] = await Promise.all([keysetPage(db, orgId, filter), filter.withCount ? liveSellerCount(db, orgId) : undefined]);
  return { rows, count };
}

async function listByIds(db: Db | Trx, orgId: string, filter: SellerListFilter): Promise<{ rows: SellerRow[]; count: number }> {
  const all: SellerRow[] = await filtered(db, orgId, filter).select(COLUMNS).orderByRaw(LIST_ORDER);
  return { rows: all.slice(filter.skip, filter.skip + filter.take), count: all.length };
}

/** The first pages the screens ask for, planned once (kit's planned-once statements): the search's sellers and a picker's. */
const PLANNED_ONCE_TAKES: ReadonlySet<number> = new Set([SEARCH_RESULTS_PER_TYPE, PICKER_PAGE + 1]);

async function searchPage(db: Db | Trx, orgId: string, query: string, page: { take: number; skip: number }): Promise<SellerRow[]> {
  const args = searchArgs(query);
  const plannedOnce = page.skip === 0 && PLANNED_ONCE_TAKES.has(page.take);
  const need = page.skip + page.take;
  const [budget, budgetArg] = sqlNumber(args.walkBudget, plannedOnce);
  const [needs, needArg] = sqlNumber(need, plannedOnce);
  const [limit, limitArgs] = plannedOnce ? [`LIMIT ${page.take}`, []] : ['LIMIT ? OFFSET ?', [page.take, page.skip]];
  const sql = `WITH walk AS MATERIALIZED (SELECT * FROM seller_walk('%' || lower(?) || '%', ?, ?, ${budget}, ${needs})),
     found AS (
       SELECT * FROM walk WHERE (SELECT count(*) FROM walk) >= ${needs}
       UNION ALL
       SELECT * FROM seller_search(${SEARCH_ARGS_SQL}) WHERE (SELECT count(*) FROM walk) < ${needs}
     ),
     page AS (SELECT * FROM found ORDER BY ${LIST_ORDER} ${limit})
     SELECT ${COLUMNS.map((c) => `s.${c}`).join(', ')} FROM page JOIN sellers s ON s.id = page.id
     WHERE s.org_id = ?
     ORDER BY page.last_name, page.first_name, page.account_number`;
  const { rows } = await db
    .raw<{ rows: SellerRow[] }>(sql, [...args.walk, ...budgetArg, ...needArg, ...needArg, ...args.search, ...needArg, ...limitArgs, orgId])
    .options(plannedOnce ? namedStatement(sql, 'seller_search_page') : {});
  return rows;
}

async function countMatches(db: Db | Trx, query: string): Promise<number> {
  const { rows } = await db.raw<{ rows: { count: string }[] }>(
    `SELECT seller_search_count(${SEARCH_ARGS_SQL}) AS count`,
    searchArgs(query).search,
  );
  return Number(rows[0]!.count);
}

async function keysetPage(db: Db | Trx, orgId: string, page: { take: number; skip: number }): Promise<SellerRow[]> {
  const { rows } = await db.raw<{ rows: SellerRow[] }>(
    `SELECT ${COLUMNS_SQL} FROM sellers
     WHERE org_id = ? AND deleted_at IS NULL
       AND (${LIST_ORDER}) >= (SELECT ${LIST_ORDER} FROM sellers WHERE org_id = ? AND deleted_at IS NULL
                               ORDER BY ${LIST_ORDER} OFFSET ? LIMIT 1)
     ORDER BY ${LIST_ORDER} LIMIT ?`,
    [orgId, orgId, page.skip, page.take],
  );
  return rows;
}

async function liveSellerCount(db: Db | Trx, orgId: string): Promise<number> {
  const row = await db('seller_counts').where({ org_id: orgId }).first<{ live: string } | undefined>('live');
  return Number(row?.live ?? 0);
}

/** One page of the list's matches in account-number order after `afterAccount`: the cursor of the CSV export. */
export async function sellersAfter(
  db: Db | Trx,
  orgId: string,
  filter: Omit<SellerListFilter, 'take' | 'skip'>,
  afterAccount: number,
  take: number,
): Promise<SellerRow[]> {
  return filtered(db, orgId, filter)
    .where('account_number', '>', afterAccount)
    .orderBy('account_number')
    .limit(take)
    .select<SellerRow[]>(COLUMNS);
}

export async function updateSeller(
  trx: Trx,
  orgId: string,
  id: string,
  patch: Partial<Pick<SellerRow, 'first_name' | 'last_name' | 'email' | 'phone' | 'bank_account_number' | 'terms_accepted_at'>>,
): Promise<SellerRow> {
  const [row] = await trx<SellerRow>('sellers')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.fn.now() } as Partial<SellerRow>)
    .returning('*');
  return row!;
}

export async function softDeleteSeller(trx: Trx, orgId: string, id: string): Promise<void> {
  await trx('sellers').where({ org_id: orgId, id }).update({ deleted_at: trx.fn.now() });
}
