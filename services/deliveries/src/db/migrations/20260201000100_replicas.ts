import type { Migration } from '@consign/kit';

/** What deliveries keeps of others' data, fed by their events: stores (catalog), sellers and organizations (identity). */
export const replicas: Migration = {
  async up(db) {
    await db.schema.createTable('stores', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable();
      t.text('name').notNullable();
      t.text('email').notNullable().defaultTo('');
      t.text('address_line_1').notNullable().defaultTo('');
      t.text('address_zip').notNullable().defaultTo('');
      t.text('address_city').notNullable().defaultTo('');
      t.text('address_country').notNullable().defaultTo('');
      t.timestamp('deleted_at', { useTz: true });
      t.timestamp('source_updated_at', { useTz: true }).notNullable();
      t.index(['org_id']);
    });
    await db.schema.createTable('sellers', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable();
      t.text('email').notNullable();
      t.text('full_name').notNullable();
      t.integer('account_number');
      t.timestamp('deleted_at', { useTz: true });
      t.timestamp('source_updated_at', { useTz: true }).notNullable();
      t.index(['org_id']);
    });
    await db.schema.createTable('organizations', (t) => {
      t.uuid('id').primary();
      t.text('slug').notNullable();
      t.text('name').notNullable();
      t.timestamp('source_updated_at', { useTz: true }).notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTable('organizations');
    await db.schema.dropTable('sellers');
    await db.schema.dropTable('stores');
  },
};
