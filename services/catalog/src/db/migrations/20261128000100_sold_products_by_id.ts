import type { Migration } from '@consign/kit';

/**
 * The ledger's reconciliation pages through an organization's sold products in id order: this index answers a
 * page of them, however deep, from its own entries (the terms a credit follows from are included), without the
 * other statuses' rows or the table's pages, where sold products lie one to a page among the rest.
 */
export const soldProductsById: Migration = {
  async up(db) {
    await db.raw(`CREATE INDEX products_org_sold_id ON products (org_id, id) INCLUDE (seller_id, price, consignment_split, store_owned)
                  WHERE status = 'sold' AND deleted_at IS NULL`);
  },
  async down(db) {
    await db.raw('DROP INDEX IF EXISTS products_org_sold_id');
  },
};
