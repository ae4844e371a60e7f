import type { Migration } from '@consign/kit';

/**
 * The list's `soldFrom` (the dashboard's 'sold this week') counts the products sold since an instant, which the
 * kept status counts cannot say: this index finds a week's sales without reading the organization's products.
 */
export const soldAtIndex: Migration = {
  async up(db) {
    await db.raw('CREATE INDEX products_org_sold_at ON products (org_id, sold_at) WHERE deleted_at IS NULL AND sold_at IS NOT NULL');
  },
  async down(db) {
    await db.raw('DROP INDEX IF EXISTS products_org_sold_at');
  },
};
