import type { Migration } from '@consign/kit';

/** The seller-experience switch "deliveries" of identity's organization: the server refuses seller bookings when it is off. */
export const organizationDeliveriesEnabled: Migration = {
  async up(db) {
    await db.schema.alterTable('organizations', (t) => {
      t.boolean('deliveries_enabled').notNullable().defaultTo(true);
    });
  },
  async down(db) {
    await db.schema.alterTable('organizations', (t) => {
      t.dropColumn('deliveries_enabled');
    });
  },
};
