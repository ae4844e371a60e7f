import type { Migration } from '@consign/kit';

/** What notifications keeps of others' data, fed by their events: brands, seller and staff contacts, product expiry. */
export const replicas: Migration = {
  async up(db) {
    await db.schema.createTable('organizations', (t) => {
      t.uuid('id').primary();
      t.text('slug').notNullable();
      t.text('name').notNullable();
      t.text('currency').notNullable();
      t.text('logo_url');
      t.text('primary_color').notNullable().defaultTo('#2f6f5e');
      t.integer('expiry_days').notNullable().defaultTo(90);
      t.timestamp('source_updated_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('sellers', (t) => {
      t.text('id').primary();
      t.uuid('org_id').notNullable();
      t.text('first_name').notNullable();
      t.text('full_name').notNullable();
      t.text('email').notNullable();
      t.integer('account_number').notNullable();
      t.timestamp('deleted_at', { useTz: true });
      t.timestamp('source_updated_at', { useTz: true }).notNullable();
      t.index(['org_id']);
    });
    // Staff are e-mailed about their organization's integrations (a disabled webhook endpoint).
    await db.schema.createTable('coworkers', (t) => {
      t.text('id').primary();
      t.uuid('org_id').notNullable();
      t.text('name').notNullable();
      t.text('email').notNullable();
      t.timestamp('deleted_at', { useTz: true });
      t.timestamp('source_updated_at', { useTz: true }).notNullable();
      t.index(['org_id']);
    });
    await db.schema.createTable('products', (t) => {
      t.text('id').primary();
      t.uuid('org_id').notNullable();
      t.text('seller_id');
      t.text('sku_padded').notNullable();
      t.text('name').notNullable();
      t.text('status').notNullable();
      t.bigInteger('price').notNullable();
      t.double('consignment_split').notNullable();
      t.boolean('store_owned').notNullable();
      t.timestamp('expiring_at', { useTz: true });
      // The expiry a notice went out for: a changed expiry date earns a new notice, the same one never twice.
      t.timestamp('expiry_notified_for', { useTz: true });
      t.timestamp('deleted_at', { useTz: true });
      t.timestamp('source_updated_at', { useTz: true }).notNullable();
      t.index(['org_id', 'status', 'expiring_at']);
    });
  },
  async down(db) {
    await db.schema.dropTable('products');
    await db.schema.dropTable('coworkers');
    await db.schema.dropTable('sellers');
    await db.schema.dropTable('organizations');
  },
};
