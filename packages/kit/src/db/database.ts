import knex, { type Knex } from 'knex';
import { Client } from 'pg';
import { applyTenantOnCheckout, type RuntimeRole, type ScopeSource } from './tenancy';
import { readTimestamptzFast } from './timestamps';
import { genericPlansForNamedStatements } from './generic-plans';

export type { Knex };
export type Db = Knex;
export type Trx = Knex.Transaction;

/** The connection string of `database` on the server that `serverUrl` names, as `role` when given. */
export function databaseUrl(serverUrl: string, database: string, role?: RuntimeRole): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  if (role) {
    url.username = encodeURIComponent(role.name);
    url.password = role.password ? encodeURIComponent(role.password) : '';
  }
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
  /** Connect as this role instead of the server URL's user (a service's runtime pool). */
  role?: RuntimeRole;
  /** Where each checkout reads its tenant; the request's, consumer's or job's scope unless a caller fixes one. */
  scope?: ScopeSource;
}

/** A pool on an existing database; every connection it hands out carries the caller's tenant scope. */
export function connectDb(opts: DbOptions): Db {
  readTimestamptzFast();
  const db = knex({
    client: 'pg',
    connection: databaseUrl(opts.serverUrl, opts.database, opts.role),
    pool: { min: 0, max: opts.poolMax ?? 10 },
    acquireConnectionTimeout: 10_000,
  });
  applyTenantOnCheckout(db, opts.scope);
  genericPlansForNamedStatements(db);
  pools.set(db.client.config as object, db);
  return db;
}

// A transaction's client is a copy that shares its pool's config object: the way back to the pool.
const pools = new WeakMap<object, Db>();

/** The pool a transaction of connectDb's runs on, for work that must wait until it has committed. */
export function poolOf(trx: Trx): Db | undefined {
  return pools.get(trx.client.config as object);
}

/**
 * Runs `run` on the transaction's pool once its outermost transaction has committed (not after a rollback).
 * False when the transaction is not connectDb's: the caller then does its work inside the transaction.
 */
export function afterCommit(trx: Trx, run: (pool: Db) => void): boolean {
  const pool = poolOf(trx);
  if (!pool) return false;
  let outermost = trx;
  while (outermost.parentTransaction) outermost = outermost.parentTransaction;
  outermost.executionPromise.then(
    () => run(pool),
    () => undefined,
  );
  return true;
}

/** Creates the database when missing, then connects to it. */
export async function createDb(opts: DbOptions): Promise<Db> {
  await ensureDatabase(opts.serverUrl, opts.database);
  return connectDb(opts);
}

/** The one way a use case opens a transaction. */
export function withTransaction<T>(db: Db, fn: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

/** The SQLSTATE of a Postgres error (23505 duplicate key, 23P01 overlap, 40001 serialization), if any. */
export function pgErrorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : undefined;
}
