import type { Migration } from '@consign/kit';

/** Catalog's daily job now decides when an item's 'expires soon' goes out (catalog.product.expiring_soon). */
export const expiryNoticesInCatalog: Migration = {
  async up(db) {
    await db.schema.alterTable('products', (t) => {
      t.dropColumn('expiry_notified_for');
    });
  },
  async down(db) {
    await db.schema.alterTable('products', (t) => {
      t.timestamp('expiry_notified_for', { useTz: true });
    });
  },
};
