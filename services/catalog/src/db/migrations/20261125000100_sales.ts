import { createIdempotencyKeysTable, isolateTenants, shareTenants, type Migration } from '@consign/kit';

const TENANT_TABLES = ['sale_counters', 'sales', 'sale_returns', 'sale_items', 'idempotency_keys'];

/**
 * Counter sales live in catalog, beside the products they sell: "sold once" and "all items or none" are one
 * transaction over product rows, with the database's last word a partial unique index (a product is in at most
 * one sale it has not been returned from). Money in minor units.
 */
export const sales: Migration = {
  async up(db) {
    await db.schema.createTable('sale_counters', (t) => {
      t.uuid('org_id').primary();
      t.bigInteger('last_number').notNullable();
    });
    await db.schema.createTable('sales', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable();
      t.bigInteger('number').notNullable();
      t.uuid('store_id').notNullable();
      t.bigInteger('total').notNullable();
      t.bigInteger('change').notNullable().defaultTo(0);
      /** [{ method, amount (applied to the total), sellerId? }]: the amounts sum to the total. */
      t.jsonb('payment').notNullable();
      t.text('created_by').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.unique(['org_id', 'number']);
      t.index(['org_id', 'created_at']);
    });
    await db.schema.createTable('sale_returns', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable();
      t.uuid('sale_id').notNullable().references('sales.id');
      t.text('reason');
      t.text('created_by').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['org_id', 'created_at']);
    });
    await db.schema.createTable('sale_items', (t) => {
      t.uuid('org_id').notNullable();
      t.uuid('sale_id').notNullable().references('sales.id');
      t.uuid('product_id').notNullable();
      t.integer('position').notNullable();
      t.bigInteger('sku').notNullable();
      t.text('name').notNullable();
      t.text('seller_id');
      t.bigInteger('listed_price').notNullable();
      t.bigInteger('price').notNullable();
      t.bigInteger('seller_share').notNullable();
      t.uuid('return_id').references('sale_returns.id');
      t.primary(['sale_id', 'product_id']);
    });
    await db.raw('CREATE UNIQUE INDEX sale_items_sold_once ON sale_items (org_id, product_id) WHERE return_id IS NULL');
    await createIdempotencyKeysTable(db);
    await isolateTenants(db, TENANT_TABLES);
  },
  async down(db) {
    await shareTenants(db, TENANT_TABLES);
    for (const table of ['idempotency_keys', 'sale_items', 'sale_returns', 'sales', 'sale_counters']) await db.schema.dropTable(table);
  },
};
