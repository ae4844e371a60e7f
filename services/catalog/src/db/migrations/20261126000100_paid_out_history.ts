import type { Migration } from '@consign/kit';

/**
 * 'paid_out' lines in product_history: the ledger's payouts covered the seller's credit for the sale
 * (ledger.product.paid_out); `to_price` is what they paid out for it, in minor units. Written by the event's
 * handler, not the products trigger: nothing on the product row changes.
 */
export const paidOutHistory: Migration = {
  async up(db) {
    await db.raw('ALTER TABLE product_history DROP CONSTRAINT product_history_type_check');
    await db.raw(`ALTER TABLE product_history ADD CONSTRAINT product_history_type_check
      CHECK (type IN ('received', 'listed', 'price', 'markdown', 'status', 'sold', 'paid_out'))`);
  },
  async down(db) {
    await db.raw(`DELETE FROM product_history WHERE type = 'paid_out'`);
    await db.raw('ALTER TABLE product_history DROP CONSTRAINT product_history_type_check');
    await db.raw(`ALTER TABLE product_history ADD CONSTRAINT product_history_type_check
      CHECK (type IN ('received', 'listed', 'price', 'markdown', 'status', 'sold'))`);
  },
};
