import type { Migration } from '@consign/kit';

/**
 * A replica of catalog's products that were handed in with a delivery, fed by product events: a
 * delivery's view lists them. A product keeps its row when unlinked or moved (delivery_id changes) so
 * an older event arriving late cannot put it back. The organization's currency turns minor units into
 * the major units the views show.
 */
export const deliveryProducts: Migration = {
  async up(db) {
    await db.schema.createTable('delivery_products', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable();
      t.uuid('delivery_id');
      t.uuid('seller_id');
      t.integer('sku').notNullable();
      t.text('sku_padded').notNullable();
      t.text('name').notNullable();
      t.text('status').notNullable();
      t.bigInteger('price').notNullable();
      t.timestamp('deleted_at', { useTz: true });
      t.timestamp('source_updated_at', { useTz: true }).notNullable();
    });
    await db.raw(
      `CREATE INDEX delivery_products_delivery ON delivery_products (org_id, delivery_id, sku)
        WHERE delivery_id IS NOT NULL AND deleted_at IS NULL`,
    );
    await db.schema.alterTable('organizations', (t) => {
      t.text('currency');
    });
  },
  async down(db) {
    await db.schema.alterTable('organizations', (t) => {
      t.dropColumn('currency');
    });
    await db.schema.dropTable('delivery_products');
  },
};
