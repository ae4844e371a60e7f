import type { Migration } from '@consign/kit';

/**
 * The books: append-only postings whose entries sum to zero (the database refuses anything else), a cached
 * balance per seller updated in the same transaction, payouts, adjustments, idempotency keys and the
 * seller replica fed by identity's events.
 */
export const books: Migration = {
  async up(db) {
    await db.schema.createTable('sellers', (t) => {
      t.text('id').primary();
      t.uuid('org_id').notNullable();
      t.text('full_name').notNullable();
      t.integer('account_number').notNullable();
      t.text('bank_account_number');
      t.timestamp('deleted_at', { useTz: true });
      t.timestamp('source_updated_at', { useTz: true }).notNullable();
      t.index(['org_id']);
    });

    await db.schema.createTable('accounts', (t) => {
      t.uuid('org_id').notNullable();
      t.text('seller_id').notNullable();
      t.bigInteger('available').notNullable().defaultTo(0);
      t.bigInteger('held').notNullable().defaultTo(0);
      t.bigInteger('accumulated').notNullable().defaultTo(0);
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.primary(['org_id', 'seller_id']);
    });

    await db.schema.createTable('postings', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable();
      t.text('seller_id').notNullable();
      t.text('kind').notNullable();
      t.text('reference_id');
      t.text('name').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['org_id', 'seller_id', 'created_at']);
      t.index(['org_id', 'reference_id']);
    });
    await db.raw(`ALTER TABLE postings ADD CONSTRAINT postings_kind_check CHECK (kind IN
      ('sale', 'sale_reversal', 'donation', 'payout_hold', 'payout_hold_change', 'payout_release', 'payout', 'adjustment'))`);

    await db.schema.createTable('entries', (t) => {
      t.bigIncrements('id');
      t.uuid('posting_id').notNullable().references('postings.id');
      t.uuid('org_id').notNullable();
      t.text('account').notNullable();
      t.text('seller_id');
      t.bigInteger('amount').notNullable();
      t.index(['posting_id']);
      t.index(['org_id', 'seller_id', 'account']);
    });
    await db.raw(`ALTER TABLE entries ADD CONSTRAINT entries_amount_check CHECK (amount <> 0)`);
    await db.raw(`ALTER TABLE entries ADD CONSTRAINT entries_account_check CHECK (
      account IN ('seller_available', 'seller_held', 'sales', 'payouts', 'fees', 'adjustments')
      AND ((account IN ('seller_available', 'seller_held')) = (seller_id IS NOT NULL)))`);

    // Checked at commit, when every entry of the posting is in: a posting that does not balance never lands.
    await db.raw(`
      CREATE FUNCTION check_posting_balanced() RETURNS trigger AS $$
      DECLARE total numeric;
      BEGIN
        SELECT COALESCE(SUM(amount), 0) INTO total FROM entries WHERE posting_id = NEW.posting_id;
        IF total <> 0 THEN
          RAISE EXCEPTION 'posting % does not balance (sum %)', NEW.posting_id, total USING ERRCODE = '23514';
        END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql;
      CREATE CONSTRAINT TRIGGER entries_balanced AFTER INSERT ON entries
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION check_posting_balanced();

      CREATE FUNCTION refuse_change() RETURNS trigger AS $$
      BEGIN
        RAISE EXCEPTION 'the books are append-only: % on % is refused', TG_OP, TG_TABLE_NAME USING ERRCODE = '55000';
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER entries_append_only BEFORE UPDATE OR DELETE ON entries FOR EACH ROW EXECUTE FUNCTION refuse_change();
      CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings FOR EACH ROW EXECUTE FUNCTION refuse_change();
    `);

    await db.schema.createTable('payout_numbers', (t) => {
      t.uuid('org_id').primary();
      t.integer('last').notNullable();
    });

    await db.schema.createTable('payouts', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable();
      t.text('seller_id').notNullable();
      t.integer('number').notNullable();
      t.text('bank_account_number').notNullable();
      t.bigInteger('amount').notNullable();
      t.bigInteger('fee').notNullable();
      t.text('currency').notNullable();
      t.text('status').notNullable().defaultTo('pending');
      t.timestamp('approved_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('deleted_at', { useTz: true });
      t.unique(['org_id', 'number']);
      t.index(['org_id', 'seller_id']);
      t.index(['org_id', 'status', 'created_at']);
    });
    await db.raw(`ALTER TABLE payouts ADD CONSTRAINT payouts_status_check CHECK (
      status IN ('pending', 'completed') AND amount > 0 AND fee >= 0 AND fee < amount
      AND ((status = 'completed') = (approved_at IS NOT NULL)))`);

    await db.schema.createTable('adjustments', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable();
      t.text('seller_id').notNullable();
      t.bigInteger('amount').notNullable();
      t.text('details').notNullable();
      t.uuid('posting_id').notNullable().references('postings.id');
      t.text('created_by').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['org_id', 'seller_id']);
    });
    await db.raw(`ALTER TABLE adjustments ADD CONSTRAINT adjustments_check CHECK (amount <> 0 AND char_length(details) BETWEEN 1 AND 400)`);

    await db.schema.createTable('idempotency_keys', (t) => {
      t.uuid('org_id').notNullable();
      t.text('key').notNullable();
      t.text('request_hash').notNullable();
      t.integer('status').notNullable();
      t.jsonb('response').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.primary(['org_id', 'key']);
    });
  },
  async down(db) {
    await db.schema.dropTable('idempotency_keys');
    await db.schema.dropTable('adjustments');
    await db.schema.dropTable('payouts');
    await db.schema.dropTable('payout_numbers');
    await db.schema.dropTable('entries');
    await db.schema.dropTable('postings');
    await db.raw('DROP FUNCTION check_posting_balanced(); DROP FUNCTION refuse_change();');
    await db.schema.dropTable('accounts');
    await db.schema.dropTable('sellers');
  },
};
