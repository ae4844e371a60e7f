import type { Migration } from '@consign/kit';

/**
 * The words of each organization's product names and brands, kept by a trigger. A query word that
 * matches nothing is corrected to the closest known word (trigram similarity over a few thousand words),
 * and the corrected query runs through the full-text index: typo tolerance without a trigram scan of
 * every product.
 */
export const searchWords: Migration = {
  async up(db) {
    await db.raw(`CREATE TABLE search_words (org_id uuid NOT NULL, word text NOT NULL, PRIMARY KEY (org_id, word))`);
    await db.raw('CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops)');
    await db.raw(`CREATE FUNCTION products_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_words (org_id, word)
        SELECT NEW.org_id, w FROM unnest(tsvector_to_array(NEW.search_tsv)) AS w WHERE length(w) >= 3
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await db.raw(`CREATE TRIGGER products_search_words AFTER INSERT OR UPDATE OF name, brand_name
      ON products FOR EACH ROW EXECUTE FUNCTION products_search_words()`);
    await db.raw(`INSERT INTO search_words (org_id, word)
      SELECT DISTINCT org_id, w FROM products, unnest(tsvector_to_array(search_tsv)) AS w WHERE length(w) >= 3
      ON CONFLICT DO NOTHING`);
  },
  async down(db) {
    await db.raw('DROP TRIGGER products_search_words ON products');
    await db.raw('DROP FUNCTION products_search_words()');
    await db.raw('DROP TABLE search_words');
  },
};
