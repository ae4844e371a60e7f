import type { Migration } from '@consign/kit';

/**
 * Deliveries, and the invariant that matters: two deliveries holding overlapping time at one store cannot
 * both exist. The exclusion constraint covers rows that hold their slot (pending, confirmed, completed; not
 * deleted). An exclusion constraint cannot mention now(), so a pending row past `expires_at` keeps holding
 * its range in the index until something ends it: the expiry job does, and every reservation or reschedule
 * first ends (in its own transaction, with a delivery.expired event) the lapsed pending rows overlapping
 * the range it wants. Availability reads skip lapsed rows at once, so a crashed browser never holds a slot
 * beyond its expiry, and the database still has the last word on every write.
 */
export const deliveries: Migration = {
  async up(db) {
    await db.raw('CREATE EXTENSION IF NOT EXISTS btree_gist');
    await db.schema.createTable('deliveries', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable();
      t.uuid('store_id').notNullable();
      t.uuid('seller_id').notNullable();
      t.timestamp('at', { useTz: true }).notNullable();
      t.timestamp('ends_at', { useTz: true }).notNullable();
      t.text('status').notNullable();
      t.boolean('deleted').notNullable().defaultTo(false);
      t.timestamp('expires_at', { useTz: true });
      // Calendar invites: grows on reschedule and cancellation.
      t.integer('sequence').notNullable().defaultTo(0);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['org_id', 'seller_id', 'at']);
      t.index(['org_id', 'store_id', 'at']);
    });
    await db.raw(`ALTER TABLE deliveries ADD CONSTRAINT deliveries_status_check
      CHECK (status IN ('pending', 'confirmed', 'cancelled', 'completed') AND ends_at > at)`);
    await db.raw(`ALTER TABLE deliveries ADD CONSTRAINT deliveries_no_overlap
      EXCLUDE USING gist (store_id WITH =, tstzrange(at, ends_at, '[)') WITH &&)
      WHERE (status IN ('pending', 'confirmed', 'completed') AND NOT deleted)`);
    await db.schema.createTable('idempotency_keys', (t) => {
      t.uuid('org_id').notNullable();
      t.text('key').notNullable();
      t.text('request_hash').notNullable();
      t.integer('status_code');
      t.jsonb('response');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.primary(['org_id', 'key']);
    });
  },
  async down(db) {
    await db.schema.dropTable('idempotency_keys');
    await db.schema.dropTable('deliveries');
  },
};
