import type { Migration } from '@consign/kit';

export const onboardingAndBilling: Migration = {
  async up(db) {
    await db.schema.alterTable('organizations', (t) => {
      t.text('onboarding_flag').notNullable().defaultTo('pending');
    });
    // No payment provider is reachable from here: the record and the setup flow are modelled, no charge is made.
    await db.schema.createTable('billing', (t) => {
      t.uuid('org_id').primary().references('organizations.id');
      t.boolean('enabled').notNullable().defaultTo(false);
      t.text('plan');
      t.text('billing_email');
      t.text('company_name');
      t.text('org_number');
      t.timestamp('trial_ends_at', { useTz: true });
      t.timestamp('setup_completed_at', { useTz: true });
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTable('billing');
    await db.schema.alterTable('organizations', (t) => t.dropColumn('onboarding_flag'));
  },
};
