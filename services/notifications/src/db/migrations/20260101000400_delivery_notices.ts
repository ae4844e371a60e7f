import type { Migration } from '@consign/kit';

/**
 * Deliveries the seller was told about (confirmed or rescheduled): only their cancellation is news. A
 * pending reservation abandoned in the booking form is cancelled too, and must not e-mail anyone.
 */
export const deliveryNotices: Migration = {
  async up(db) {
    await db.schema.createTable('delivery_notices', (t) => {
      t.text('delivery_id').primary();
      t.uuid('org_id').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTable('delivery_notices');
  },
};
