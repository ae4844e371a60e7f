import { CURRENT_ORG_SQL, createTenantFunction, type Migration, type TenantFunction } from '@consign/kit';
import { FULLTEXT } from './20261127000400_bounded_search';

/**
 * The full-text step through its index alone, whatever the organization's size. Its plan is the generic one
 * (kit's tenant functions), made without the query: up to some tens of thousands of products that plan was a
 * sequential scan of the whole table, 17 ms for every search that reached the step ('kari hansen', a typo),
 * where the posting lists of its rare words are a few pages. A sequential scan is off, and the organization is
 * a condition no index serves (`coalesce`), so the planner cannot AND the posting list with every product of
 * the organization (products_org_id_sku_unique) either; it checks each row the posting list finds.
 */
export const FULLTEXT_THROUGH_INDEX: TenantFunction = {
  ...FULLTEXT,
  body: `SELECT p.id, p.created_at, p.search_text FROM products p
         WHERE p.deleted_at IS NULL AND p.search_tsv @@ indexed AND ts_match_vq(p.search_tsv, q)
           AND coalesce(p.org_id = ${CURRENT_ORG_SQL}, false) LIMIT lim`,
  settings: { ...FULLTEXT.settings, enable_seqscan: 'off' },
};

export const fulltextThroughItsIndex: Migration = {
  async up(db) {
    await createTenantFunction(db, FULLTEXT_THROUGH_INDEX);
  },
  async down(db) {
    await createTenantFunction(db, FULLTEXT);
  },
};
