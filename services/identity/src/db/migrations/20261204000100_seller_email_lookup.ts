import { createTenantFunction, dropTenantFunction, type Migration, type TenantFunction } from '@consign/kit';
import { KEYS, LIVE } from './20261202000100_seller_list_speed';
import {
  COUNT_BY_LOOKUP,
  MATCHES_BY_LOOKUP,
  SEARCH_BY_LOOKUP,
  WALK_BY_LOOKUP,
  countBody,
  searchBody,
} from './20261203000100_seller_search_lookup';

/** A seller's e-mail's own part, lowercased and reversed: an own part that ends with a text starts with it reversed. */
const OWN_PART_REVERSED = `(reverse(lower(split_part(email, '@', 1))) COLLATE "C")`;

/**
 * The sellers whose text has its one @ in the e-mail (names and phone numbers hold none, the e-mail exactly
 * one), written once for the partial index and the search's condition, so the planner matches the two.
 */
const AT_ONLY_IN_EMAIL = `(strpos(first_name || last_name || coalesce(phone, ''), '@') = 0 AND email ~ '^[^@]*@[^@]*$')`;

/**
 * As migration 20261203000100's, with one more way in: `email_tail`, the text's part before its @ (from its
 * last space on). In a seller whose only @ is the e-mail's, a text holding one @ can only match there, so the
 * e-mail's own part ends with the tail: a range of the reversed own parts' index, a row or two. The few others
 * (an @ in a name, an e-mail without one) are read from an index of their own. Every candidate is checked
 * against the whole pattern.
 */
const MATCHES_WITH_EMAIL_TAIL = `CREATE FUNCTION seller_text_matches(search_text text, account_number integer, email text, first_name text,
                                                           last_name text, phone text, pattern text, lookup text, email_tail text,
                                                           grams text[], account_from text, account_to text)
  RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (search_text LIKE lookup AND (search_text LIKE pattern) IS TRUE)
               OR (grams IS NOT NULL AND search_grams(search_text) @> grams)
               OR (account_number::text ~>=~ account_from AND account_number::text ~<~ account_to)
               OR (${OWN_PART_REVERSED} >= reverse(lower(email_tail)) COLLATE "C"
                   AND ${OWN_PART_REVERSED} < (left(reverse(lower(email_tail)), -1)
                                               || chr(ascii(right(reverse(lower(email_tail)), 1)) + 1)) COLLATE "C"
                   AND (search_text LIKE pattern) IS TRUE)
               OR (email_tail IS NOT NULL AND NOT ${AT_ONLY_IN_EMAIL} AND (search_text LIKE pattern) IS TRUE) $$`;
const LOOKUP_MATCHES_ARGS = 'text, integer, text, text, text[], text, text';

const ARGS = 'pattern text, lookup text, email_tail text, grams text[], account_from text, account_to text, sounds text[]';
/** The condition of a match as typed, with these as its text's arguments (the function's own, or constants). */
export const asTypedWith = (args = { pattern: 'pattern', lookup: 'lookup', emailTail: 'email_tail', grams: 'grams' }) =>
  `seller_text_matches(s.search_text, s.account_number, s.email, s.first_name, s.last_name, s.phone,
                                      ${args.pattern}, ${args.lookup}, ${args.emailTail}, ${args.grams}, account_from, account_to)`;
const AS_TYPED = asTypedWith();
// An OR of five index scans looks costly enough to the planner for parallel workers, whose start (30 ms) is
// far more than the search (under 1 ms).
const SETTINGS = { enable_seqscan: 'off', max_parallel_workers_per_gather: '0' };

const WALK_WITH_EMAIL_TAIL: TenantFunction = {
  ...WALK_BY_LOOKUP,
  body: `SELECT w.id, w.last_name, w.first_name, w.account_number FROM (
           SELECT ${KEYS}, s.search_text, s.email, s.phone FROM sellers s WHERE ${LIVE}
           ORDER BY s.last_name, s.first_name, s.account_number LIMIT budget
         ) w
         WHERE seller_text_matches(w.search_text, w.account_number, w.email, w.first_name, w.last_name, w.phone,
                                   pattern, pattern, NULL, NULL, account_from, account_to)
         LIMIT lim`,
};

export const SEARCH_WITH_EMAIL_TAIL: TenantFunction = { ...SEARCH_BY_LOOKUP, args: ARGS, body: searchBody(AS_TYPED), settings: SETTINGS };

export const COUNT_WITH_EMAIL_TAIL: TenantFunction = { ...COUNT_BY_LOOKUP, args: ARGS, body: countBody(AS_TYPED), settings: SETTINGS };

/** The functions of migration 20261203000100, which these replace. */
const PREVIOUS = [WALK_BY_LOOKUP, SEARCH_BY_LOOKUP, COUNT_BY_LOOKUP];
const CURRENT = [WALK_WITH_EMAIL_TAIL, SEARCH_WITH_EMAIL_TAIL, COUNT_WITH_EMAIL_TAIL];

/**
 * Issue 22: a whole e-mail in the seller picker. Its own part with the @ ('bench154321@') still read the
 * trigram index's entries of every trigram it holds, and where own parts share a start ('bench', 'kari.')
 * those are most of the table: 2-4 ms for one seller. The reversed own parts' index answers in 0.3 ms. The
 * functions are now planned once per connection (kit's createTenantFunction); their bodies were planned at each
 * call, 0.3-0.8 ms of each search.
 */
export const sellerEmailLookup: Migration = {
  async up(db) {
    await db.raw(`CREATE INDEX sellers_email_own_part_reversed ON sellers (org_id, ${OWN_PART_REVERSED}) WHERE deleted_at IS NULL`);
    await db.raw(`CREATE INDEX sellers_at_outside_email ON sellers (org_id) WHERE deleted_at IS NULL AND NOT ${AT_ONLY_IN_EMAIL}`);
    await db.raw(MATCHES_WITH_EMAIL_TAIL);
    for (const fn of PREVIOUS) await dropTenantFunction(db, fn);
    for (const fn of CURRENT) await createTenantFunction(db, fn);
    await db.raw(`DROP FUNCTION seller_text_matches(${LOOKUP_MATCHES_ARGS})`);
  },
  async down(db) {
    await db.raw(MATCHES_BY_LOOKUP);
    for (const fn of CURRENT) await dropTenantFunction(db, fn);
    for (const fn of PREVIOUS) await createTenantFunction(db, { ...fn, plannedEachCall: true });
    await db.raw('DROP FUNCTION seller_text_matches(text, integer, text, text, text, text, text, text, text, text[], text, text)');
    await db.raw('DROP INDEX sellers_at_outside_email');
    await db.raw('DROP INDEX sellers_email_own_part_reversed');
  },
};
