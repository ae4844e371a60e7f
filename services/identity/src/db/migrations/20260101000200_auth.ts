import type { Migration } from '@consign/kit';

/** Users, their sessions and one-time links, the token signing keys, and per-organization sequences. */
export const auth: Migration = {
  async up(db) {
    await db.schema.createTable('signing_keys', (t) => {
      t.text('kid').primary();
      t.jsonb('private_jwk').notNullable();
      t.jsonb('public_jwk').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('retired_at', { useTz: true });
    });
    await db.schema.createTable('org_sequences', (t) => {
      t.uuid('org_id').notNullable().references('organizations.id');
      t.text('name').notNullable();
      t.bigInteger('value').notNullable();
      t.primary(['org_id', 'name']);
    });
    await db.schema.createTable('sellers', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable().references('organizations.id');
      t.integer('account_number').notNullable();
      t.text('first_name').notNullable();
      t.text('last_name').notNullable();
      t.text('email').notNullable();
      t.text('phone');
      t.text('bank_account_number');
      t.timestamp('terms_accepted_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('deleted_at', { useTz: true });
      t.unique(['org_id', 'account_number']);
    });
    await db.schema.createTable('users', (t) => {
      t.uuid('id').primary();
      t.uuid('org_id').notNullable().references('organizations.id');
      t.text('email').notNullable();
      t.text('password_hash');
      t.text('role').notNullable();
      t.uuid('seller_id').references('sellers.id');
      t.text('first_name');
      t.text('last_name');
      t.text('phone');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('deleted_at', { useTz: true });
    });
    await db.raw(`ALTER TABLE users ADD CONSTRAINT users_role CHECK (role IN ('coworker', 'seller'))`);
    await db.raw(`ALTER TABLE users ADD CONSTRAINT users_seller CHECK ((role = 'seller') = (seller_id IS NOT NULL))`);
    // Sign-in is by e-mail alone, so one live account per address.
    await db.raw('CREATE UNIQUE INDEX users_email ON users (lower(email)) WHERE deleted_at IS NULL');
    await db.schema.createTable('refresh_tokens', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable().references('users.id');
      // Every token rotated from one sign-in shares a family: reuse of a rotated token revokes it all.
      t.uuid('family_id').notNullable();
      t.text('token_hash').notNullable().unique();
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('rotated_at', { useTz: true });
      t.timestamp('revoked_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['family_id']);
    });
    await db.schema.createTable('one_time_tokens', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable().references('users.id');
      t.text('purpose').notNullable();
      t.text('token_hash').notNullable().unique();
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('used_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    for (const table of ['one_time_tokens', 'refresh_tokens', 'users', 'sellers', 'org_sequences', 'signing_keys'])
      await db.schema.dropTable(table);
  },
};
