import type { Migration } from '@consign/kit';

/**
 * The staff search palette and the seller list look sellers up by any part of their name, e-mail or
 * phone (ILIKE '%q%'): trigram indexes answer that without reading every seller of the organization.
 */
export const sellerSearch: Migration = {
  async up(db) {
    await db.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await db.raw(`CREATE INDEX sellers_full_name_trgm ON sellers USING gin ((first_name || ' ' || last_name) gin_trgm_ops)`);
    await db.raw('CREATE INDEX sellers_email_trgm ON sellers USING gin (email gin_trgm_ops)');
    await db.raw('CREATE INDEX sellers_phone_trgm ON sellers USING gin (phone gin_trgm_ops)');
  },
  async down(db) {
    await db.raw('DROP INDEX sellers_phone_trgm, sellers_email_trgm, sellers_full_name_trgm');
  },
};
