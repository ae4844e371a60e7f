import { isolateTenants, shareTenants, type Migration } from '@consign/kit';

const KINDS_BEFORE = `'sale', 'sale_reversal', 'donation', 'payout_hold', 'payout_hold_change', 'payout_release', 'payout', 'adjustment'`;
const ACCOUNTS_BEFORE = `'seller_available', 'seller_held', 'sales', 'payouts', 'fees', 'adjustments'`;

/**
 * Store credit spent at the counter (issue 24). A debit is a 'purchase' posting made while catalog's sale is
 * still open, under the sale's id (the primary key: a sale debits once, whoever asks twice); it stays pending
 * until catalog says the sale committed (confirmed) or never will (voided: a 'purchase_refund' posting takes it
 * back, once, by the status change under the row lock). A return refunds under the return's id. The shop's side
 * of both is the 'purchases' account.
 */
export const storeCreditDebits: Migration = {
  async up(db) {
    await db.raw(`ALTER TABLE postings DROP CONSTRAINT postings_kind_check`);
    await db.raw(
      `ALTER TABLE postings ADD CONSTRAINT postings_kind_check CHECK (kind IN (${KINDS_BEFORE}, 'purchase', 'purchase_refund'))`,
    );
    await db.raw(`ALTER TABLE entries DROP CONSTRAINT entries_account_check`);
    await db.raw(`ALTER TABLE entries ADD CONSTRAINT entries_account_check CHECK (
      account IN (${ACCOUNTS_BEFORE}, 'purchases')
      AND ((account IN ('seller_available', 'seller_held')) = (seller_id IS NOT NULL)))`);
    await db.schema.createTable('store_credit_debits', (t) => {
      t.uuid('sale_id').primary();
      t.uuid('org_id').notNullable();
      t.text('seller_id').notNullable();
      t.bigInteger('amount').notNullable();
      t.text('status').notNullable().defaultTo('pending');
      t.uuid('posting_id').notNullable().references('postings.id');
      t.uuid('reversal_posting_id').references('postings.id');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('resolved_at', { useTz: true });
      t.index(['status', 'created_at']);
    });
    await db.raw(`ALTER TABLE store_credit_debits ADD CONSTRAINT store_credit_debits_status_check CHECK (
      status IN ('pending', 'confirmed', 'reversed') AND amount > 0 AND ((status = 'reversed') = (reversal_posting_id IS NOT NULL)))`);
    await isolateTenants(db, ['store_credit_debits']);
  },
  async down(db) {
    await shareTenants(db, ['store_credit_debits']);
    await db.schema.dropTable('store_credit_debits');
    await db.raw(`ALTER TABLE entries DROP CONSTRAINT entries_account_check`);
    await db.raw(`ALTER TABLE entries ADD CONSTRAINT entries_account_check CHECK (
      account IN (${ACCOUNTS_BEFORE}) AND ((account IN ('seller_available', 'seller_held')) = (seller_id IS NOT NULL)))`);
    await db.raw(`ALTER TABLE postings DROP CONSTRAINT postings_kind_check`);
    await db.raw(`ALTER TABLE postings ADD CONSTRAINT postings_kind_check CHECK (kind IN (${KINDS_BEFORE}))`);
  },
};
