import {
  PRODUCT_PAGE_SIZE,
  PRODUCT_TAKE_MAX,
  SKU_DIGITS,
  type ExpiryDecision,
  type ProductMedia,
  type ProductStatus,
} from '@consign/contracts';
import { likeLiteral, namedStatement, sqlNumber, type Db, type Knex, type Trx } from '@consign/kit';

export interface ProductRow {
  id: string;
  org_id: string;
  sku: number;
  name: string;
  status: ProductStatus;
  brand_slug: string | null;
  brand_name: string | null;
  size_slug: string | null;
  size_name: string | null;
  category: string | null;
  color: string | null;
  material: string | null;
  seller_id: string | null;
  store_id: string | null;
  price: number;
  attractiveness: string;
  gender: string | null;
  consignment_split: number;
  expiring_at: Date;
  store_owned: boolean;
  donated_by_seller_id: string | null;
  purchased_from_seller_id: string | null;
  delivery_id: string | null;
  /** The product's id in the system a shop imported it from (unique per organization). */
  external_id: string | null;
  media: ProductMedia[];
  created_at: Date;
  updated_at: Date;
  sold_at: Date | null;
  donated_at: Date | null;
  pick_up_at: Date | null;
  deleted_at: Date | null;
}

/** A product with the names it shows: its seller, store and the sellers it was donated by or bought from. */
export interface ProductRecord extends ProductRow {
  seller_name: string | null;
  store_name: string | null;
  donated_by_name: string | null;
  purchased_from_name: string | null;
  /** The consignor's (or staff's for them) last expiry decision. */
  expiry_decision: ExpiryDecision | null;
  /** Markdown steps applied and the price they are taken from (bigint: a string from pg). */
  markdown_step: number;
  markdown_base: number | string | null;
}

export type NewProduct = Omit<ProductRow, 'created_at' | 'updated_at' | 'deleted_at' | 'sku'>;

export interface ProductFilter {
  ids?: string[];
  sellerId?: string;
  storeId?: string;
  statuses?: ProductStatus[];
  /** Sold at or after this instant (ISO). */
  soldFrom?: string;
}

// Every column of ProductRow; the generated search columns stay in the database.
const COLUMNS = [
  'id',
  'org_id',
  'sku',
  'name',
  'status',
  'brand_slug',
  'brand_name',
  'size_slug',
  'size_name',
  'category',
  'color',
  'material',
  'seller_id',
  'store_id',
  'price',
  'attractiveness',
  'gender',
  'consignment_split',
  'expiring_at',
  'store_owned',
  'donated_by_seller_id',
  'purchased_from_seller_id',
  'delivery_id',
  'external_id',
  'media',
  'created_at',
  'updated_at',
  'sold_at',
  'donated_at',
  'pick_up_at',
  'deleted_at',
].map((c) => `p.${c}`);

const live = (db: Db | Trx, orgId: string) => db('products as p').where('p.org_id', orgId).whereNull('p.deleted_at');

/**
 * numeric and bigint arrive as strings from pg: the row type promises numbers. In place: every caller passes a
 * row of its own (pg's, or a copy), and a copy of 40 columns a row showed in the list's profile.
 */
function normalize<T extends ProductRow>(row: T): T {
  row.price = Number(row.price);
  row.consignment_split = Number(row.consignment_split);
  return row;
}

function withNames(q: ReturnType<typeof live>) {
  return q
    .leftJoin('sellers as s', 's.id', 'p.seller_id')
    .leftJoin('stores as st', 'st.id', 'p.store_id')
    .leftJoin('sellers as d', 'd.id', 'p.donated_by_seller_id')
    .leftJoin('sellers as b', 'b.id', 'p.purchased_from_seller_id')
    .select(...COLUMNS, 'p.expiry_decision', 'p.markdown_step', 'p.markdown_base', {
      seller_name: 's.full_name',
      store_name: 'st.name',
      donated_by_name: 'd.full_name',
      purchased_from_name: 'b.full_name',
    });
}

function applyFilter(q: ReturnType<typeof live>, f: ProductFilter) {
  if (f.ids) q.whereIn('p.id', f.ids);
  if (f.sellerId) q.where('p.seller_id', f.sellerId);
  if (f.storeId) q.where('p.store_id', f.storeId);
  if (f.statuses?.length) q.whereIn('p.status', f.statuses);
  if (f.soldFrom) q.where('p.sold_at', '>=', f.soldFrom);
  return q;
}

const NIL = '00000000-0000-0000-0000-000000000000';

/** Beyond this many rows a page starts from its first row's place in an index, not after reading every row before it. */
const KEYSET_FROM = 1000;

type Sql = [text: string, bindings: Knex.Value[]];

/** A LIMIT bound as a parameter (null: none), or written into the statement (kit's planned-once statements). */
type Limit = number | null | { inText: number };

/** The page sizes the screens ask for (the till's lookup, a list page, a seller's products): a first page of one is planned once. */
const PLANNED_ONCE_TAKES: ReadonlySet<number> = new Set([1, 10, PRODUCT_PAGE_SIZE, PRODUCT_TAKE_MAX]);

/** The columns of a ProductRecord that live on the product row. */
const RECORD_COLUMNS = `${COLUMNS.join(', ')}, p.expiry_decision, p.markdown_step, p.markdown_base`;

/** What the list shows of a product: its columns, and the names by scalar sub-selects, which plan far faster than joins. */
const VIEW_COLUMNS = `${RECORD_COLUMNS},
  (SELECT s.full_name FROM sellers s WHERE s.id = p.seller_id) AS seller_name,
  (SELECT st.name FROM stores st WHERE st.id = p.store_id) AS store_name,
  (SELECT d.full_name FROM sellers d WHERE d.id = p.donated_by_seller_id) AS donated_by_name,
  (SELECT b.full_name FROM sellers b WHERE b.id = p.purchased_from_seller_id) AS purchased_from_name`;

const ORDER = (descending: boolean) => (descending ? 'p.created_at DESC, p.id DESC' : 'p.created_at, p.id');

/**
 * The filter's live products as a FROM item `p` with `columns`, in list order (newest first unless
 * `descending` is false), from `from` (a row's created_at and id) on. With statuses it is one index range per
 * status (organization, store or seller, then status, then list order), each ordered in its own branch so
 * that Postgres merges them (Merge Append): a rare status never reads the common ones, and a page deep in the
 * list is found in the index alone. Every condition uses leakproof operators, so under row-level security
 * they stay index conditions.
 */
function liveMatches(
  orgId: string,
  f: ProductFilter,
  columns: string,
  limit: Limit,
  descending = true,
  from?: { createdAt: string; id: string },
): Sql {
  const where: [string, ...Knex.Value[]][] = [['p.org_id = ?', orgId], ['p.deleted_at IS NULL']];
  if (f.ids) where.push([`p.id IN (${f.ids.map(() => '?').join(', ')})`, ...f.ids]);
  if (f.sellerId) where.push(['p.seller_id = ?', f.sellerId]);
  if (f.storeId) where.push(['p.store_id = ?', f.storeId]);
  if (f.soldFrom) where.push(['p.sold_at >= ?::timestamptz', f.soldFrom]);
  if (from) where.push([`(p.created_at, p.id) ${descending ? '<=' : '>='} (?::timestamptz, ?::uuid)`, from.createdAt, from.id]);
  const conditions = where.map(([sql]) => sql);
  const bindings = where.flatMap(([, ...values]) => values);
  const statuses = [...new Set(f.statuses ?? [])];
  // The limit in each branch makes Postgres plan it for its first rows: the ordered index, not a sort of all.
  const [limitSql, limits] = limit !== null && typeof limit === 'object' ? sqlNumber(limit.inText, true) : ['?', [limit]];
  const branch = (status: boolean) =>
    `(SELECT ${columns} FROM products p WHERE ${[...conditions, ...(status ? ['p.status = ?'] : [])].join(' AND ')} ORDER BY ${ORDER(descending)} LIMIT ${limitSql})`;
  if (!statuses.length) return [`${branch(false)} p`, [...bindings, ...limits]];
  return [`(${statuses.map(() => branch(true)).join(' UNION ALL ')}) p`, statuses.flatMap((s) => [...bindings, s, ...limits])];
}

/** countsByStatus from the trigger-kept counts (any filter of seller and store); an id filter counts its live rows. */
function countsSql(orgId: string, f: ProductFilter): Sql {
  // The kept counts know no sale dates: products sold since an instant are counted (LIMIT NULL: all of them).
  if (f.ids || f.soldFrom) {
    const [from, bindings] = liveMatches(orgId, { ...f, statuses: undefined }, 'p.status', f.ids ? f.ids.length : null);
    return [
      `SELECT coalesce(json_object_agg(c.status, c.n), '{}') AS counts FROM (SELECT p.status, count(*) AS n FROM ${from} GROUP BY p.status) c`,
      bindings,
    ];
  }
  return [
    `SELECT coalesce(json_object_agg(c.status, c.n), '{}') AS counts FROM product_status_counts c
     WHERE c.org_id = ? AND c.seller_id = ? AND c.store_id = ? AND c.n > 0`,
    [orgId, f.sellerId ?? NIL, f.storeId ?? NIL],
  ];
}

/**
 * The list's first pages as named statements, which each connection prepares once; their shapes are few (a
 * statement per number of statuses, seller and store filters, and PLANNED_ONCE_TAKES). An id filter has one per
 * number of ids, so it stays unnamed.
 */
function preparedUnlessIds(sql: string, f: ProductFilter): { name?: string } {
  return f.ids ? {} : namedStatement(sql, 'product_page');
}

export interface ProductPage {
  rows: ProductRecord[];
  /** Per status, for the filter without its status part; only when asked for. */
  countsByStatus?: Record<string, number>;
}

/**
 * One page of the list, newest first, and on request its counts per status. A page near the top is one
 * statement (counts and rows in one round trip). Deeper, the page's first row is found first in the index
 * alone, from whichever end of the list is nearer (the counts say how long it is), and the page is read from
 * there (keyset), so its rows and names are fetched for this page only.
 */
export async function listProductPage(
  db: Db | Trx,
  orgId: string,
  filter: ProductFilter,
  page: { skip: number; take: number },
  withCounts: boolean,
): Promise<ProductPage> {
  if (page.skip < KEYSET_FROM || filter.ids) {
    const plannedOnce = page.skip === 0 && !filter.ids && PLANNED_ONCE_TAKES.has(page.take);
    const [from, bindings] = liveMatches(orgId, filter, RECORD_COLUMNS, plannedOnce ? { inText: page.take } : page.skip + page.take);
    const rowsSql = `SELECT ${VIEW_COLUMNS} FROM ${from} ORDER BY ${ORDER(true)} ${plannedOnce ? `LIMIT ${page.take}` : 'LIMIT ? OFFSET ?'}`;
    const rowBindings = plannedOnce ? bindings : [...bindings, page.take, page.skip];
    if (!withCounts) {
      const { rows } = await db.raw<{ rows: ProductRecord[] }>(rowsSql, rowBindings).options(preparedUnlessIds(rowsSql, filter));
      return { rows: rows.map(normalize) };
    }
    const [counts, countBindings] = countsSql(orgId, filter);
    // Left joined to the counts, so an empty page still brings them.
    const pageSql = `SELECT c.counts::text AS counts, r.* FROM (${counts}) c LEFT JOIN LATERAL (${rowsSql}) r ON true`;
    const { rows } = await db
      .raw<{ rows: (ProductRecord & { counts: string })[] }>(pageSql, [...countBindings, ...rowBindings])
      .options(preparedUnlessIds(pageSql, filter));
    return {
      // The counts ride along on each row unread (copying 50 rows without them cost more than the list's own
      // mapping), as text, so that only the first row's are parsed.
      rows: rows.filter((r) => r.id !== null).map(normalize),
      countsByStatus: countsOf(JSON.parse(rows[0]!.counts) as Record<string, string>),
    };
  }
  const [counts, countBindings] = countsSql(orgId, filter);
  const { rows: countRows } = await db.raw<{ rows: { counts: Record<string, string> }[] }>(counts, countBindings);
  const countsByStatus = countsOf(countRows[0]!.counts);
  const total = (filter.statuses?.length ? filter.statuses : Object.keys(countsByStatus)).reduce((n, s) => n + (countsByStatus[s] ?? 0), 0);
  if (page.skip >= total) return { rows: [], ...(withCounts ? { countsByStatus } : {}) };
  const descending = page.skip <= total - 1 - page.skip;
  const offset = descending ? page.skip : total - 1 - page.skip;
  const [locate, locateBindings] = liveMatches(orgId, filter, 'p.created_at, p.id', offset + 1, descending);
  // created_at as text: a Date would drop its microseconds, and the keyset would then miss the row itself.
  const { rows: first } = await db.raw<{ rows: { created_at: string; id: string }[] }>(
    `SELECT p.created_at::text AS created_at, p.id FROM ${locate} ORDER BY ${ORDER(descending)} LIMIT 1 OFFSET ?`,
    [...locateBindings, offset],
  );
  if (!first[0]) return { rows: [], ...(withCounts ? { countsByStatus } : {}) };
  const [from, bindings] = liveMatches(orgId, filter, RECORD_COLUMNS, page.take, true, { createdAt: first[0].created_at, id: first[0].id });
  const { rows } = await db.raw<{ rows: ProductRecord[] }>(`SELECT ${VIEW_COLUMNS} FROM ${from} ORDER BY ${ORDER(true)} LIMIT ?`, [
    ...bindings,
    page.take,
  ]);
  return { rows: rows.map(normalize), ...(withCounts ? { countsByStatus } : {}) };
}

const countsOf = (counts: Record<string, string | number>) => Object.fromEntries(Object.entries(counts).map(([s, n]) => [s, Number(n)]));

/** One page of the list's matches in SKU order after `afterSku`: the cursor of the CSV export. */
export async function productsAfterSku(
  db: Db | Trx,
  orgId: string,
  filter: ProductFilter,
  afterSku: number,
  take: number,
): Promise<ProductRecord[]> {
  const rows = await withNames(applyFilter(live(db, orgId), filter))
    .where('p.sku', '>', afterSku)
    .orderBy('p.sku')
    .limit(take);
  return (rows as ProductRecord[]).map(normalize);
}

export async function findProduct(db: Db | Trx, orgId: string, id: string): Promise<ProductRecord | undefined> {
  const row = (await withNames(live(db, orgId)).where('p.id', id).first()) as ProductRecord | undefined;
  return row && normalize(row);
}

export async function lockProduct(trx: Trx, orgId: string, id: string): Promise<ProductRow | undefined> {
  const row = (await live(trx, orgId).where('p.id', id).select(COLUMNS).forUpdate().first()) as ProductRow | undefined;
  return row && normalize(row);
}

/** Locks several products in id order, so two transactions locking overlapping sets never deadlock. */
export async function lockProducts(trx: Trx, orgId: string, ids: string[]): Promise<ProductRow[]> {
  const rows = (await live(trx, orgId).whereIn('p.id', ids).select(COLUMNS).orderBy('p.id').forUpdate()) as ProductRow[];
  return rows.map(normalize);
}

/** The live products carrying these SKUs (scanned labels). */
export async function productIdsBySku(db: Db | Trx, orgId: string, skus: number[]): Promise<{ id: string; sku: number }[]> {
  const rows: { id: string; sku: string }[] = await live(db, orgId).whereIn('p.sku', skus).select('p.id', 'p.sku');
  return rows.map((r) => ({ id: r.id, sku: Number(r.sku) }));
}

/** Takes `count` consecutive SKUs of the organization in one statement; concurrent callers never share one. */
export async function allocateSkus(trx: Trx, orgId: string, count: number): Promise<number[]> {
  const { rows } = await trx.raw<{ rows: { last_sku: number }[] }>(
    `INSERT INTO sku_counters (org_id, last_sku) VALUES (?, ?)
     ON CONFLICT (org_id) DO UPDATE SET last_sku = sku_counters.last_sku + EXCLUDED.last_sku
     RETURNING last_sku`,
    [orgId, count],
  );
  const last = rows[0]!.last_sku;
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}

export async function insertProducts(trx: Trx, rows: (NewProduct & { sku: number })[]): Promise<void> {
  await trx('products').insert(rows.map((r) => ({ ...r, media: JSON.stringify(r.media) })));
}

export async function updateProductRow(trx: Trx, orgId: string, id: string, patch: Partial<NewProduct>): Promise<void> {
  const values: Record<string, unknown> = { ...patch, updated_at: trx.fn.now() };
  if (patch.media) values.media = JSON.stringify(patch.media);
  await trx('products').where({ org_id: orgId, id }).update(values);
}

export async function softDeleteProduct(trx: Trx, orgId: string, id: string): Promise<void> {
  await trx('products').where({ org_id: orgId, id }).update({ deleted_at: trx.fn.now(), updated_at: trx.fn.now() });
}

/** A seller's sold products (impact), by category. */
export async function soldCategories(db: Db | Trx, orgId: string, sellerId: string): Promise<{ category: string | null }[]> {
  return live(db, orgId).where({ 'p.seller_id': sellerId, 'p.status': 'sold' }).select('p.category');
}

export interface SoldExampleRow {
  brand: string | null;
  category: string | null;
  material: string | null;
  attractiveness: string;
  price: number;
  /** Days from received to sold (fractional). */
  days: number;
}

/** What price prediction learns from: the organization's sold products with a price, and how long each took to sell. */
export async function soldExamples(db: Db | Trx, orgId: string): Promise<SoldExampleRow[]> {
  const rows: (Omit<SoldExampleRow, 'price' | 'days'> & { price: string; days: string | null })[] = await live(db, orgId)
    .where('p.status', 'sold')
    .where('p.price', '>', 0)
    .select({
      brand: 'p.brand_name',
      category: 'p.category',
      material: 'p.material',
      attractiveness: 'p.attractiveness',
      price: 'p.price',
      days: db.raw('extract(epoch from (coalesce(p.sold_at, p.updated_at) - p.created_at)) / 86400'),
    });
  return rows.map((r) => ({ ...r, price: Number(r.price), days: Math.max(0, Number(r.days ?? 0)) }));
}

const MAX_SKU = 2_147_483_647;
/** How many matches the full-text index step ranks at most: a common word can match tens of thousands of products. */
const SEARCH_CANDIDATES = 200;
/**
 * How many of the newest products of the organization a word step reads (products_search_recent, index only)
 * before it asks the full-text index: a word that one product in a few hundred has is found among them, without
 * its posting list (tens of thousands of entries at a million products); a rarer one has a short list.
 */
const SEARCH_WINDOW = 2000;

/** Searches of up to this many words are planned once per connection; a longer one has a statement text of its own each. */
const PLANNED_ONCE_WORDS = 4;

/** The newest SEARCH_WINDOW live products of the organization, as a sub-select whatever filters it. */
const RECENT_PRODUCTS = `SELECT p.id, p.search_tsv, p.search_text FROM products p WHERE p.org_id = ? AND p.deleted_at IS NULL
  ORDER BY p.created_at DESC, p.id DESC LIMIT ${SEARCH_WINDOW}`;

const WORD_FACTS = `SELECT CASE WHEN length(w) < 3 THEN w ELSE coalesce(closest_search_word(w), w) END AS corrected,
    length(w) < 3 OR search_word_known(pattern) AS known
  FROM unnest(?::text[], ?::text[]) WITH ORDINALITY AS q(w, pattern, n) ORDER BY n`;

/**
 * For each query word: the most similar word the organization's products use (words of 3+ characters), and
 * whether it starts any of their words (a shorter one is taken to), in one statement.
 */
async function wordFacts(db: Db, words: string[]): Promise<{ corrected: string; known: boolean }[]> {
  return stepRows(db, [WORD_FACTS, [words, words.map((w) => `${likeLiteral(w)}%`)]], true);
}

/**
 * A full-text query from its text, worked out once per statement: with the text a parameter (a plan kept for
 * the connection) a cast in a filter ran again for each of the SEARCH_WINDOW rows, 4 ms a step.
 */
const TSQUERY = `(SELECT ?::tsquery)`;

/**
 * Words as a full-text query of word prefixes: all of them, or (`any`) one of them. Each word is a lexeme as it
 * stands, quoted, not text for the parser: a corrected word is one of the products' lexemes, which can hold
 * what the query syntax means otherwise ('nettbutikk.no/ulgenser:vinter').
 */
const wordPrefixes = (words: string[], any = false) =>
  words.map((w) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`).join(any ? ' | ' : ' & ');

/** A search step's LIMIT: written into its text (`sqlNumber`) when the search is planned once. */
type SearchLimit = [sql: string, bindings: number[]];

/** Up to `limit` of the newest SEARCH_WINDOW products whose words start with `words`, newest first. */
const recentMatches = (orgId: string, words: string[], [limit, limits]: SearchLimit): Sql => [
  `SELECT r.id FROM (${RECENT_PRODUCTS}) r WHERE r.search_tsv @@ ${TSQUERY} LIMIT ${limit}`,
  [orgId, wordPrefixes(words), ...limits],
];

/** A search step's rows; `plannedOnce` makes it a named statement (kit's planned-once statements). */
async function stepRows<T>(db: Db, [sql, bindings]: Sql, plannedOnce: boolean): Promise<T[]> {
  return (await db.raw<{ rows: T[] }>(sql, bindings).options(plannedOnce ? namedStatement(sql, 'product_search') : {})).rows;
}

const idsOf = (db: Db, sql: Sql, plannedOnce: boolean) => stepRows<{ id: string }>(db, sql, plannedOnce);

/**
 * How many of the newest SEARCH_WINDOW products may have a word before the full-text index is not asked for
 * it: one in a hundred, at a million products a posting list of some ten thousand entries, which a prefix
 * query reads whole, 40 ms for two common words that no product has together.
 */
const COMMON_IN_WINDOW = SEARCH_WINDOW / 100;

/** The words that fewer than COMMON_IN_WINDOW of the newest products have (their posting lists are short). */
async function rareWords(db: Db, orgId: string, words: string[], plannedOnce: boolean): Promise<string[]> {
  const counts = words.map(() => `count(*) FILTER (WHERE r.search_tsv @@ ${TSQUERY})`);
  const sql = `SELECT ARRAY[${counts.join(', ')}]::int[] AS n FROM (${RECENT_PRODUCTS}) r`;
  const rows = await stepRows<{ n: number[] }>(db, [sql, [...words.map((w) => wordPrefixes([w])), orgId]], plannedOnce);
  return words.filter((_, i) => rows[0]!.n[i]! < COMMON_IN_WINDOW);
}

/**
 * The newest `limit` of at most SEARCH_CANDIDATES products whose words start with `words`, through the
 * full-text index for the `rare` ones only (the tenant function product_matches_fulltext: `@@` cannot use the
 * index under row-level security); the others are checked on the rows it finds.
 */
const indexedMatches = (rare: string[], words: string[], [limit, limits]: SearchLimit): Sql => [
  `SELECT c.id FROM product_matches_fulltext(?::tsquery, ?::tsquery, ${SEARCH_CANDIDATES}) c
   ORDER BY c.created_at DESC LIMIT ${limit}`,
  [wordPrefixes(rare), wordPrefixes(words), ...limits],
];

/** The first string after every string that starts with `prefix`, in byte order (text_pattern_ops); none for U+10FFFF. */
function prefixEnd(prefix: string): string | undefined {
  const points = [...prefix];
  const last = points.pop()?.codePointAt(0);
  return last === undefined || last >= 0x10ffff ? undefined : points.join('') + String.fromCodePoint(last + 1);
}

/**
 * The SKU ranges a typed number stands for, as btree ranges on (org_id, sku). '12' is a prefix of the
 * SKU (12, 120–129, 1200–1299, …); '0012' is a prefix of the padded SKU (001200–001299).
 */
export function skuRanges(query: string): [number, number][] {
  if (!/^\d{1,10}$/.test(query)) return [];
  if (query.startsWith('0')) {
    if (query.length > SKU_DIGITS) return [];
    const scale = 10 ** (SKU_DIGITS - query.length);
    return [[Number(query) * scale, (Number(query) + 1) * scale - 1]];
  }
  const ranges: [number, number][] = [];
  for (let scale = 1; Number(query) * scale <= MAX_SKU; scale *= 10)
    ranges.push([Number(query) * scale, Math.min((Number(query) + 1) * scale - 1, MAX_SKU)]);
  return ranges;
}

/**
 * The first `limit` live products whose name and brand start with `text`, shortest (the name as typed) first:
 * a range of the text_pattern_ops index, whose operators are leakproof, so row-level security lets the index
 * serve it (LIKE is not), and USING ~<~ keeps its order, so the scan stops after `limit` rows. The range is the
 * prefix exactly; a LIKE beside it would only make the planner misjudge how many rows match.
 */
function namesStartingWith(orgId: string, text: string, [limit, limits]: SearchLimit): Sql {
  const end = prefixEnd(text);
  const [upTo, bound] = end ? ['p.search_text ~<~ ?', end] : ['p.search_text LIKE ?', `${likeLiteral(text)}%`];
  return [
    `SELECT p.id FROM products p WHERE p.org_id = ? AND p.deleted_at IS NULL AND p.search_text ~>=~ ? AND ${upTo}
     ORDER BY p.search_text USING ~<~ LIMIT ${limit}`,
    [orgId, text, bound, ...limits],
  ];
}

/**
 * Products matching a search, best first, each step bounded by an index and a limit (the palette asks at every
 * keystroke): a number matches SKUs by prefix (plain or padded), the exact SKU first; one or two characters
 * match names by prefix. Longer queries: names and brands that start with the text; then products whose words
 * start with the query's words, among the newest SEARCH_WINDOW products, then through the full-text index by
 * the words few of those have (words that many have are looked for together among the newest only; not at all
 * when a word starts none of the organization's words); then the
 * same with misspelt words corrected to the closest word the organization's products use; when
 * nothing matched, the newest products sharing a word start with the query, ranked by how alike their whole
 * words are to it (strict word similarity of at least `wordSimilarity`).
 */
export async function searchProductIds(
  db: Db,
  orgId: string,
  query: string,
  size: { limit: number; plannedOnce: boolean },
  wordSimilarity: number,
): Promise<string[]> {
  const { limit } = size;
  const text = query.toLowerCase();
  const found: string[] = [];
  const add = (rows: { id: string }[]) => {
    for (const { id } of rows) if (found.length < limit && !found.includes(id)) found.push(id);
  };

  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  // A search of a size the screens ask for and of a few words (each word count is a text of its own) is planned
  // once per connection; its LIMITs are then in the text, so that Postgres keeps the plans (kit's planned-once).
  const once = size.plannedOnce && words.length <= PLANNED_ONCE_WORDS;
  const lim = sqlNumber(limit, once);

  // Results show a SKU as '#000233': the same text, pasted back, finds it.
  const skus = skuRanges(query.replace(/^#/, ''));
  // Smallest SKU first: the exact SKU ('12') comes before the longer ones it starts ('120', '1203').
  if (skus.length)
    add(
      await idsOf(
        db,
        [
          `SELECT p.id FROM products p WHERE p.org_id = ? AND p.deleted_at IS NULL
           AND (${skus.map(() => 'p.sku BETWEEN ? AND ?').join(' OR ')}) ORDER BY p.sku LIMIT ${lim[0]}`,
          [orgId, ...skus.flat(), ...lim[1]],
        ],
        once,
      ),
    );
  if (found.length >= limit) return found;
  const startsWith = namesStartingWith(orgId, text, lim);
  if (query.length <= 2 || !words.length) {
    add(await idsOf(db, startsWith, once));
    return found;
  }
  // The prefix step and the newest products' word matches in one round trip.
  const recent = recentMatches(orgId, words, lim);
  add(await idsOf(db, [`(${startsWith[0]}) UNION ALL (${recent[0]})`, [...startsWith[1], ...recent[1]]], once));
  // Beyond the newest products, only through a rare word: words that many products have but none of the
  // newest together would read every one of their long posting lists.
  const indexed = async (terms: string[]) => {
    const rare = found.length < limit ? await rareWords(db, orgId, terms, once) : [];
    if (rare.length) add(await idsOf(db, indexedMatches(rare, terms, lim), once));
  };
  if (found.length >= limit) return found;
  const facts = await wordFacts(db, words);
  // A word that starts none of the organization's words (a typo) leaves nothing with all the words as typed.
  if (facts.every((f) => f.known)) await indexed(words);
  const corrected = facts.map((f) => f.corrected);
  if (corrected.some((w, i) => w !== words[i])) {
    add(await idsOf(db, recentMatches(orgId, corrected, lim), once));
    await indexed(corrected);
  }
  // The look-alikes share a word start with the query: none can when no word is known or corrected to one.
  if (found.length === 0 && facts.some((f, i) => f.known || f.corrected !== words[i]))
    add(
      await idsOf(
        db,
        [
          `SELECT r.id FROM (${RECENT_PRODUCTS}) r
           WHERE r.search_tsv @@ ${TSQUERY} AND strict_word_similarity(?, r.search_text) >= ?
           ORDER BY strict_word_similarity(?, r.search_text) DESC LIMIT ${lim[0]}`,
          [orgId, wordPrefixes([...new Set([...words, ...corrected])], true), text, wordSimilarity, text, ...lim[1]],
        ],
        once,
      ),
    );
  return found;
}

export async function findProducts(db: Db | Trx, orgId: string, ids: string[]): Promise<ProductRecord[]> {
  const rows = (await withNames(live(db, orgId)).whereIn('p.id', ids)) as ProductRecord[];
  return rows.map(normalize);
}

/** Whether the product's one extension is used; read under the lock the caller holds. */
export async function isExpiryExtended(trx: Trx, orgId: string, id: string): Promise<boolean> {
  const row = await trx('products').where({ org_id: orgId, id }).first('expiry_extended');
  return row?.expiry_extended === true;
}

export async function markExpiryExtended(trx: Trx, orgId: string, id: string): Promise<void> {
  await trx('products').where({ org_id: orgId, id }).update({ expiry_extended: true });
}

export async function recordExpiryDecision(trx: Trx, orgId: string, id: string, decision: ExpiryDecision): Promise<void> {
  await trx('products').where({ org_id: orgId, id }).update({ expiry_decision: decision });
}

export interface ConsignedItem {
  id: string;
  created_at: Date;
  expiring_at: Date;
}

/** Items for sale that the consignor still owns: what the daily markdown and expiry rules look at. */
export async function activeConsignedItems(db: Db | Trx, orgId: string): Promise<ConsignedItem[]> {
  return live(db, orgId).where({ 'p.status': 'active', 'p.store_owned': false }).select('p.id', 'p.created_at', 'p.expiring_at');
}

export async function markdownProgressOf(trx: Trx, orgId: string, id: string): Promise<{ step: number; base: number | null }> {
  const row = await trx('products').where({ org_id: orgId, id }).first('markdown_step', 'markdown_base');
  return {
    step: Number(row?.markdown_step ?? 0),
    base: row?.markdown_base === null || row === undefined ? null : Number(row.markdown_base),
  };
}

export async function recordMarkdownProgress(trx: Trx, orgId: string, id: string, step: number, base: number): Promise<void> {
  await trx('products').where({ org_id: orgId, id }).update({ markdown_step: step, markdown_base: base });
}

/** The live products an import names, by SKU or by external id. */
export async function findProductsByKeys(
  db: Db | Trx,
  orgId: string,
  keys: { skus: number[]; externalIds: string[] },
): Promise<ProductRow[]> {
  const rows = await live(db, orgId)
    .where((q) => q.whereIn('p.sku', keys.skus).orWhereIn('p.external_id', keys.externalIds))
    .select(...COLUMNS);
  return (rows as ProductRow[]).map((r) => normalize({ ...r, sku: Number(r.sku) }));
}
