import type { Migration } from '@consign/kit';

/** Webhook endpoints of an organization and the log of every delivery to them. */
export const webhooks: Migration = {
  async up(db) {
    await db.schema.createTable('webhook_endpoints', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable();
      t.text('url').notNullable();
      t.text('secret').notNullable();
      t.specificType('event_types', 'text[]').notNullable();
      t.boolean('enabled').notNullable().defaultTo(true);
      t.timestamp('disabled_at', { useTz: true });
      t.timestamp('failing_since', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['org_id']);
    });
    await db.schema.createTable('webhook_deliveries', (t) => {
      t.uuid('id').primary();
      // Order of arrival: deliveries of one aggregate to one endpoint go out in this order.
      t.bigIncrements('seq', { primaryKey: false });
      t.uuid('org_id').notNullable();
      t.uuid('endpoint_id').notNullable().references('webhook_endpoints.id').onDelete('CASCADE');
      t.uuid('event_id').notNullable();
      t.text('event_type').notNullable();
      t.text('aggregate_id').notNullable();
      t.jsonb('payload').notNullable();
      t.text('status').notNullable().defaultTo('queued');
      t.integer('attempts').notNullable().defaultTo(0);
      t.integer('last_status_code');
      t.text('last_error');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('delivered_at', { useTz: true });
      // One delivery per event and endpoint, however often the event arrives.
      t.unique(['endpoint_id', 'event_id']);
      t.index(['endpoint_id', 'aggregate_id', 'seq']);
    });
  },
  async down(db) {
    await db.schema.dropTable('webhook_deliveries');
    await db.schema.dropTable('webhook_endpoints');
  },
};
