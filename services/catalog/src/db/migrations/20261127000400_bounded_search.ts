import { CURRENT_ORG_SQL, createTenantFunction, dropTenantFunction, type Migration, type TenantFunction } from '@consign/kit';

const LIVE_OF_ORG = `p.org_id = ${CURRENT_ORG_SQL} AND p.deleted_at IS NULL`;
const RESULT = 'TABLE (id uuid, created_at timestamptz, search_text text)';
const SIMILAR_WORDS = { name: 'product_matches_similar_words', args: 'q text, lim integer' };
const FULLTEXT_BEFORE = { name: 'product_matches_fulltext', args: 'q tsquery, lim integer' };

/**
 * Products with the words of `q`, found through the full-text index by the rare words `indexed` alone; the
 * function form of `@@` (ts_match_vq) keeps `q` off the index, whose long posting lists it would read. Plain
 * index scans are off: products_search_recent holds search_tsv, and for a generic `q` the planner would walk
 * the whole organization there rather than read a short posting list.
 */
export const FULLTEXT: TenantFunction = {
  name: 'product_matches_fulltext',
  args: 'indexed tsquery, q tsquery, lim integer',
  returns: RESULT,
  body: `SELECT p.id, p.created_at, p.search_text FROM products p
         WHERE ${LIVE_OF_ORG} AND p.search_tsv @@ indexed AND ts_match_vq(p.search_tsv, q) LIMIT lim`,
  settings: { enable_indexscan: 'off', enable_indexonlyscan: 'off' },
};

/**
 * The search reads the newest products of the organization from products_search_recent alone
 * (products.repo's searchProductIds): a word that many products have is found among the first few hundred
 * without reading its posting list, tens of thousands of entries long at a million products; only rare words
 * go to the full-text index. The trigram step over every product (its GIN index and tenant function) gives way
 * to a ranking of the newest products.
 */
export const boundedSearch: Migration = {
  async up(db) {
    await db.raw(`CREATE INDEX products_search_recent ON products (org_id, created_at DESC, id DESC)
                  INCLUDE (search_tsv, search_text) WHERE deleted_at IS NULL`);
    await dropTenantFunction(db, FULLTEXT_BEFORE);
    await createTenantFunction(db, FULLTEXT);
    await dropTenantFunction(db, SIMILAR_WORDS);
    await db.raw('DROP INDEX IF EXISTS products_search_trgm');
  },
  async down(db) {
    await db.raw('CREATE INDEX products_search_trgm ON products USING gin (search_text gin_trgm_ops) WHERE deleted_at IS NULL');
    await createTenantFunction(db, {
      ...SIMILAR_WORDS,
      returns: RESULT,
      body: `SELECT p.id, p.created_at, p.search_text FROM products p WHERE ${LIVE_OF_ORG} AND q <<% p.search_text LIMIT lim`,
    });
    await dropTenantFunction(db, FULLTEXT);
    await createTenantFunction(db, {
      ...FULLTEXT_BEFORE,
      returns: RESULT,
      body: `SELECT p.id, p.created_at, p.search_text FROM products p WHERE ${LIVE_OF_ORG} AND p.search_tsv @@ q LIMIT lim`,
    });
    await db.raw('DROP INDEX IF EXISTS products_search_recent');
  },
};
