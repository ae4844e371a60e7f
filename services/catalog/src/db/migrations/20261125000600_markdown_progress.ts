import type { Migration } from '@consign/kit';

/**
 * How far the markdown schedule has gone for a product (steps applied, so none is applied twice) and the price
 * its percentages are taken from (the price before the first markdown).
 */
export const markdownProgress: Migration = {
  async up(db) {
    await db.schema.alterTable('products', (t) => {
      t.integer('markdown_step').notNullable().defaultTo(0);
      t.bigInteger('markdown_base');
    });
  },
  async down(db) {
    await db.schema.alterTable('products', (t) => {
      t.dropColumn('markdown_step');
      t.dropColumn('markdown_base');
    });
  },
};
