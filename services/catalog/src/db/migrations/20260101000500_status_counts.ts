import type { Migration } from '@consign/kit';

/** The trigger of this migration, which 20261127000100 replaces (its down puts them back). */
export const SELLER_COUNTS_FUNCTION = `CREATE FUNCTION products_status_counts() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        nil constant uuid := '00000000-0000-0000-0000-000000000000';
        org uuid := coalesce(NEW.org_id, OLD.org_id);
        r record;
      BEGIN
        FOR r IN
          SELECT d.seller_id, d.status, sum(d.delta) AS delta
          FROM (VALUES
            (nil, OLD.status, CASE WHEN TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN -1 ELSE 0 END),
            (OLD.seller_id, OLD.status, CASE WHEN TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN -1 ELSE 0 END),
            (nil, NEW.status, CASE WHEN TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN 1 ELSE 0 END),
            (NEW.seller_id, NEW.status, CASE WHEN TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN 1 ELSE 0 END)
          ) AS d(seller_id, status, delta)
          WHERE d.seller_id IS NOT NULL AND d.status IS NOT NULL
          GROUP BY d.seller_id, d.status
          HAVING sum(d.delta) <> 0
          ORDER BY d.seller_id, d.status
        LOOP
          INSERT INTO product_status_counts (org_id, seller_id, status, n) VALUES (org, r.seller_id, r.status, r.delta)
          ON CONFLICT (org_id, seller_id, status) DO UPDATE SET n = product_status_counts.n + EXCLUDED.n;
        END LOOP;
        RETURN NULL;
      END $$`;
export const SELLER_COUNTS_TRIGGER = `CREATE TRIGGER products_status_counts AFTER INSERT OR DELETE OR UPDATE OF status, seller_id, deleted_at
      ON products FOR EACH ROW EXECUTE FUNCTION products_status_counts()`;

/**
 * Product counts per organization and status, and per seller and status, kept by a trigger in the same
 * transaction as every change: the list's countsByStatus (asked with every page) reads a handful of rows
 * instead of counting 100,000 products. Org-wide rows carry the nil seller id. The trigger applies its
 * changes in key order, so two transactions moving products between the same statuses cannot deadlock.
 */
export const statusCounts: Migration = {
  async up(db) {
    // SKU search now uses ranges on the (org_id, sku) unique index instead.
    await db.raw('DROP INDEX IF EXISTS products_sku_prefix');
    await db.raw(`CREATE TABLE product_status_counts (
      org_id uuid NOT NULL,
      seller_id uuid NOT NULL,
      status text NOT NULL,
      n bigint NOT NULL,
      PRIMARY KEY (org_id, seller_id, status)
    )`);
    await db.raw(SELLER_COUNTS_FUNCTION);
    await db.raw(SELLER_COUNTS_TRIGGER);
    await db.raw(`INSERT INTO product_status_counts (org_id, seller_id, status, n)
      SELECT org_id, '00000000-0000-0000-0000-000000000000', status, count(*) FROM products WHERE deleted_at IS NULL GROUP BY org_id, status
      UNION ALL
      SELECT org_id, seller_id, status, count(*) FROM products WHERE deleted_at IS NULL AND seller_id IS NOT NULL GROUP BY org_id, seller_id, status`);
  },
  async down(db) {
    await db.raw('DROP TRIGGER products_status_counts ON products');
    await db.raw('DROP FUNCTION products_status_counts()');
    await db.raw('DROP TABLE product_status_counts');
  },
};
