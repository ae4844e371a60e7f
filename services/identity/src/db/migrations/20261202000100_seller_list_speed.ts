import {
  CURRENT_ORG_SQL,
  createTenantFunction,
  dropTenantFunction,
  isolateTenants,
  shareTenants,
  type Migration,
  type TenantFunction,
} from '@consign/kit';

const OLD_MATCHES: TenantFunction = {
  name: 'seller_matches',
  args: 'pattern text, account_from text, account_to text, sounds text[]',
  returns: 'SETOF uuid',
  body: `WITH exact AS (
           SELECT s.id FROM sellers s
           WHERE s.org_id = ${CURRENT_ORG_SQL} AND s.deleted_at IS NULL
             AND (s.search_text LIKE pattern OR (s.account_number::text ~>=~ account_from AND s.account_number::text ~<~ account_to))
         )
         SELECT id FROM exact
         UNION ALL
         SELECT s.id FROM sellers s
         WHERE NOT EXISTS (SELECT 1 FROM exact) AND cardinality(sounds) > 0
           AND s.org_id = ${CURRENT_ORG_SQL} AND s.deleted_at IS NULL AND s.name_sounds @> sounds`,
  settings: { enable_seqscan: 'off' },
};

/**
 * What a seller search matches as typed, defined once and inlined into each function below (so the planner
 * still sees the indexable conditions): the text containing `pattern` (a LIKE pattern), the text holding the
 * one- or two-letter `grams` (what no trigram narrows, the same answer as the pattern), or the account
 * number starting with the digits from `account_from` up to `account_to`. Arguments not in use are NULL.
 */
export const MATCHES_AS_TYPED = `CREATE FUNCTION seller_text_matches(search_text text, account_number integer, pattern text, grams text[],
                                                           account_from text, account_to text)
  RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT search_text LIKE pattern
               OR (grams IS NOT NULL AND search_grams(search_text) @> grams)
               OR (account_number::text ~>=~ account_from AND account_number::text ~<~ account_to) $$`;

export const LIVE = `s.org_id = ${CURRENT_ORG_SQL} AND s.deleted_at IS NULL`;
/**
 * The same as a test of each sound-alike rather than an index condition: a generic plan guesses an
 * organization to be a fifth of the table and reads its whole index beside the sounds' (10 ms at 100,000).
 */
export const LIVE_SOUNDS = `(s.org_id = ${CURRENT_ORG_SQL}) IS TRUE AND s.deleted_at IS NULL`;
/** A match and its place in the list, so a page is sorted before any seller is read. */
const FOUND = 'TABLE (id uuid, last_name text, first_name text, account_number integer)';
export const KEYS = 's.id, s.last_name, s.first_name, s.account_number';

/**
 * The first `lim` matches in list order among the first `budget` sellers of the list: a common text (most
 * names hold an 'a', a seventh of the e-mails are at gmail) is answered by reading a few index entries in name
 * order, where the trigram index would fetch and sort every match. Fewer than `lim` means the matches are
 * sparse, and `seller_search` answers instead.
 */
export const WALK: TenantFunction = {
  name: 'seller_walk',
  args: 'pattern text, account_from text, account_to text, budget integer, lim integer',
  returns: FOUND,
  body: `SELECT w.id, w.last_name, w.first_name, w.account_number FROM (
           SELECT ${KEYS}, s.search_text FROM sellers s WHERE ${LIVE}
           ORDER BY s.last_name, s.first_name, s.account_number LIMIT budget
         ) w
         WHERE seller_text_matches(w.search_text, w.account_number, pattern, NULL, account_from, account_to)
         LIMIT lim`,
  settings: { enable_seqscan: 'off' },
};

/** Every match through the indexes; when none matches as typed, the sellers whose name sounds like every word. */
export const SEARCH: TenantFunction = {
  name: 'seller_search',
  args: 'pattern text, grams text[], account_from text, account_to text, sounds text[]',
  returns: FOUND,
  body: `WITH exact AS (
           SELECT ${KEYS} FROM sellers s
           WHERE ${LIVE} AND seller_text_matches(s.search_text, s.account_number, pattern, grams, account_from, account_to)
         )
         SELECT * FROM exact
         UNION ALL
         SELECT ${KEYS} FROM sellers s
         WHERE NOT EXISTS (SELECT 1 FROM exact) AND cardinality(sounds) > 0 AND ${LIVE_SOUNDS} AND s.name_sounds @> sounds`,
  // Called with parameters, a body gets a generic plan, and that one guesses a scan of every seller.
  settings: { enable_seqscan: 'off' },
};

/** How many `seller_search` finds, counted in the indexes without handing every id out. */
export const COUNT: TenantFunction = {
  name: 'seller_search_count',
  args: 'pattern text, grams text[], account_from text, account_to text, sounds text[]',
  returns: 'bigint',
  body: `SELECT CASE WHEN e.n > 0 OR coalesce(cardinality(sounds), 0) = 0 THEN e.n
                     ELSE (SELECT count(*) FROM sellers s WHERE ${LIVE_SOUNDS} AND s.name_sounds @> sounds) END
         FROM (SELECT count(*) AS n FROM sellers s
               WHERE ${LIVE} AND seller_text_matches(s.search_text, s.account_number, pattern, grams, account_from, account_to)) e`,
  settings: { enable_seqscan: 'off' },
};

/**
 * Issue 22: the seller picker and the staff list at 100,000 sellers of one organization.
 * - The list's order (last name, first name, account number) as an index of live sellers carrying the
 *   search text: a page is a few index entries, a deep page starts from the key found by reading the index
 *   alone (keyset), and the walk above filters without reading the table.
 * - One- and two-letter texts through an index of their own (every one- and two-letter piece of the text):
 *   the trigram index cannot narrow them and read all of itself, 2 s for 'a'.
 * - The count of the unfiltered list kept per organization by a trigger, as catalog's product counts are,
 *   instead of counting 100,000 rows for every page.
 */
export const sellerListSpeed: Migration = {
  async up(db) {
    await db.raw(`CREATE INDEX sellers_list_order ON sellers (org_id, last_name, first_name, account_number)
                  INCLUDE (id, search_text) WHERE deleted_at IS NULL`);
    await db.raw(`CREATE FUNCTION search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
                  AS $$ SELECT coalesce(array_agg(DISTINCT substr(t, i, n)), '{}')
                        FROM generate_series(1, 2) AS n, generate_series(1, length(t) - n + 1) AS i $$`);
    await db.raw('CREATE INDEX sellers_search_grams ON sellers USING gin (search_grams(search_text)) WHERE deleted_at IS NULL');
    await db.raw(MATCHES_AS_TYPED);
    await dropTenantFunction(db, OLD_MATCHES);
    for (const fn of [WALK, SEARCH, COUNT]) await createTenantFunction(db, fn);

    await db.raw(`CREATE TABLE seller_counts (org_id uuid PRIMARY KEY REFERENCES organizations (id), live bigint NOT NULL)`);
    await isolateTenants(db, { seller_counts: 'org_id' });
    // Per statement, from its transition tables (an INSERT has no old rows, a DELETE no new ones): a page of
    // imported sellers is one update of the count. Organizations in key order, so two statements cannot deadlock.
    const add = (changes: string) => `INSERT INTO seller_counts AS c (org_id, live)
      SELECT d.org_id, sum(d.delta) FROM (${changes}) AS d(org_id, delta) GROUP BY d.org_id HAVING sum(d.delta) <> 0 ORDER BY d.org_id
      ON CONFLICT (org_id) DO UPDATE SET live = c.live + EXCLUDED.live;`;
    const added = 'SELECT org_id, 1 FROM new_rows WHERE deleted_at IS NULL';
    const removed = 'SELECT org_id, -1 FROM old_rows WHERE deleted_at IS NULL';
    await db.raw(`CREATE FUNCTION sellers_live_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${add(added)}
        ELSIF TG_OP = 'DELETE' THEN ${add(removed)}
        ELSE ${add(`${added} UNION ALL ${removed}`)}
        END IF;
        RETURN NULL;
      END $$`);
    await db.raw(`CREATE TRIGGER sellers_live_count_insert AFTER INSERT ON sellers REFERENCING NEW TABLE AS new_rows
                  FOR EACH STATEMENT EXECUTE FUNCTION sellers_live_count()`);
    await db.raw(`CREATE TRIGGER sellers_live_count_update AFTER UPDATE ON sellers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                  FOR EACH STATEMENT EXECUTE FUNCTION sellers_live_count()`);
    await db.raw(`CREATE TRIGGER sellers_live_count_delete AFTER DELETE ON sellers REFERENCING OLD TABLE AS old_rows
                  FOR EACH STATEMENT EXECUTE FUNCTION sellers_live_count()`);
    await db.raw(`INSERT INTO seller_counts (org_id, live) SELECT org_id, count(*) FROM sellers WHERE deleted_at IS NULL GROUP BY org_id`);
  },
  async down(db) {
    for (const op of ['insert', 'update', 'delete']) await db.raw(`DROP TRIGGER sellers_live_count_${op} ON sellers`);
    await db.raw('DROP FUNCTION sellers_live_count()');
    await shareTenants(db, { seller_counts: 'org_id' });
    await db.raw('DROP TABLE seller_counts');
    for (const fn of [COUNT, SEARCH, WALK]) await dropTenantFunction(db, fn);
    await createTenantFunction(db, OLD_MATCHES);
    await db.raw('DROP FUNCTION seller_text_matches(text, integer, text, text[], text, text)');
    await db.raw('DROP INDEX sellers_search_grams');
    await db.raw('DROP FUNCTION search_grams(text)');
    await db.raw('DROP INDEX sellers_list_order');
  },
};
