import { CURRENT_ORG_SQL, createTenantFunction, dropTenantFunction, type Migration, type TenantFunction } from '@consign/kit';

/**
 * Whether a word of 3+ characters starts any word of the organization's products (search_words keeps every
 * such word; a renamed product's old words stay, so it errs towards yes). A misspelt word ('holzwiler') starts
 * none: nothing has the query's words as typed, and the search goes straight to the corrected ones. Through
 * the trigram index (LIKE is not leakproof, so a tenant function), the organization a condition no index
 * serves, so the planner cannot read every word of a large organization instead.
 */
export const SEARCH_WORD_KNOWN: TenantFunction = {
  name: 'search_word_known',
  /** The word as a LIKE pattern of what starts with it (kit's likeLiteral, then '%'). */
  args: 'pattern text',
  returns: 'boolean',
  body: `SELECT EXISTS (SELECT 1 FROM search_words s
           WHERE s.word LIKE pattern
             AND coalesce(s.org_id = ${CURRENT_ORG_SQL}, false))`,
  settings: { enable_seqscan: 'off' },
};

export const knownSearchWords: Migration = {
  async up(db) {
    await createTenantFunction(db, SEARCH_WORD_KNOWN);
  },
  async down(db) {
    await dropTenantFunction(db, SEARCH_WORD_KNOWN);
  },
};
