import { CURRENT_ORG_SQL, createTenantFunction, dropTenantFunction, type Migration, type TenantFunction } from '@consign/kit';

const OLD_MATCHES: TenantFunction = {
  name: 'seller_matches',
  args: 'pattern text, account_from text, account_to text',
  returns: 'SETOF uuid',
  body: `SELECT s.id FROM sellers s
         WHERE s.org_id = ${CURRENT_ORG_SQL} AND s.deleted_at IS NULL
           AND (s.search_text LIKE pattern OR (s.account_number::text ~>=~ account_from AND s.account_number::text ~<~ account_to))`,
  settings: { enable_seqscan: 'off' },
};

/**
 * As before (name, e-mail or phone containing the text; account number by prefix), and when that finds no
 * one, the sellers whose name words sound like every word of the query: 'hnas' finds Hans. Soundex
 * (fuzzystrmatch, part of PostgreSQL) keeps the first letter and the consonants, so a swap of letters or a
 * wrong vowel still matches, and a GIN index answers it.
 */
const MATCHES: TenantFunction = {
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

export const sellerNameSounds: Migration = {
  async up(db) {
    await db.raw('CREATE EXTENSION IF NOT EXISTS fuzzystrmatch');
    // The Soundex code of each word of two or more letters; the query goes through the same function.
    await db.raw(`CREATE FUNCTION name_sounds(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
                  AS $$ SELECT coalesce(array_agg(DISTINCT public.soundex(w)), '{}')
                        FROM regexp_split_to_table(lower(t), '[^[:alpha:]]+') AS w WHERE length(w) >= 2 $$`);
    await db.raw(`ALTER TABLE sellers ADD COLUMN name_sounds text[]
                  GENERATED ALWAYS AS (name_sounds(first_name || ' ' || last_name)) STORED`);
    await db.raw('CREATE INDEX sellers_name_sounds ON sellers USING gin (name_sounds)');
    await dropTenantFunction(db, OLD_MATCHES);
    await createTenantFunction(db, MATCHES);
  },
  async down(db) {
    await dropTenantFunction(db, MATCHES);
    await createTenantFunction(db, OLD_MATCHES);
    await db.raw('ALTER TABLE sellers DROP COLUMN name_sounds');
    await db.raw('DROP FUNCTION name_sounds(text)');
  },
};
