import type { Migration } from '@consign/kit';

/**
 * A seller's transactions are paged newest first in (created_at, id) order: sales applied in one batch share a
 * created_at. This index replaces (org_id, seller_id, created_at), which it covers; `kind` is in it so the
 * list's count reads the index alone.
 */
export const postingsBySellerDate: Migration = {
  async up(db) {
    await db.raw('CREATE INDEX postings_org_seller_created_id ON postings (org_id, seller_id, created_at, id) INCLUDE (kind)');
    await db.raw('DROP INDEX postings_org_id_seller_id_created_at_index');
  },
  async down(db) {
    await db.raw('CREATE INDEX postings_org_id_seller_id_created_at_index ON postings (org_id, seller_id, created_at)');
    await db.raw('DROP INDEX postings_org_seller_created_id');
  },
};
