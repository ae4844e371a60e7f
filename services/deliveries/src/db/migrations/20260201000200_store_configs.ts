import type { Migration } from '@consign/kit';

/** A store's delivery configuration, owned here and keyed by catalog's store id. */
export const storeConfigs: Migration = {
  async up(db) {
    await db.schema.createTable('store_configs', (t) => {
      t.uuid('store_id').primary();
      t.uuid('org_id').notNullable();
      t.boolean('enabled').notNullable().defaultTo(false);
      // Null means "not set": the calendar uses the default length (SPEC §9).
      t.integer('slot_length');
      t.integer('slot_buffer').notNullable().defaultTo(0);
      t.jsonb('schedule').notNullable().defaultTo('{}');
      t.date('schedule_end_date');
      t.specificType('excluded_dates', 'date[]').notNullable().defaultTo('{}');
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['org_id']);
    });
  },
  async down(db) {
    await db.schema.dropTable('store_configs');
  },
};
