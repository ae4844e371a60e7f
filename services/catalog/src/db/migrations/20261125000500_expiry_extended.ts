import type { Migration } from '@consign/kit';

/** Whether the consignor has used their one extension of an item's expiry. */
export const expiryExtended: Migration = {
  async up(db) {
    await db.schema.alterTable('products', (t) => {
      t.boolean('expiry_extended').notNullable().defaultTo(false);
    });
  },
  async down(db) {
    await db.schema.alterTable('products', (t) => {
      t.dropColumn('expiry_extended');
    });
  },
};
