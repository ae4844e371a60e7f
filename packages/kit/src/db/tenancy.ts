import type { Knex } from 'knex';
import { escapeIdentifier, escapeLiteral, type Client } from 'pg';
import { currentTenant, type TenantScope } from '../context';

/**
 * Tenant isolation in the database, under the application's own `org_id` filters:
 * - a service's runtime pool connects as a role that owns nothing, is no superuser and cannot bypass RLS
 *   (`prepareRuntimeRole`); migrations keep running as the owner from DATABASE_URL;
 * - every tenant table has FORCE'd row-level security with two policies (`isolateTenants`): rows of the
 *   organization in `app.org_id`, or every row while `app.system` is on;
 * - every connection the pool hands out first gets the caller's scope (`applyTenantOnCheckout`), so a
 *   transaction or a single statement always runs as the organization, the system, or nobody (no rows).
 */

export interface RuntimeRole {
  name: string;
  /** Only where the server asks for one; local Postgres trusts loopback. */
  password?: string;
}

/** Where a pool reads the scope of a checkout. */
export type ScopeSource = () => TenantScope | undefined;

const ORG_SETTING = 'app.org_id';
const SYSTEM_SETTING = 'app.system';
const APPLIED = Symbol('consign.tenantScope');

type ScopedConnection = Client & { [APPLIED]?: string };
type PooledClient = { acquireConnection(): Promise<ScopedConnection>; releaseConnection(c: ScopedConnection): Promise<unknown> };

function settingsOf(scope: TenantScope | undefined): [orgId: string, system: string] {
  if (!scope) return ['', ''];
  return scope.kind === 'org' ? [scope.orgId, ''] : ['', 'on'];
}

/**
 * Sets the scope on each connection as it leaves the pool. Every transaction and every single statement
 * checks a connection out, so the scope holds for exactly that unit of work, and a connection never keeps
 * a previous checkout's tenant. The settings are session-level (is_local false) on purpose: knex runs a
 * single statement outside a transaction, where a transaction-local setting would end before the statement
 * runs; wrapping each statement in BEGIN/COMMIT instead costs three round trips where this costs at most one.
 * The round trip is skipped when the connection already carries the scope (only this hook writes it).
 */
export function applyTenantOnCheckout(db: Knex, source: ScopeSource = currentTenant): void {
  const client = db.client as unknown as PooledClient;
  const acquire = client.acquireConnection.bind(client);
  client.acquireConnection = async () => {
    // Read before waiting for the pool: the caller's scope, whatever context the pool resolves in.
    const [orgId, system] = settingsOf(source());
    const conn = await acquire();
    const key = `${orgId}|${system}`;
    if (conn[APPLIED] === key) return conn;
    try {
      await conn.query('SELECT set_config($1, $2, false), set_config($3, $4, false)', [ORG_SETTING, orgId, SYSTEM_SETTING, system]);
    } catch (err) {
      delete conn[APPLIED];
      await client.releaseConnection(conn);
      throw err;
    }
    conn[APPLIED] = key;
    return conn;
  };
}

/** The tenant of the current scope as the policies read it (for tests and diagnostics). */
export async function currentSettings(db: Knex | Knex.Transaction): Promise<{ orgId: string; system: string }> {
  const { rows } = await db.raw<{ rows: { org_id: string | null; system: string | null }[] }>(
    `SELECT current_setting('${ORG_SETTING}', true) AS org_id, current_setting('${SYSTEM_SETTING}', true) AS system`,
  );
  return { orgId: rows[0]?.org_id ?? '', system: rows[0]?.system ?? '' };
}

const ROLE_LOCK = 'consign_runtime_role';

/**
 * Creates the runtime role when missing (race-safe: replicas and test files start at once) and grants it
 * data access on this database only: DML on tables, sequences for identity columns, nothing on the
 * migration bookkeeping, no DDL. Refuses to run when an existing role of that name is too powerful.
 * Run as the owner, after the migrations.
 */
export async function prepareRuntimeRole(owner: Knex, role: RuntimeRole): Promise<void> {
  const name = escapeIdentifier(role.name);
  const existing = await owner.raw<{ rows: { rolsuper: boolean; rolbypassrls: boolean; rolcreaterole: boolean; rolcreatedb: boolean }[] }>(
    'SELECT rolsuper, rolbypassrls, rolcreaterole, rolcreatedb FROM pg_roles WHERE rolname = ?',
    [role.name],
  );
  const found = existing.rows[0];
  if (!found) {
    const password = role.password ? ` PASSWORD ${escapeLiteral(role.password)}` : '';
    await owner
      .raw(`CREATE ROLE ${name} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT${password}`)
      .catch((err: { code?: string }) => {
        // 42710 duplicate_object, 23505 unique_violation: another process created it first.
        if (err.code !== '42710' && err.code !== '23505') throw err;
      });
  } else if (found.rolsuper || found.rolbypassrls || found.rolcreaterole || found.rolcreatedb) {
    throw new Error(`Database role ${role.name} must be NOSUPERUSER NOBYPASSRLS NOCREATEROLE NOCREATEDB to serve requests`);
  }
  await owner.transaction(async (trx) => {
    // Two replicas granting on the same tables at once fail with "tuple concurrently updated".
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [ROLE_LOCK]);
    await trx.raw(`GRANT USAGE ON SCHEMA public TO ${name}`);
    await trx.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${name}`);
    await trx.raw(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${name}`);
    await trx.raw(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${name}`);
    await trx.raw(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${name}`);
    await trx.raw(`REVOKE ALL ON knex_migrations, knex_migrations_lock FROM ${name}`);
    await trx.raw(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO ${name}`);
  });
}

/**
 * The organization of the current scope in SQL, NULL without one. A sub-select, so Postgres reads the setting
 * once per statement, not once per row.
 */
export const CURRENT_ORG_SQL = `(SELECT nullif(current_setting('${ORG_SETTING}', true), '')::uuid)`;

/** Policy expressions. */
const ORG_MATCHES = (column: string) => `${escapeIdentifier(column)} = ${CURRENT_ORG_SQL}`;
const SYSTEM_ON = `(SELECT current_setting('${SYSTEM_SETTING}', true) = 'on')`;

/**
 * For a migration: FORCE'd row-level security on each table, keyed by its organization column (`org_id`
 * unless given, e.g. `id` on an organizations table). FORCE makes the table owner obey it too; superusers
 * still bypass it, which is why services do not run as one.
 */
export async function isolateTenants(db: Knex, tables: Record<string, string> | string[]): Promise<void> {
  const entries = Array.isArray(tables) ? tables.map((t) => [t, 'org_id'] as const) : Object.entries(tables);
  for (const [table, column] of entries) {
    const t = escapeIdentifier(table);
    await db.raw(`ALTER TABLE ${t} ENABLE ROW LEVEL SECURITY`);
    await db.raw(`ALTER TABLE ${t} FORCE ROW LEVEL SECURITY`);
    await db.raw(`CREATE POLICY tenant_isolation ON ${t} USING (${ORG_MATCHES(column)}) WITH CHECK (${ORG_MATCHES(column)})`);
    await db.raw(`CREATE POLICY system_access ON ${t} USING (${SYSTEM_ON}) WITH CHECK (${SYSTEM_ON})`);
  }
}

/** The migration's down. */
export async function shareTenants(db: Knex, tables: Record<string, string> | string[]): Promise<void> {
  for (const table of Array.isArray(tables) ? tables : Object.keys(tables)) {
    const t = escapeIdentifier(table);
    await db.raw(`DROP POLICY IF EXISTS tenant_isolation ON ${t}`);
    await db.raw(`DROP POLICY IF EXISTS system_access ON ${t}`);
    await db.raw(`ALTER TABLE ${t} NO FORCE ROW LEVEL SECURITY`);
    await db.raw(`ALTER TABLE ${t} DISABLE ROW LEVEL SECURITY`);
  }
}

/** Tables with an `org_id` column but no forced row-level security: a test keeps this list empty. */
export async function unisolatedTenantTables(db: Knex): Promise<string[]> {
  const { rows } = await db.raw<{ rows: { table: string }[] }>(
    `SELECT c.relname AS table FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'org_id' AND NOT a.attisdropped
     WHERE c.relkind IN ('r', 'p') AND NOT (c.relrowsecurity AND c.relforcerowsecurity)
     ORDER BY 1`,
  );
  return rows.map((r) => r.table);
}

/** What the runtime role may do on this database (for tests): superuser, BYPASSRLS, and the tables it owns. */
export async function roleFacts(db: Knex): Promise<{ user: string; superuser: boolean; bypassRls: boolean; ownedTables: number }> {
  const { rows } = await db.raw<{ rows: { user: string; superuser: boolean; bypass: boolean; owned: string }[] }>(
    `SELECT current_user AS user, r.rolsuper AS superuser, r.rolbypassrls AS bypass,
            (SELECT count(*) FROM pg_class c WHERE c.relowner = r.oid) AS owned
     FROM pg_roles r WHERE r.rolname = current_user`,
  );
  const row = rows[0]!;
  return { user: row.user, superuser: row.superuser, bypassRls: row.bypass, ownedTables: Number(row.owned) };
}

export interface TenantFunction {
  name: string;
  /** The argument list as in CREATE FUNCTION, e.g. `q tsquery, lim integer`. */
  args: string;
  /** e.g. `TABLE (id uuid, created_at timestamptz)`. */
  returns: string;
  /** One SQL query; it must filter its table on CURRENT_ORG_SQL. */
  body: string;
  /** Planner settings for the body alone, e.g. `{ enable_seqscan: 'off' }` where only the index makes sense. */
  settings?: Record<string, string>;
  /**
   * Other bodies for some arguments: the first case whose `when` (a condition on the arguments) holds answers
   * instead of `body`. Each body is planned on its own, so it can leave out, as constants, the arguments its case
   * does not use: a generic plan of one body for every case checks every case's conditions on every row it reads.
   */
  cases?: { when: string; body: string }[];
  /**
   * A SQL-language body, planned again at every call: only for a migration's down that restores a function as
   * it was before migration 20261204000100 of catalog and identity.
   */
  plannedEachCall?: true;
}

/**
 * The function's language and body. A SQL-language function that runs as its owner is never inlined, and
 * Postgres plans its body at every call, with the arguments unknown: 0.3-0.8 ms a call for a seller search,
 * more than the search itself. As PL/pgSQL it keeps that same plan for the connection (`force_generic_plan`: the
 * plan for unknown arguments, as before, not one for the first arguments it is called with). A name that is both
 * an argument and a column means the column, as in SQL functions.
 */
function languageAndBody(fn: TenantFunction): { language: string; settings: Record<string, string>; body: string } {
  if (fn.plannedEachCall) {
    if (fn.cases?.length) throw new Error(`${fn.name}: a function planned at each call has one body`);
    return { language: 'sql', settings: {}, body: fn.body };
  }
  const returnsRows = /^\s*(TABLE|SETOF)\b/i.test(fn.returns);
  const answer = (body: string) => (returnsRows ? `RETURN QUERY ${body};` : `RETURN (${body});`);
  const cases = (fn.cases ?? []).map((c, i) => `${i === 0 ? 'IF' : 'ELSIF'} ${c.when} THEN ${answer(c.body)}`);
  return {
    language: 'plpgsql',
    settings: { plan_cache_mode: 'force_generic_plan' },
    body: `#variable_conflict use_column
      BEGIN ${cases.length ? `${cases.join(' ')} ELSE ${answer(fn.body)} END IF;` : answer(fn.body)} END`,
  };
}

/**
 * For a migration: a function of one query that reads the current organization's rows through indexes that row-level
 * security keeps out of reach. Under RLS, Postgres uses a condition as an index condition ahead of the policy
 * only when its operator is leakproof. Full-text match (@@), pg_trgm's similarity operators and ILIKE are
 * not leakproof, so under RLS every search reads the whole table: 257 ms instead of 12 ms at 100,000 products.
 * The function runs as its owner, the migrating role. That role is a superuser, so the policy does not apply
 * inside the function, and the body must filter on the tenant itself: it has to use CURRENT_ORG_SQL, and this
 * is checked here. Without an organization in scope, CURRENT_ORG_SQL is NULL and the function returns
 * nothing. Only the runtime role may execute it. If the owner is not a superuser, the policy still applies
 * inside: the answers stay the same, only slower.
 */
export async function createTenantFunction(db: Knex, fn: TenantFunction): Promise<void> {
  if (![fn.body, ...(fn.cases ?? []).map((c) => c.body)].every((body) => body.includes(CURRENT_ORG_SQL)))
    throw new Error(`${fn.name}: a tenant function must filter on CURRENT_ORG_SQL`);
  const { language, settings: own, body } = languageAndBody(fn);
  const settings = Object.entries({ ...fn.settings, ...own })
    .map(([name, value]) => ` SET ${escapeIdentifier(name)} = ${escapeLiteral(value)}`)
    .join('');
  await db.raw(
    `CREATE OR REPLACE FUNCTION ${fn.name}(${fn.args}) RETURNS ${fn.returns}
     LANGUAGE ${language} STABLE SECURITY DEFINER SET search_path = public, pg_temp${settings} AS $fn$ ${body} $fn$`,
  );
  await db.raw(`REVOKE ALL ON FUNCTION ${fn.name}(${fn.args}) FROM PUBLIC`);
}

/** The migration's down. */
export async function dropTenantFunction(db: Knex, fn: Pick<TenantFunction, 'name' | 'args'>): Promise<void> {
  await db.raw(`DROP FUNCTION IF EXISTS ${fn.name}(${fn.args})`);
}
