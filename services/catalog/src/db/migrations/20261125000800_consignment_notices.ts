import { isolateTenants, shareTenants, type Migration } from '@consign/kit';

/**
 * The consignor's last expiry decision (shown to staff), and what the daily job tells consignors: the expiry date an item's 'expires soon' went out for (an extension gives
 * a new date and so a new notice); each markdown, written with it and sent in a consignor's digest of the day
 * (digest_day, null until sent); one digest row per consignor and Paris day, so no day has two.
 */
export const consignmentNotices: Migration = {
  async up(db) {
    await db.schema.alterTable('products', (t) => {
      t.timestamp('expiry_noticed_for', { useTz: true });
      t.text('expiry_decision');
    });
    await db.raw(`CREATE TABLE markdown_notices (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      org_id uuid NOT NULL,
      seller_id uuid NOT NULL,
      product_id uuid NOT NULL,
      from_price bigint NOT NULL,
      to_price bigint NOT NULL,
      digest_day date
    )`);
    await db.raw('CREATE INDEX markdown_notices_unsent ON markdown_notices (org_id, seller_id) WHERE digest_day IS NULL');
    await db.raw(`CREATE TABLE markdown_digests (
      org_id uuid NOT NULL,
      seller_id uuid NOT NULL,
      day date NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (org_id, seller_id, day)
    )`);
    await isolateTenants(db, ['markdown_notices', 'markdown_digests']);
  },
  async down(db) {
    await shareTenants(db, ['markdown_notices', 'markdown_digests']);
    await db.raw('DROP TABLE markdown_digests');
    await db.raw('DROP TABLE markdown_notices');
    await db.schema.alterTable('products', (t) => {
      t.dropColumn('expiry_noticed_for');
      t.dropColumn('expiry_decision');
    });
  },
};
