import type { Migration } from '@consign/kit';

/**
 * Search columns (one trigram-indexed text and one full-text vector over name and brand), the organization's
 * name for labels, and image embeddings for photo classification.
 */
export const searchMedia: Migration = {
  async up(db) {
    await db.schema.alterTable('organizations', (t) => {
      t.text('name').notNullable().defaultTo('');
    });
    await db.raw(`ALTER TABLE products
      ADD COLUMN search_text text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(brand_name, ''))) STORED,
      ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || coalesce(brand_name, ''))) STORED`);
    // The two single-column trigram indexes are replaced by one over name and brand together.
    await db.raw('DROP INDEX IF EXISTS products_name_trgm');
    await db.raw('DROP INDEX IF EXISTS products_brand_trgm');
    await db.raw('CREATE INDEX products_search_trgm ON products USING gin (search_text gin_trgm_ops) WHERE deleted_at IS NULL');
    await db.raw('CREATE INDEX products_search_tsv ON products USING gin (search_tsv) WHERE deleted_at IS NULL');
    // One- and two-character queries: prefix on the name and on the SKU, through btree pattern indexes.
    await db.raw('CREATE INDEX products_search_prefix ON products (org_id, search_text text_pattern_ops) WHERE deleted_at IS NULL');
    await db.raw('CREATE INDEX products_sku_prefix ON products (org_id, (sku::text) text_pattern_ops) WHERE deleted_at IS NULL');

    await db.schema.createTable('product_embeddings', (t) => {
      t.uuid('org_id').notNullable();
      t.uuid('product_id').notNullable();
      t.text('filename').notNullable();
      t.text('provider').notNullable();
      t.specificType('vector', 'real[]').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.primary(['product_id', 'filename']);
      t.index(['org_id', 'provider']);
    });
  },
  async down(db) {
    await db.schema.dropTable('product_embeddings');
    await db.raw('DROP INDEX IF EXISTS products_sku_prefix');
    await db.raw('DROP INDEX IF EXISTS products_search_prefix');
    await db.raw('DROP INDEX IF EXISTS products_search_tsv');
    await db.raw('DROP INDEX IF EXISTS products_search_trgm');
    await db.raw('ALTER TABLE products DROP COLUMN search_tsv, DROP COLUMN search_text');
    await db.schema.alterTable('organizations', (t) => t.dropColumn('name'));
  },
};
