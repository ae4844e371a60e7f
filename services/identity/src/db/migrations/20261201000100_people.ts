import type { Migration } from '@consign/kit';

/**
 * Issue 25, one person in many shops. A person is an e-mail and a password; each `users` row is one of their
 * memberships (one organization, one role, its own token version and sessions). Not a tenant table: a person
 * belongs to no organization and is found by e-mail before any is known. Every live account becomes a person
 * of its own (the person takes the account's id, so the backfill needs no mapping); accounts deleted before
 * keep no person.
 */
export const people: Migration = {
  async up(db) {
    await db.schema.createTable('people', (t) => {
      t.uuid('id').primary();
      t.text('email').notNullable();
      t.text('password_hash');
      // The membership sign-in lands in (set by sign-in, switching and accepting an invite).
      t.uuid('last_user_id');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      // Set when their last membership ends: the e-mail is free again and the password gone.
      t.timestamp('deleted_at', { useTz: true });
    });
    // Sign-in is by e-mail alone, so one live person per address.
    await db.raw('CREATE UNIQUE INDEX people_email ON people (lower(email)) WHERE deleted_at IS NULL');
    await db.raw(`INSERT INTO people (id, email, password_hash, last_user_id, created_at, updated_at)
                  SELECT id, email, password_hash, id, created_at, updated_at FROM users WHERE deleted_at IS NULL`);
    await db.schema.alterTable('users', (t) => {
      t.uuid('person_id').references('people.id');
    });
    await db.raw('UPDATE users SET person_id = id WHERE deleted_at IS NULL');
    await db.raw('ALTER TABLE users ADD CONSTRAINT users_live_person CHECK (deleted_at IS NOT NULL OR person_id IS NOT NULL)');
    // One membership per person and organization; the e-mail is unique per person now, not per account.
    await db.raw('DROP INDEX users_email');
    await db.raw('CREATE UNIQUE INDEX users_person_org ON users (person_id, org_id) WHERE deleted_at IS NULL');
    await db.raw('CREATE INDEX users_person ON users (person_id)');
    await db.schema.alterTable('users', (t) => {
      t.dropColumn('password_hash');
    });
  },
  async down(db) {
    await db.schema.alterTable('users', (t) => {
      t.text('password_hash');
    });
    await db.raw('UPDATE users u SET password_hash = p.password_hash FROM people p WHERE p.id = u.person_id');
    // A person in several organizations had one account per membership: only the newest keeps the e-mail.
    await db.raw(`UPDATE users u SET deleted_at = now() WHERE u.deleted_at IS NULL AND EXISTS (
                    SELECT 1 FROM users n WHERE n.person_id = u.person_id AND n.deleted_at IS NULL
                      AND (n.created_at, n.id) > (u.created_at, u.id))`);
    await db.raw('DROP INDEX users_person');
    await db.raw('DROP INDEX users_person_org');
    await db.raw('CREATE UNIQUE INDEX users_email ON users (lower(email)) WHERE deleted_at IS NULL');
    await db.raw('ALTER TABLE users DROP CONSTRAINT users_live_person');
    await db.schema.alterTable('users', (t) => {
      t.dropColumn('person_id');
    });
    await db.schema.dropTable('people');
  },
};
