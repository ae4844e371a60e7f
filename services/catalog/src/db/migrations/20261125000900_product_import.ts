import type { Migration } from '@consign/kit';

/**
 * Product imports (issue 26): a product may carry the id another system gave it, unique per organization among
 * live products, so importing the same file again finds it; and the seller replica keeps the e-mail, so an
 * imported row can name its seller by e-mail as well as by account number.
 */
export const productImport: Migration = {
  async up(db) {
    await db.raw('ALTER TABLE products ADD COLUMN external_id text');
    await db.raw(
      'CREATE UNIQUE INDEX products_external_id ON products (org_id, external_id) WHERE external_id IS NOT NULL AND deleted_at IS NULL',
    );
    await db.raw('ALTER TABLE sellers ADD COLUMN email text');
    await db.raw('CREATE INDEX sellers_org_email ON sellers (org_id, lower(email))');
  },
  async down(db) {
    await db.raw('ALTER TABLE sellers DROP COLUMN email');
    await db.raw('ALTER TABLE products DROP COLUMN external_id');
  },
};
