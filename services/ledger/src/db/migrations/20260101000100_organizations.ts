import type { Migration } from '@consign/kit';

/** A replica of identity's organizations: the ledger needs each org's currency and payout/fee config. */
export const organizations: Migration = {
  async up(db) {
    await db.schema.createTable('organizations', (t) => {
      t.uuid('id').primary();
      t.text('slug').notNullable();
      t.text('name').notNullable();
      t.text('currency').notNullable();
      t.jsonb('config').notNullable().defaultTo('{}');
      t.timestamp('source_updated_at', { useTz: true }).notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTable('organizations');
  },
};
