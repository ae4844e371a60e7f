import type { Migration } from '@consign/kit';
import { SELLER_COUNTS_FUNCTION, SELLER_COUNTS_TRIGGER } from './20260101000500_status_counts';

const NIL = `'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * The status counts by store too, and by seller within a store, beside those by organization and by seller
 * (migration 500), so the list's countsByStatus never counts products, whichever of the screen's filters are
 * set (a store filter counted the store's live rows: 40 ms at 100,000 products). A row's seller and store
 * say what it counts, the nil id standing for any: (nil, nil) the organization, (seller, nil) the seller in
 * every store, (nil, store) the store, (seller, store) the seller's products in that store. The trigger
 * still applies its changes in key order, so two transactions moving products cannot deadlock.
 */
export const storeStatusCounts: Migration = {
  async up(db) {
    // Writers wait until the counts and the trigger that keeps them are both in place.
    await db.raw('LOCK TABLE products IN SHARE MODE');
    await db.raw(`ALTER TABLE product_status_counts ADD COLUMN store_id uuid NOT NULL DEFAULT ${NIL}`);
    await db.raw('ALTER TABLE product_status_counts DROP CONSTRAINT product_status_counts_pkey');
    await db.raw('ALTER TABLE product_status_counts ADD PRIMARY KEY (org_id, seller_id, store_id, status)');
    await db.raw(`CREATE OR REPLACE FUNCTION products_status_counts() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        nil constant uuid := ${NIL};
        org uuid := coalesce(NEW.org_id, OLD.org_id);
        r record;
      BEGIN
        FOR r IN
          SELECT k.seller_id, k.store_id, c.status, sum(c.delta) AS delta
          FROM (
            SELECT OLD.seller_id, OLD.store_id, OLD.status, -1 WHERE TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL
            UNION ALL
            SELECT NEW.seller_id, NEW.store_id, NEW.status, 1 WHERE TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL
          ) AS c(seller_id, store_id, status, delta),
          LATERAL (VALUES (nil, nil), (c.seller_id, nil), (nil, c.store_id), (c.seller_id, c.store_id)) AS k(seller_id, store_id)
          WHERE k.seller_id IS NOT NULL AND k.store_id IS NOT NULL
          GROUP BY k.seller_id, k.store_id, c.status
          HAVING sum(c.delta) <> 0
          ORDER BY k.seller_id, k.store_id, c.status
        LOOP
          INSERT INTO product_status_counts (org_id, seller_id, store_id, status, n)
          VALUES (org, r.seller_id, r.store_id, r.status, r.delta)
          ON CONFLICT (org_id, seller_id, store_id, status) DO UPDATE SET n = product_status_counts.n + EXCLUDED.n;
        END LOOP;
        RETURN NULL;
      END $$`);
    await db.raw('DROP TRIGGER products_status_counts ON products');
    await db.raw(`CREATE TRIGGER products_status_counts AFTER INSERT OR DELETE OR UPDATE OF status, seller_id, store_id, deleted_at
      ON products FOR EACH ROW EXECUTE FUNCTION products_status_counts()`);
    await db.raw(`INSERT INTO product_status_counts (org_id, seller_id, store_id, status, n)
      SELECT org_id, ${NIL}, store_id, status, count(*) FROM products
      WHERE deleted_at IS NULL AND store_id IS NOT NULL GROUP BY org_id, store_id, status
      UNION ALL
      SELECT org_id, seller_id, store_id, status, count(*) FROM products
      WHERE deleted_at IS NULL AND seller_id IS NOT NULL AND store_id IS NOT NULL GROUP BY org_id, seller_id, store_id, status`);
  },
  async down(db) {
    await db.raw('LOCK TABLE products IN SHARE MODE');
    await db.raw('DROP TRIGGER products_status_counts ON products');
    await db.raw('DROP FUNCTION products_status_counts()');
    await db.raw(`DELETE FROM product_status_counts WHERE store_id <> ${NIL}`);
    await db.raw('ALTER TABLE product_status_counts DROP CONSTRAINT product_status_counts_pkey');
    await db.raw('ALTER TABLE product_status_counts DROP COLUMN store_id');
    await db.raw('ALTER TABLE product_status_counts ADD PRIMARY KEY (org_id, seller_id, status)');
    await db.raw(SELLER_COUNTS_FUNCTION);
    await db.raw(SELLER_COUNTS_TRIGGER);
  },
};
