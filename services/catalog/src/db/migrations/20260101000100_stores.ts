import type { Migration } from '@consign/kit';

export const stores: Migration = {
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
      // Kept from the deliveries service's events: whether sellers can book deliveries at this store.
      t.boolean('deliveries_enabled').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('deleted_at', { useTz: true });
      t.index(['org_id', 'name']);
    });
  },
  async down(db) {
    await db.schema.dropTable('stores');
  },
};
