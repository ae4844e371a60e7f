import { CURRENT_ORG_SQL, createTenantFunction, dropTenantFunction, type Migration, type TenantFunction } from '@consign/kit';

/**
 * Seller search through an index again. Under row-level security the three trigram indexes of
 * 20260101000500 were never used (ILIKE is not leakproof, see kit/db/tenancy), and even without it the
 * planner chose a sequential scan for their OR across an organization of 20,000 sellers: 25 ms a search.
 * Now one lower-cased text of name, e-mail and phone with one trigram index, and the account-number prefix
 * as a range on its text, read by a tenant function that keeps the planner on the indexes: under 1 ms for
 * a name; a one- or two-letter query, which no trigram narrows, reads the whole index (about 10 ms).
 */
const SELLER_MATCHES: TenantFunction = {
  name: 'seller_matches',
  args: 'pattern text, account_from text, account_to text',
  returns: 'SETOF uuid',
  body: `SELECT s.id FROM sellers s
         WHERE s.org_id = ${CURRENT_ORG_SQL} AND s.deleted_at IS NULL
           AND (s.search_text LIKE pattern OR (s.account_number::text ~>=~ account_from AND s.account_number::text ~<~ account_to))`,
  // Called with parameters, the body gets a generic plan, and that one guesses a scan of every seller.
  settings: { enable_seqscan: 'off' },
};

export const sellerSearchFunction: Migration = {
  async up(db) {
    await db.raw(`ALTER TABLE sellers ADD COLUMN search_text text
                  GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(phone, ''))) STORED`);
    await db.raw('CREATE INDEX sellers_search_trgm ON sellers USING gin (search_text gin_trgm_ops)');
    await db.raw('CREATE INDEX sellers_account_text ON sellers (org_id, (account_number::text) text_pattern_ops)');
    await db.raw('DROP INDEX sellers_phone_trgm, sellers_email_trgm, sellers_full_name_trgm');
    await createTenantFunction(db, SELLER_MATCHES);
  },
  async down(db) {
    await dropTenantFunction(db, SELLER_MATCHES);
    await db.raw(`CREATE INDEX sellers_full_name_trgm ON sellers USING gin ((first_name || ' ' || last_name) gin_trgm_ops)`);
    await db.raw('CREATE INDEX sellers_email_trgm ON sellers USING gin (email gin_trgm_ops)');
    await db.raw('CREATE INDEX sellers_phone_trgm ON sellers USING gin (phone gin_trgm_ops)');
    await db.raw('DROP INDEX sellers_account_text, sellers_search_trgm');
    await db.raw('ALTER TABLE sellers DROP COLUMN search_text');
  },
};
