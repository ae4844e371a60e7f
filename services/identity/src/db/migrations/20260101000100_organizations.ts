import type { Migration } from '@consign/kit';

export const organizations: Migration = {
  async up(db) {
    await db.schema.createTable('organizations', (t) => {
      t.uuid('id').primary();
      t.text('slug').notNullable().unique();
      t.text('name').notNullable();
      t.text('currency').notNullable().defaultTo('NOK');
      t.jsonb('config').notNullable().defaultTo('{}');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTable('organizations');
  },
};
