import type { Migration } from '@consign/kit';

/**
 * The delivery a product was handed in with (deliveries' id; catalog keeps no copy of deliveries, the
 * deliveries service composes its product lists from catalog's product events).
 */
export const productDelivery: Migration = {
  async up(db) {
    await db.schema.alterTable('products', (t) => {
      t.uuid('delivery_id');
    });
  },
  async down(db) {
    await db.schema.alterTable('products', (t) => {
      t.dropColumn('delivery_id');
    });
  },
};
