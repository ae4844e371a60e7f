import type { Migration } from '@consign/kit';

/**
 * The calendar reads the live deliveries of a store over its whole bookable range (thousands at a busy
 * store). A btree on (store_id, at) over the rows that hold their slot, carrying what the read needs,
 * answers it with an index-only scan already in start order, where the GiST of the exclusion constraint
 * returns them unordered. The scan needs a lower bound on `at`: a delivery holds at most its slot length
 * plus buffer (8 h + 4 h by the store config's limits), and the check makes that bound the database's.
 */
export const busyRanges: Migration = {
  async up(db) {
    await db.raw(`ALTER TABLE deliveries ADD CONSTRAINT deliveries_span_check CHECK (ends_at <= at + interval '12 hours')`);
    await db.raw(`CREATE INDEX deliveries_busy ON deliveries (store_id, at) INCLUDE (ends_at, status, expires_at)
      WHERE status IN ('pending', 'confirmed', 'completed') AND NOT deleted`);
  },
  async down(db) {
    await db.raw('DROP INDEX deliveries_busy');
    await db.raw('ALTER TABLE deliveries DROP CONSTRAINT deliveries_span_check');
  },
};
