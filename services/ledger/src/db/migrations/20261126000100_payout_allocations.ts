import { isolateTenants, shareTenants, type Migration } from '@consign/kit';

/**
 * Which sale credits each approved payout covered (domain/payout-allocation: first in, first out), written in
 * the approval's transaction under the seller's account lock. The trigger is the database's last word: no
 * credit is covered beyond what it credited, no payout beyond its amount.
 */
export const payoutAllocations: Migration = {
  async up(db) {
    await db.raw(`CREATE TABLE payout_allocations (
      org_id uuid NOT NULL,
      payout_id uuid NOT NULL REFERENCES payouts (id),
      posting_id uuid NOT NULL REFERENCES postings (id),
      seller_id text NOT NULL,
      product_id text NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (payout_id, posting_id)
    )`);
    await db.raw('CREATE INDEX payout_allocations_seller ON payout_allocations (org_id, seller_id)');
    await db.raw('CREATE INDEX payout_allocations_posting ON payout_allocations (posting_id)');
    await db.raw(`
      CREATE FUNCTION refuse_overallocation() RETURNS trigger AS $$
      BEGIN
        IF (SELECT SUM(amount) FROM payout_allocations WHERE posting_id = NEW.posting_id) >
           (SELECT SUM(amount) FROM entries WHERE posting_id = NEW.posting_id AND account = 'seller_available') THEN
          RAISE EXCEPTION 'credit % would be paid out beyond its amount', NEW.posting_id USING ERRCODE = '23514';
        END IF;
        IF (SELECT SUM(amount) FROM payout_allocations WHERE payout_id = NEW.payout_id) >
           (SELECT amount FROM payouts WHERE id = NEW.payout_id) THEN
          RAISE EXCEPTION 'payout % would cover more than its amount', NEW.payout_id USING ERRCODE = '23514';
        END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER payout_allocations_bounded AFTER INSERT ON payout_allocations
        FOR EACH ROW EXECUTE FUNCTION refuse_overallocation();
    `);
    await isolateTenants(db, ['payout_allocations']);
  },
  async down(db) {
    await shareTenants(db, ['payout_allocations']);
    await db.raw('DROP TABLE payout_allocations');
    await db.raw('DROP FUNCTION refuse_overallocation()');
  },
};
