import type { Migration } from '@consign/kit';

/**
 * The ledger's reconciliation pages through an organization's sold products in id order: this index reads a
 * page of them, however deep, without the other statuses' rows.
 */
export const soldProductsById: Migration = {
  async up(db) {
    await db.raw(`CREATE INDEX products_org_sold_id ON products (org_id, id) WHERE status = 'sold' AND deleted_at IS NULL`);
  },
  async down(db) {
    await db.raw('DROP INDEX IF EXISTS products_org_sold_id');
  },
};
