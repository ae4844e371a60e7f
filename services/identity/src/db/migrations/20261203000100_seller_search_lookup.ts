import { createTenantFunction, dropTenantFunction, type Migration, type TenantFunction } from '@consign/kit';
import { COUNT, KEYS, LIVE, LIVE_SOUNDS, MATCHES_AS_TYPED, SEARCH, WALK } from './20261202000100_seller_list_speed';

/**
 * As migration 20261202000100's, with the index looking up `lookup`, a part of the text (domain/seller-search),
 * and the whole `pattern` checked on what it finds: outside the index condition (IS TRUE), so the trigram index
 * does not read the entries of the pattern's common trigrams as well.
 */
export const MATCHES_BY_LOOKUP = `CREATE FUNCTION seller_text_matches(search_text text, account_number integer, pattern text, lookup text,
                                                           grams text[], account_from text, account_to text)
  RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (search_text LIKE lookup AND (search_text LIKE pattern) IS TRUE)
               OR (grams IS NOT NULL AND search_grams(search_text) @> grams)
               OR (account_number::text ~>=~ account_from AND account_number::text ~<~ account_to) $$`;
const OLD_MATCHES_ARGS = 'text, integer, text, text[], text, text';

const ARGS = 'pattern text, lookup text, grams text[], account_from text, account_to text, sounds text[]';
const AS_TYPED = 'seller_text_matches(s.search_text, s.account_number, pattern, lookup, grams, account_from, account_to)';

export const WALK_BY_LOOKUP: TenantFunction = {
  ...WALK,
  body: `SELECT w.id, w.last_name, w.first_name, w.account_number FROM (
           SELECT ${KEYS}, s.search_text FROM sellers s WHERE ${LIVE}
           ORDER BY s.last_name, s.first_name, s.account_number LIMIT budget
         ) w
         WHERE seller_text_matches(w.search_text, w.account_number, pattern, pattern, NULL, account_from, account_to)
         LIMIT lim`,
};

/** The search's body around `asTyped`, its condition of a match as typed (this migration's and later ones'). */
export const searchBody = (asTyped: string) => `WITH exact AS (SELECT ${KEYS} FROM sellers s WHERE ${LIVE} AND ${asTyped})
         SELECT * FROM exact
         UNION ALL
         SELECT ${KEYS} FROM sellers s
         WHERE NOT EXISTS (SELECT 1 FROM exact) AND cardinality(sounds) > 0 AND ${LIVE_SOUNDS} AND s.name_sounds @> sounds`;

/** The count's body around `asTyped`, as `searchBody`. */
export const countBody = (asTyped: string) => `SELECT CASE WHEN e.n > 0 OR coalesce(cardinality(sounds), 0) = 0 THEN e.n
                     ELSE (SELECT count(*) FROM sellers s WHERE ${LIVE_SOUNDS} AND s.name_sounds @> sounds) END
         FROM (SELECT count(*) AS n FROM sellers s WHERE ${LIVE} AND ${asTyped}) e`;

export const SEARCH_BY_LOOKUP: TenantFunction = { ...SEARCH, args: ARGS, body: searchBody(AS_TYPED) };

export const COUNT_BY_LOOKUP: TenantFunction = { ...COUNT, args: ARGS, body: countBody(AS_TYPED) };

/** Issue 22: a whole e-mail or phone number looked up in the trigram index by a part only it is likely to hold. */
export const sellerSearchLookup: Migration = {
  async up(db) {
    await db.raw(MATCHES_BY_LOOKUP);
    for (const fn of [SEARCH, COUNT]) await dropTenantFunction(db, fn);
    for (const fn of [WALK_BY_LOOKUP, SEARCH_BY_LOOKUP, COUNT_BY_LOOKUP]) await createTenantFunction(db, fn);
    await db.raw(`DROP FUNCTION seller_text_matches(${OLD_MATCHES_ARGS})`);
  },
  async down(db) {
    await db.raw(MATCHES_AS_TYPED);
    for (const fn of [SEARCH_BY_LOOKUP, COUNT_BY_LOOKUP]) await dropTenantFunction(db, fn);
    for (const fn of [WALK, SEARCH, COUNT]) await createTenantFunction(db, fn);
    await db.raw(`DROP FUNCTION seller_text_matches(text, integer, text, text, text[], text, text)`);
  },
};
