import { CURRENT_ORG_SQL, createTenantFunction, type Migration, type TenantFunction } from '@consign/kit';

const similarWords = (operator: '<%' | '<<%'): TenantFunction => ({
  name: 'product_matches_similar_words',
  args: 'q text, lim integer',
  returns: 'TABLE (id uuid, created_at timestamptz, search_text text)',
  body: `SELECT p.id, p.created_at, p.search_text FROM products p
         WHERE p.org_id = ${CURRENT_ORG_SQL} AND p.deleted_at IS NULL AND q ${operator} p.search_text LIMIT lim`,
});

/**
 * The trigram step compares the query with whole words (strict word similarity, <<%): plain word
 * similarity let an extent run across words, so 'hans' matched 'jeans h&m' ('jeans h' holds 'ans', 'ns '
 * and ' h'). Reads pg_trgm.strict_word_similarity_threshold, which the caller sets for its transaction.
 */
export const strictWordSearch: Migration = {
  async up(db) {
    await createTenantFunction(db, similarWords('<<%'));
  },
  async down(db) {
    await createTenantFunction(db, similarWords('<%'));
  },
};
