import type { Migration } from '@consign/kit';

/**
 * The reader's language (issue 23). The replicas keep the seller's own choice and the organization's default
 * (null: none); an update keeps the language it is written in and its texts in the other languages; an e-mail
 * the language of its recipient.
 */
export const languages: Migration = {
  async up(db) {
    await db.schema.alterTable('organizations', (t) => {
      t.text('language');
    });
    await db.schema.alterTable('sellers', (t) => {
      t.text('language');
    });
    await db.schema.alterTable('updates', (t) => {
      t.text('language').notNullable().defaultTo('en');
      t.jsonb('translations').notNullable().defaultTo('{}');
    });
    await db.schema.alterTable('emails', (t) => {
      t.text('language').notNullable().defaultTo('en');
    });
  },
  async down(db) {
    await db.schema.alterTable('emails', (t) => {
      t.dropColumn('language');
    });
    await db.schema.alterTable('updates', (t) => {
      t.dropColumn('translations');
      t.dropColumn('language');
    });
    await db.schema.alterTable('sellers', (t) => {
      t.dropColumn('language');
    });
    await db.schema.alterTable('organizations', (t) => {
      t.dropColumn('language');
    });
  },
};
