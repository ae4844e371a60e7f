import type { Migration } from '@consign/kit';

/**
 * The reconciliation reads an organization's sale credits one range of product ids at a time, in the bytewise
 * order catalog pages its sold products in (COLLATE "C": the uuid order of their ids whatever the database's
 * collation): this index reads one range without the rest, nor the other kinds of posting.
 */
export const salePostingsByProduct: Migration = {
  async up(db) {
    await db.raw(`CREATE INDEX postings_sale_product ON postings (org_id, (reference_id COLLATE "C"))
                  WHERE kind IN ('sale', 'sale_reversal') AND reference_id IS NOT NULL`);
  },
  async down(db) {
    await db.raw('DROP INDEX IF EXISTS postings_sale_product');
  },
};
