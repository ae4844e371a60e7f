import type { Migration } from '@consign/kit';

/**
 * Issue 23: the language a person reads, their own choice (profile); null when they made none, and then their
 * organization's default (config.language) decides, else their browser's. Only the languages we speak.
 */
export const userLanguage: Migration = {
  async up(db) {
    await db.schema.alterTable('users', (t) => {
      t.text('language').nullable();
      t.check("language IN ('en', 'nb')", undefined, 'users_language_known');
    });
  },
  async down(db) {
    await db.schema.alterTable('users', (t) => {
      t.dropChecks('users_language_known');
      t.dropColumn('language');
    });
  },
};
