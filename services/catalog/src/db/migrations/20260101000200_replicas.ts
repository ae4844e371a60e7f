import type { Migration } from '@consign/kit';

/** What catalog keeps of identity's data, fed by its events: seller names and organization settings. */
export const replicas: Migration = {
  async up(db) {
    await db.schema.createTable('sellers', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable();
      t.text('full_name').notNullable();
      t.integer('account_number').notNullable();
      t.timestamp('deleted_at', { useTz: true });
      t.timestamp('source_updated_at', { useTz: true }).notNullable();
      t.index(['org_id']);
    });
    await db.schema.createTable('organizations', (t) => {
      t.uuid('id').primary();
      t.text('slug').notNullable();
      t.text('currency').notNullable();
      t.jsonb('config').notNullable().defaultTo('{}');
      t.timestamp('source_updated_at', { useTz: true }).notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTable('organizations');
    await db.schema.dropTable('sellers');
  },
};
