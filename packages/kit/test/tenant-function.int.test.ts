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

// A scalar function, with an argument named as a column: the column is meant, as in a SQL function.
const DOCS_COUNT = {
  name: 'docs_count',
  args: 'q text, body text',
  returns: 'bigint',
  body: `SELECT count(*) FROM docs d WHERE d.org_id = ${CURRENT_ORG_SQL} AND body ILIKE q`,
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
          await createTenantFunction(db, DOCS_COUNT);
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

test('a scalar one too, and a name that is an argument and a column means the column, as in SQL', async () => {
  const count = async (q: string) => (await app.raw<{ rows: { n: string }[] }>("SELECT docs_count(?, 'no body') AS n", [q])).rows[0]!.n;
  expect(await runAsOrg(A, () => count('%wool%'))).toBe('2');
  expect(await runAsOrg(B, () => count('%coat%'))).toBe('0');
});

test("its body is planned once per connection: PL/pgSQL keeping the generic plan (a SQL function's body is planned at every call)", async () => {
  const { rows } = await infra.db.raw<{ rows: { name: string; language: string; config: string[] }[] }>(
    `SELECT p.proname AS name, l.lanname AS language, p.proconfig AS config
       FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang WHERE p.proname IN ('docs_containing', 'docs_count') ORDER BY 1`,
  );
  expect(rows).toEqual([
    { name: 'docs_containing', language: 'plpgsql', config: expect.arrayContaining(['plan_cache_mode=force_generic_plan']) },
    { name: 'docs_count', language: 'plpgsql', config: expect.arrayContaining(['plan_cache_mode=force_generic_plan']) },
  ]);
});

test("a migration's down can restore a function planned at each call", async () => {
  await createTenantFunction(infra.db, { ...DOCS_COUNT, name: 'docs_count_each_call', plannedEachCall: true });
  const { rows } = await infra.db.raw<{ rows: { language: string }[] }>(
    `SELECT l.lanname AS language FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang WHERE p.proname = 'docs_count_each_call'`,
  );
  expect(rows[0]!.language).toBe('sql');
  await infra.db.raw('GRANT EXECUTE ON FUNCTION docs_count_each_call(text, text) TO consign_app');
  expect((await runAsOrg(A, () => app.raw<{ rows: { n: string }[] }>("SELECT docs_count_each_call('%wool%', 'x') AS n"))).rows[0]!.n).toBe(
    '2',
  );
});

test('a function with cases answers from the first case whose condition holds, else from its body; a scalar one too', async () => {
  await createTenantFunction(infra.db, {
    ...DOCS_CONTAINING,
    name: 'docs_by_case',
    args: 'q text, exact boolean',
    cases: [
      { when: 'q IS NULL', body: `SELECT d.body FROM docs d WHERE d.org_id = ${CURRENT_ORG_SQL} AND false` },
      { when: 'exact', body: `SELECT d.body FROM docs d WHERE d.org_id = ${CURRENT_ORG_SQL} AND d.body = q` },
    ],
  });
  await createTenantFunction(infra.db, {
    ...DOCS_COUNT,
    name: 'docs_count_by_case',
    args: 'q text, exact boolean',
    cases: [{ when: 'exact', body: `SELECT count(*) FROM docs d WHERE d.org_id = ${CURRENT_ORG_SQL} AND d.body = q` }],
  });
  await prepareRuntimeRole(infra.db, { name: 'consign_app' });
  const found = async (q: string | null, exact: boolean) =>
    (await app.raw<{ rows: { body: string }[] }>('SELECT docs_by_case(?, ?) AS body', [q, exact])).rows.map((r) => r.body);
  const counted = async (q: string, exact: boolean) =>
    (await app.raw<{ rows: { n: string }[] }>('SELECT docs_count_by_case(?, ?) AS n', [q, exact])).rows[0]!.n;
  await runAsOrg(A, async () => {
    expect(await found('%wool%', false)).toEqual(['wool coat', 'wool scarf']);
    expect(await found('wool coat', true)).toEqual(['wool coat']);
    expect(await found('%wool%', true)).toEqual([]);
    expect(await found(null, false)).toEqual([]);
    expect(await counted('%wool%', false)).toBe('2');
    expect(await counted('wool coat', true)).toBe('1');
  });
  await expect(
    createTenantFunction(infra.db, {
      ...DOCS_CONTAINING,
      name: 'docs_case_everywhere',
      cases: [{ when: 'true', body: 'SELECT d.body FROM docs d' }],
    }),
  ).rejects.toThrow('docs_case_everywhere: a tenant function must filter on CURRENT_ORG_SQL');
});
