import type { Migration } from '@consign/kit';

/** Updates (the messages sellers and staff receive), their e-mails, the dev mailbox and e-mail settings. */
export const updates: Migration = {
  async up(db) {
    await db.schema.createTable('updates', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable();
      t.text('seller_id');
      t.text('audience').notNullable();
      t.text('type').notNullable();
      t.text('subject').notNullable();
      t.jsonb('body').notNullable();
      t.jsonb('cta');
      // Files sent with the e-mail (a delivery's calendar invite), kept so a retry sends the same bytes.
      t.jsonb('attachments').notNullable().defaultTo('[]');
      t.text('email_status').notNullable();
      t.text('email_error');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['org_id', 'created_at']);
      t.index(['org_id', 'seller_id']);
    });
    await db.schema.createTable('emails', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable();
      t.uuid('update_id').notNullable().references('updates.id').onDelete('CASCADE');
      t.text('to_address').notNullable();
      t.text('to_name').notNullable().defaultTo('');
      t.text('status').notNullable().defaultTo('queued');
      t.integer('attempts').notNullable().defaultTo(0);
      t.text('last_error');
      t.timestamp('sent_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['update_id']);
    });
    await db.schema.createTable('mailbox', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable();
      t.uuid('email_id').notNullable().unique();
      t.uuid('update_id').notNullable();
      t.text('from_address').notNullable();
      t.text('to_address').notNullable();
      t.text('reply_to');
      t.text('subject').notNullable();
      t.text('html').notNullable();
      t.text('text').notNullable();
      t.jsonb('attachments').notNullable().defaultTo('[]');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['org_id', 'created_at']);
    });
    await db.schema.createTable('email_settings', (t) => {
      t.uuid('org_id').primary();
      t.jsonb('settings').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTable('email_settings');
    await db.schema.dropTable('mailbox');
    await db.schema.dropTable('emails');
    await db.schema.dropTable('updates');
  },
};
