import type { Migration } from '@consign/kit';

/**
 * Ending access before it expires. `token_version` goes into every access token; raising it (account deleted,
 * password changed, log out everywhere) makes every service refuse the older tokens (kit/auth/revocation).
 * And one live password-reset link per account: a newer link or a reset ends the others.
 */
export const accessRevocation: Migration = {
  async up(db) {
    await db.schema.alterTable('users', (t) => {
      t.integer('token_version').notNullable().defaultTo(0);
    });
    // Links issued before this rule: only the newest of each account stays usable.
    await db.raw(`
      UPDATE one_time_tokens t SET used_at = now()
      WHERE t.purpose = 'reset' AND t.used_at IS NULL
        AND EXISTS (SELECT 1 FROM one_time_tokens n
                    WHERE n.user_id = t.user_id AND n.purpose = 'reset' AND n.used_at IS NULL
                      AND (n.created_at, n.id) > (t.created_at, t.id))`);
    await db.raw(
      `CREATE UNIQUE INDEX one_time_tokens_one_live_reset ON one_time_tokens (user_id) WHERE purpose = 'reset' AND used_at IS NULL`,
    );
  },
  async down(db) {
    await db.raw('DROP INDEX one_time_tokens_one_live_reset');
    await db.schema.alterTable('users', (t) => {
      t.dropColumn('token_version');
    });
  },
};
