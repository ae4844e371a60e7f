import { isolateTenants, shareTenants, type Db, type Migration } from '@consign/kit';

/** The history a product row still tells, for products without any (exported for its test). */
export async function backfillHistory(db: Db): Promise<void> {
  await db.raw(`WITH untold AS (
      SELECT * FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_history h WHERE h.product_id = p.id)
    )
    INSERT INTO product_history (org_id, product_id, at, type, by, to_status, to_price)
    SELECT org_id, id, created_at, 'received', 'staff', status, NULL::bigint FROM untold
    UNION ALL
    SELECT org_id, id, created_at, 'listed', 'staff', 'active', NULL FROM untold WHERE status NOT IN ('draft', 'pending')
    UNION ALL
    SELECT org_id, id, pick_up_at, 'status', 'staff', 'pick-up', NULL FROM untold WHERE pick_up_at IS NOT NULL
    UNION ALL
    SELECT org_id, id, donated_at, 'status', 'staff', 'donated', NULL FROM untold WHERE donated_at IS NOT NULL
    UNION ALL
    SELECT org_id, id, sold_at, 'sold', 'staff', NULL, price FROM untold WHERE sold_at IS NOT NULL`);
}

/**
 * What happened to each product, written by a trigger in the same transaction as the change, so every writer
 * (staff edits, sales, jobs) records it without remembering to. Who acted comes from the transaction-local
 * setting `consign.actor` ('seller', 'system'); unset, it is staff, who make every other change. A price change
 * by the system is a markdown. Prices in minor units, as in products.
 *
 * Rows older than the table are backfilled from what a product row still tells: received (created_at), listed
 * (unless still draft or pending), and the dates of its sale, donation and pick-up.
 */
export const productHistory: Migration = {
  async up(db) {
    await db.raw(`CREATE TABLE product_history (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      org_id uuid NOT NULL,
      product_id uuid NOT NULL,
      at timestamptz NOT NULL DEFAULT now(),
      type text NOT NULL CHECK (type IN ('received', 'listed', 'price', 'markdown', 'status', 'sold')),
      by text NOT NULL CHECK (by IN ('staff', 'seller', 'system')),
      from_status text,
      to_status text,
      from_price bigint,
      to_price bigint
    )`);
    await db.raw('CREATE INDEX product_history_product ON product_history (org_id, product_id, at, id)');

    await backfillHistory(db);
    await db.raw(`CREATE FUNCTION products_history() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        actor text := coalesce(nullif(current_setting('consign.actor', true), ''), 'staff');
        old_status text := CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO product_history (org_id, product_id, type, by, to_status) VALUES (NEW.org_id, NEW.id, 'received', actor, NEW.status);
        ELSIF NEW.price IS DISTINCT FROM OLD.price THEN
          INSERT INTO product_history (org_id, product_id, type, by, from_price, to_price)
          VALUES (NEW.org_id, NEW.id, CASE WHEN actor = 'system' THEN 'markdown' ELSE 'price' END, actor, OLD.price, NEW.price);
        END IF;
        IF old_status IS DISTINCT FROM NEW.status THEN
          IF NEW.status = 'sold' THEN
            INSERT INTO product_history (org_id, product_id, type, by, from_status, to_price)
            VALUES (NEW.org_id, NEW.id, 'sold', actor, old_status, NEW.price);
          ELSIF NEW.status = 'active' AND (old_status IS NULL OR old_status IN ('draft', 'pending')) THEN
            INSERT INTO product_history (org_id, product_id, type, by, from_status, to_status)
            VALUES (NEW.org_id, NEW.id, 'listed', actor, old_status, NEW.status);
          ELSIF old_status IS NOT NULL THEN
            INSERT INTO product_history (org_id, product_id, type, by, from_status, to_status)
            VALUES (NEW.org_id, NEW.id, 'status', actor, old_status, NEW.status);
          END IF;
        END IF;
        RETURN NULL;
      END $$`);
    await db.raw(`CREATE TRIGGER products_history AFTER INSERT OR UPDATE OF status, price
      ON products FOR EACH ROW EXECUTE FUNCTION products_history()`);
    await isolateTenants(db, ['product_history']);
  },
  async down(db) {
    await shareTenants(db, ['product_history']);
    await db.raw('DROP TRIGGER products_history ON products');
    await db.raw('DROP FUNCTION products_history()');
    await db.raw('DROP TABLE product_history');
  },
};
