import { randomUUID } from 'node:crypto';
import { runtimeRoleOf } from '../config';
import { asSystem, runAsOrg } from '../context';
import { connectDb, pgErrorCode, roleFacts, unisolatedTenantTables } from '../db';
import type { RunningService } from '../service';

export interface IsolationProbe {
  /** Rows of the table a query sees without a tenant (rows of two organizations exist). */
  rowsWithoutTenant: number;
  /** The organizations whose rows organization A sees. */
  organizationsSeenByA: string[];
  /** The SQLSTATE of A inserting a row of B (42501: refused by the policy). */
  insertForB: string;
  runtimeRole: Awaited<ReturnType<typeof roleFacts>>;
  /** Tables with an org_id column but no forced policy. */
  unisolatedTables: string[];
}

/**
 * Checks row-level security of one table of a running service through a pool like the service's own (its
 * runtime role, the caller's scope): rows of two fresh organizations A and B are added as system, read back
 * under each scope, and removed again.
 */
export async function probeTenantIsolation(
  service: RunningService,
  table: string,
  rowFor: (orgId: string) => Record<string, unknown>,
  orgColumn = 'org_id',
): Promise<IsolationProbe & { a: string; b: string }> {
  const { config } = service.deps;
  const db = connectDb({ serverUrl: config.DATABASE_URL, database: config.DB_NAME, role: runtimeRoleOf(config), poolMax: 2 });
  const [a, b] = [randomUUID(), randomUUID()];
  try {
    await asSystem('test fixtures', () => db(table).insert([rowFor(a), rowFor(b)]));
    const probe: IsolationProbe = {
      rowsWithoutTenant: (await db(table).whereIn(orgColumn, [a, b]).select(orgColumn)).length,
      organizationsSeenByA: await runAsOrg(a, () => db(table).whereIn(orgColumn, [a, b]).pluck(orgColumn)),
      insertForB: await runAsOrg(a, () =>
        db(table)
          .insert(rowFor(b))
          .then(
            () => 'inserted',
            (err: unknown) => pgErrorCode(err) ?? String(err),
          ),
      ),
      runtimeRole: await roleFacts(db),
      unisolatedTables: await unisolatedTenantTables(db),
    };
    await asSystem('test fixtures', () => db(table).whereIn(orgColumn, [a, b]).delete());
    return { ...probe, a, b };
  } finally {
    await db.destroy();
  }
}

export interface IsolatedTable {
  table: string;
  /** A valid row of the table for the given organization. */
  rowFor: (orgId: string) => Record<string, unknown>;
  /** The column holding the organization (the id itself for an organizations table). */
  orgColumn?: string;
}

/**
 * Registers one test per table: no tenant sees no rows, organization A sees only its own and cannot write B's,
 * the service runs as a role that cannot step around any of it, and no table with org_id is left unpoliced.
 */
export function testTenantIsolation(service: () => RunningService, tables: IsolatedTable[]): void {
  for (const { table, rowFor, orgColumn } of tables) {
    test(`row-level security of ${table}: no tenant sees no rows, organization A sees only its own and cannot write B's`, async () => {
      const probe = await probeTenantIsolation(service(), table, rowFor, orgColumn);
      expect(probe).toMatchObject({
        rowsWithoutTenant: 0,
        organizationsSeenByA: [probe.a],
        insertForB: '42501',
        runtimeRole: { user: 'consign_app', superuser: false, bypassRls: false, ownedTables: 0 },
        unisolatedTables: [],
      });
    });
  }
}
