import { CURRENT_ORG_SQL, createTenantFunction, dropTenantFunction, type Migration, type TenantFunction } from '@consign/kit';

/**
 * The search steps whose operators are not leakproof (full-text @@, trigram % and <%), as tenant functions
 * (kit/db/tenancy): under row-level security they would read every product of every organization instead of
 * their GIN indexes. Each returns at most `lim` matches of the current organization.
 */
export const FUNCTIONS: TenantFunction[] = [
  {
    name: 'product_matches_fulltext',
    args: 'q tsquery, lim integer',
    returns: 'TABLE (id uuid, created_at timestamptz, search_text text)',
    body: `SELECT p.id, p.created_at, p.search_text FROM products p
           WHERE p.org_id = ${CURRENT_ORG_SQL} AND p.deleted_at IS NULL AND p.search_tsv @@ q LIMIT lim`,
  },
  {
    // Reads pg_trgm.word_similarity_threshold, which the caller sets for its transaction.
    name: 'product_matches_similar_words',
    args: 'q text, lim integer',
    returns: 'TABLE (id uuid, created_at timestamptz, search_text text)',
    body: `SELECT p.id, p.created_at, p.search_text FROM products p
           WHERE p.org_id = ${CURRENT_ORG_SQL} AND p.deleted_at IS NULL AND q <% p.search_text LIMIT lim`,
  },
  {
    name: 'closest_search_word',
    args: 'w text',
    returns: 'text',
    body: `SELECT s.word FROM search_words s
           WHERE s.org_id = ${CURRENT_ORG_SQL} AND s.word % w ORDER BY similarity(s.word, w) DESC LIMIT 1`,
  },
];

export const searchFunctions: Migration = {
  async up(db) {
    for (const fn of FUNCTIONS) await createTenantFunction(db, fn);
  },
  async down(db) {
    for (const fn of FUNCTIONS) await dropTenantFunction(db, fn);
  },
};
