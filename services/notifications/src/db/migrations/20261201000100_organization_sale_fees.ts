import type { Migration } from '@consign/kit';

/**
 * The organization's fees on sales (identity's consignment settings): 'Your item sold' tells the seller the
 * share after them, as the ledger credits it. Empty until the next organization.updated, as for a new one.
 */
export const organizationSaleFees: Migration = {
  async up(db) {
    await db.schema.alterTable('organizations', (t) => {
      t.jsonb('sale_fees').notNullable().defaultTo('[]');
    });
  },
  async down(db) {
    await db.schema.alterTable('organizations', (t) => {
      t.dropColumn('sale_fees');
    });
  },
};
