import type { Migration } from '@consign/kit';

/**
 * Indexes for every filter of the product list (status, store, seller, and the two together), each ending in
 * the list's order (created_at, id), so a page reads its own rows and a deep page finds its place in the index
 * alone (products.repo's listProductPage merges one range per status). Partial on live rows, as the list.
 */
const INDEXES = {
  products_org_status: '(org_id, status, created_at DESC, id DESC)',
  products_org_seller: '(org_id, seller_id, created_at DESC, id DESC)',
  products_org_seller_status: '(org_id, seller_id, status, created_at DESC, id DESC)',
  products_org_store: '(org_id, store_id, created_at DESC, id DESC)',
  products_org_store_status: '(org_id, store_id, status, created_at DESC, id DESC)',
};

export const listIndexes: Migration = {
  async up(db) {
    await db.raw('DROP INDEX IF EXISTS products_org_status');
    await db.raw('DROP INDEX IF EXISTS products_org_seller');
    for (const [name, columns] of Object.entries(INDEXES))
      await db.raw(`CREATE INDEX ${name} ON products ${columns} WHERE deleted_at IS NULL`);
    // A list's plan estimated above jit_above_cost was compiled first: 100 ms of JIT for a query of 1 ms.
    await db.raw(`DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET jit = off', current_database()); END $$`);
  },
  async down(db) {
    await db.raw(`DO $$ BEGIN EXECUTE format('ALTER DATABASE %I RESET jit', current_database()); END $$`);
    for (const name of Object.keys(INDEXES)) await db.raw(`DROP INDEX IF EXISTS ${name}`);
    await db.raw('CREATE INDEX products_org_status ON products (org_id, status, created_at DESC) WHERE deleted_at IS NULL');
    await db.raw('CREATE INDEX products_org_seller ON products (org_id, seller_id, created_at DESC) WHERE deleted_at IS NULL');
  },
};
