import { isolateTenants, shareTenants, type Migration } from '@consign/kit';

/**
 * The last word on a sale paid with store credit (issue 24): the sale's transaction inserts 'committed' before
 * it asks the ledger to debit, and whoever settles the debit (catalog after a failure, the ledger's job) inserts
 * 'voided' unless a row is there. The primary key makes the two exclusive: a void waits for an open sale and then
 * sees it committed, or wins and the sale can no longer commit.
 */
export const saleOutcomes: Migration = {
  async up(db) {
    await db.schema.createTable('sale_outcomes', (t) => {
      t.uuid('sale_id').primary();
      t.uuid('org_id').notNullable();
      t.text('outcome').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(`ALTER TABLE sale_outcomes ADD CONSTRAINT sale_outcomes_outcome_check CHECK (outcome IN ('committed', 'voided'))`);
    await isolateTenants(db, ['sale_outcomes']);
  },
  async down(db) {
    await shareTenants(db, ['sale_outcomes']);
    await db.schema.dropTable('sale_outcomes');
  },
};
