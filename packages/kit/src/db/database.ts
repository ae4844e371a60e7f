import knex, { type Knex } from 'knex';
import { Client } from 'pg';

export type { Knex };
export type Db = Knex;
export type Trx = Knex.Transaction;

/** The connection string of `database` on the server that `serverUrl` names. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates the database when missing; safe when several processes race to create it. */
export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount) return;
    await client.query(`CREATE DATABASE "${database}"`).catch((err: { code?: string }) => {
      // 42P04 duplicate_database, 23505 unique_violation: another process created it first.
      if (err.code !== '42P04' && err.code !== '23505') throw err;
    });
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export interface DbOptions {
  serverUrl: string;
  database: string;
  poolMax?: number;
}

export async function createDb(opts: DbOptions): Promise<Db> {
  await ensureDatabase(opts.serverUrl, opts.database);
  return knex({
    client: 'pg',
    connection: databaseUrl(opts.serverUrl, opts.database),
    pool: { min: 0, max: opts.poolMax ?? 10 },
    acquireConnectionTimeout: 10_000,
  });
}

/** The one way a use case opens a transaction. */
export function withTransaction<T>(db: Db, fn: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

/** The SQLSTATE of a Postgres error (23505 duplicate key, 23P01 overlap, 40001 serialization), if any. */
export function pgErrorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : undefined;
}
