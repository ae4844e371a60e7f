import type { Knex } from 'knex';
import type { Client } from 'pg';

/*
 * kit's planned-once statements (`namedStatement`) are prepared once per connection, but Postgres keeps a
 * statement's generic plan only when it does not look costlier than planning each call anew, and a generic plan is
 * costed for an average organization: at the bench's million products of one shop among fifty small ones, the
 * product list's looked costlier, and every bind planned it again (1.2 ms a list, against 0.7 ms of execution).
 * So a named statement runs with plan_cache_mode = force_generic_plan, and every other statement with the
 * server's setting, whose custom plans know the organization and the values (a big shop's report may want another
 * plan than a small shop's). The connection is switched only when the next statement wants the other mode: a
 * `SET` queued before it on the same connection, no wait of its own.
 */

type Mode = 'generic' | 'server';
const MODE = Symbol('consign.planCacheMode');
/** The connection's mode; undefined when unknown (after a rollback). */
type ModalConnection = Client & { [MODE]?: Mode | undefined };
type PooledClient = { acquireConnection(): Promise<ModalConnection> };
type QueryConfig = { text?: unknown; name?: unknown; values?: unknown[] };

const SWITCH: Record<Mode, string> = { generic: 'SET plan_cache_mode = force_generic_plan', server: 'RESET plan_cache_mode' };
/** A setting made inside a transaction or after a savepoint is undone by its rollback: the mode is then unknown. */
const ROLLBACK = /^\s*rollback\b/i;

function wantedMode(config: QueryConfig): Mode | undefined {
  if (config.name) return 'generic';
  // Without parameters a statement has one plan whatever the mode (BEGIN, COMMIT, a DDL).
  return config.values?.length ? 'server' : undefined;
}

function switchPlansOf(conn: ModalConnection): void {
  const query = conn.query.bind(conn) as (...args: unknown[]) => unknown;
  conn[MODE] = 'server';
  conn.query = ((config: unknown, ...rest: unknown[]) => {
    if (typeof config === 'object' && config !== null) {
      const statement = config as QueryConfig;
      const wanted = wantedMode(statement);
      if (wanted && conn[MODE] !== wanted) {
        conn[MODE] = wanted;
        (query(SWITCH[wanted]) as Promise<unknown>).catch(() => {
          // In a failed transaction: the statement after it fails too, and the rollback makes the mode unknown.
          conn[MODE] = undefined;
        });
      }
      if (typeof statement.text === 'string' && ROLLBACK.test(statement.text)) conn[MODE] = undefined;
    } else if (typeof config === 'string' && ROLLBACK.test(config)) {
      conn[MODE] = undefined;
    }
    return query(config, ...rest);
  }) as Client['query'];
}

/** Every connection of the pool runs named statements on generic plans, the rest as the server plans them. */
export function genericPlansForNamedStatements(db: Knex): void {
  const client = db.client as unknown as PooledClient;
  const acquire = client.acquireConnection.bind(client);
  client.acquireConnection = async () => {
    const conn = await acquire();
    if (!(MODE in conn)) switchPlansOf(conn);
    return conn;
  };
}
