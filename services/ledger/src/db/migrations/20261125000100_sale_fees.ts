import type { Migration } from '@consign/kit';

/**
 * The organization's fees on sales as they stood when a sale was posted: the reconciliation recomputes each
 * standing credit with the fees it was posted under, so a later change of the settings is no mismatch.
 * Null on other postings, and on sales posted before fees applied (none were taken then).
 */
export const saleFees: Migration = {
  async up(db) {
    await db.raw('ALTER TABLE postings ADD COLUMN sale_fees jsonb');
  },
  async down(db) {
    await db.raw('ALTER TABLE postings DROP COLUMN sale_fees');
  },
};
