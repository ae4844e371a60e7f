import type { MigrationList } from '../db';

/** The outbox and inbox tables every service has, migrated before the service's own tables. */
export const eventsMigrations: MigrationList = {
  '20260101000001_outbox': {
    async up(db) {
      await db.schema.createTable('outbox', (t) => {
        t.bigIncrements('seq').primary();
        t.uuid('id').notNullable().unique();
        // The ordering key (the aggregate id): events of one segment are published in seq order.
        t.text('segment').notNullable();
        t.text('type').notNullable();
        t.text('topic').notNullable();
        t.jsonb('payload').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.integer('attempts').notNullable().defaultTo(0);
        t.text('last_error');
        // A lease while a relay publishes it, and the not-before time after a failed attempt.
        t.timestamp('locked_until', { useTz: true });
        t.timestamp('published_at', { useTz: true });
        // Set after too many failed publish attempts: the outbox's dead-letter marker.
        t.timestamp('abandoned_at', { useTz: true });
      });
      await db.raw('CREATE INDEX outbox_pending ON outbox (seq) WHERE published_at IS NULL AND abandoned_at IS NULL');
      await db.raw('CREATE INDEX outbox_pending_segment ON outbox (segment, seq) WHERE published_at IS NULL AND abandoned_at IS NULL');
    },
    async down(db) {
      await db.schema.dropTable('outbox');
    },
  },
  '20260101000002_inbox': {
    async up(db) {
      await db.schema.createTable('inbox', (t) => {
        t.text('consumer').notNullable();
        t.uuid('event_id').notNullable();
        t.text('type').notNullable();
        t.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.primary(['consumer', 'event_id']);
      });
    },
    async down(db) {
      await db.schema.dropTable('inbox');
    },
  },
  // The claim's blocking rows (leased, or waiting out a backoff) without reading the backlog, nor the published rows.
  '20261127000001_outbox_leased': {
    async up(db) {
      await db.raw(
        'CREATE INDEX outbox_leased ON outbox (locked_until) WHERE published_at IS NULL AND abandoned_at IS NULL AND locked_until IS NOT NULL',
      );
    },
    async down(db) {
      await db.raw('DROP INDEX outbox_leased');
    },
  },
};
