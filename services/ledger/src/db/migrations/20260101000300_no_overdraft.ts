import type { Migration } from '@consign/kit';

/**
 * The database's last word on overdrafts: a seller's available credits may fall below zero only in a
 * transaction that said so (`SET LOCAL ledger.allow_negative = 'on'`): an adjustment the user confirmed
 * with the 'Negative Balance Warning', or a sale taken back. The application checks first, with the
 * friendly message; this refuses whatever slips past it.
 */
export const noOverdraft: Migration = {
  async up(db) {
    await db.raw(`
      CREATE FUNCTION refuse_overdraft() RETURNS trigger AS $$
      BEGIN
        IF NEW.available < 0 AND NEW.available < OLD.available
           AND COALESCE(current_setting('ledger.allow_negative', true), '') <> 'on' THEN
          RAISE EXCEPTION 'seller % would be overdrawn (available %)', NEW.seller_id, NEW.available USING ERRCODE = '23514';
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER accounts_no_overdraft BEFORE UPDATE ON accounts FOR EACH ROW EXECUTE FUNCTION refuse_overdraft();
    `);
  },
  async down(db) {
    await db.raw('DROP TRIGGER accounts_no_overdraft ON accounts; DROP FUNCTION refuse_overdraft();');
  },
};
