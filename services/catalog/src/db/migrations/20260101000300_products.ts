import type { Migration } from '@consign/kit';

export const products: Migration = {
  async up(db) {
    await db.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    // One counter per organization: SKUs are short numbers printed on labels, never reused.
    await db.schema.createTable('sku_counters', (t) => {
      t.uuid('org_id').primary();
      t.integer('last_sku').notNullable();
    });
    await db.schema.createTable('products', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable();
      t.integer('sku').notNullable();
      t.text('name').notNullable();
      t.text('status').notNullable().defaultTo('active');
      t.text('brand_slug');
      t.text('brand_name');
      t.text('size_slug');
      t.text('size_name');
      t.text('category');
      t.text('color');
      t.text('material');
      t.uuid('seller_id');
      t.uuid('store_id');
      t.bigInteger('price').notNullable().defaultTo(0);
      t.text('attractiveness').notNullable().defaultTo('medium');
      t.text('gender');
      t.decimal('consignment_split', 6, 5).notNullable();
      t.timestamp('expiring_at', { useTz: true }).notNullable();
      t.boolean('store_owned').notNullable().defaultTo(false);
      t.uuid('donated_by_seller_id');
      t.uuid('purchased_from_seller_id');
      t.jsonb('media').notNullable().defaultTo('[]');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('sold_at', { useTz: true });
      t.timestamp('donated_at', { useTz: true });
      t.timestamp('pick_up_at', { useTz: true });
      t.timestamp('deleted_at', { useTz: true });
      t.unique(['org_id', 'sku']);
    });
    await db.raw(`ALTER TABLE products ADD CONSTRAINT products_status_check
      CHECK (status IN ('active','sold','pick-up','returned','draft','pending','donated','damaged','stolen'))`);
    await db.raw(`ALTER TABLE products ADD CONSTRAINT products_split_check CHECK (consignment_split BETWEEN 0 AND 1)`);
    await db.raw(`ALTER TABLE products ADD CONSTRAINT products_price_check CHECK (price >= 0)`);
    // The list pages newest first, filtered by status and seller; partial on live rows.
    await db.raw('CREATE INDEX products_org_created ON products (org_id, created_at DESC, id DESC) WHERE deleted_at IS NULL');
    await db.raw('CREATE INDEX products_org_status ON products (org_id, status, created_at DESC) WHERE deleted_at IS NULL');
    await db.raw('CREATE INDEX products_org_seller ON products (org_id, seller_id, created_at DESC) WHERE deleted_at IS NULL');
    // Search: trigram on name and brand (typo-tolerant), prefix on the padded SKU.
    await db.raw('CREATE INDEX products_name_trgm ON products USING gin (name gin_trgm_ops) WHERE deleted_at IS NULL');
    await db.raw('CREATE INDEX products_brand_trgm ON products USING gin (brand_name gin_trgm_ops) WHERE deleted_at IS NULL');
    await db.raw(
      `CREATE INDEX products_sku_text ON products (org_id, (lpad(sku::text, 6, '0')) text_pattern_ops) WHERE deleted_at IS NULL`,
    );

    await db.schema.createTable('product_options', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable();
      t.text('kind').notNullable();
      t.text('slug').notNullable();
      t.text('name').notNullable();
      t.specificType('keywords', 'text[]').notNullable().defaultTo('{}');
      t.integer('position').notNullable();
      t.unique(['org_id', 'kind', 'slug']);
    });
    // Marks an organization whose option lists were seeded, so an emptied list stays empty.
    await db.schema.createTable('product_option_seeds', (t) => {
      t.uuid('org_id').primary();
      t.timestamp('seeded_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTable('product_option_seeds');
    await db.schema.dropTable('product_options');
    await db.schema.dropTable('products');
    await db.schema.dropTable('sku_counters');
  },
};
