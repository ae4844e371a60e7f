import type { Migration } from '@consign/kit';

export const termsAndNotes: Migration = {
  async up(db) {
    await db.schema.createTable('terms', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable().references('organizations.id');
      t.jsonb('content').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('modified_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['org_id', 'modified_at']);
    });
    await db.schema.createTable('seller_notes', (t) => {
      t.uuid('org_id').notNullable().references('organizations.id');
      t.uuid('seller_id').primary().references('sellers.id');
      t.text('note').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTable('seller_notes');
    await db.schema.dropTable('terms');
  },
};
