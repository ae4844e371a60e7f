import { randomUUID } from 'node:crypto';
import { asSystem, runAsOrg } from '../src/context';
import { CURRENT_ORG_SQL, connectDb, createTenantFunction, isolateTenants, prepareRuntimeRole, type Db } from '../src/db';
import { useTestInfra } from '../src/testing';

const DOCS_CONTAINING = {
  name: 'docs_containing',
  args: 'q text',
  returns: 'SETOF text',
  body: `SELECT d.body FROM docs d WHERE d.org_id = ${CURRENT_ORG_SQL} AND d.body ILIKE q ORDER BY d.body`,
};

const infra = useTestInfra({
  migrations: [
    {
      '20260101000000_docs': {
        async up(db) {
          await db.schema.createTable('docs', (t) => {
            t.uuid('org_id').notNullable();
            t.text('body').notNullable();
          });
          await isolateTenants(db, ['docs']);
          await createTenantFunction(db, DOCS_CONTAINING);
        },
        down: async () => undefined,
      },
    },
  ],
});

const A = randomUUID();
const B = randomUUID();
let app: Db;
const search = async (q: string) =>
  (await app.raw<{ rows: { body: string }[] }>('SELECT docs_containing(?) AS body', [q])).rows.map((r) => r.body);

beforeAll(async () => {
  await prepareRuntimeRole(infra.db, { name: 'consign_app' });
  app = connectDb({ serverUrl: infra.serverUrl, database: infra.database, role: { name: 'consign_app' }, poolMax: 1 });
  await asSystem('test fixtures', () =>
    app('docs').insert([
      { org_id: A, body: 'wool coat' },
      { org_id: A, body: 'wool scarf' },
      { org_id: B, body: 'wool hat' },
    ]),
  );
});
afterAll(() => app.destroy());

test("a tenant function answers with the current organization's rows only", async () => {
  expect(await runAsOrg(A, () => search('%wool%'))).toEqual(['wool coat', 'wool scarf']);
  expect(await runAsOrg(B, () => search('%wool%'))).toEqual(['wool hat']);
});

test('without an organization in scope it answers nothing, system work included', async () => {
  expect(await search('%wool%')).toEqual([]);
  expect(await asSystem('test check', () => search('%wool%'))).toEqual([]);
});

test('only the runtime role may execute it, not PUBLIC', async () => {
  const { rows } = await infra.db.raw<{ rows: { acl: string; app: boolean }[] }>(
    `SELECT proacl::text AS acl, has_function_privilege('consign_app', 'docs_containing(text)', 'EXECUTE') AS app
       FROM pg_proc WHERE proname = 'docs_containing'`,
  );
  expect(rows[0]!.app).toBe(true);
  expect(rows[0]!.acl).not.toMatch(/[{,]=X/);
});

test('a body that does not filter on the current organization is refused', async () => {
  await expect(
    createTenantFunction(infra.db, { ...DOCS_CONTAINING, name: 'docs_everywhere', body: 'SELECT d.body FROM docs d WHERE d.body ILIKE q' }),
  ).rejects.toThrow('docs_everywhere: a tenant function must filter on CURRENT_ORG_SQL');
});
