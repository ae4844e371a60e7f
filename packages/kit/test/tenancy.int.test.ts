import { randomUUID } from 'node:crypto';
import { asSystem, runAsOrg } from '../src/context';
import { connectDb, isolateTenants, pgErrorCode, prepareRuntimeRole, roleFacts, unisolatedTenantTables, type Db } from '../src/db';
import { useTestInfra } from '../src/testing';

const infra = useTestInfra({
  migrations: [
    {
      '20260101000000_notes': {
        async up(db) {
          await db.schema.createTable('notes', (t) => {
            t.uuid('org_id').notNullable();
            t.text('body').notNullable();
          });
          await db.schema.createTable('loose', (t) => {
            t.uuid('org_id').notNullable();
          });
          await isolateTenants(db, ['notes']);
        },
        down: async () => undefined,
      },
    },
  ],
});

const A = randomUUID();
const B = randomUUID();
let app: Db;

beforeAll(async () => {
  await prepareRuntimeRole(infra.db, { name: 'consign_app' });
  // One connection: every scope change below reuses it, so a leak from one checkout to the next would show.
  app = connectDb({ serverUrl: infra.serverUrl, database: infra.database, role: { name: 'consign_app' }, poolMax: 1 });
  await asSystem('test fixtures', () =>
    app('notes').insert([
      { org_id: A, body: 'a1' },
      { org_id: A, body: 'a2' },
      { org_id: B, body: 'b1' },
    ]),
  );
});
afterAll(() => app.destroy());

test('the runtime role is no superuser, cannot bypass RLS and owns no table', async () => {
  expect(await roleFacts(app)).toEqual({ user: 'consign_app', superuser: false, bypassRls: false, ownedTables: 0 });
});

test('without a tenant a query sees no rows, though rows exist', async () => {
  expect(await app('notes').select('body')).toEqual([]);
  expect(await app.transaction((trx) => trx('notes').count<{ count: string }[]>('* as count'))).toEqual([{ count: '0' }]);
});

test("as organization A, B's rows are invisible and writing one is refused", async () => {
  await runAsOrg(A, async () => {
    expect((await app('notes').select('body').orderBy('body')).map((r) => r.body)).toEqual(['a1', 'a2']);
    expect(await app('notes').where({ org_id: B }).update({ body: 'taken' })).toBe(0);
    expect(await app('notes').where({ org_id: B }).delete()).toBe(0);
    const refused = await app('notes')
      .insert({ org_id: B, body: 'smuggled' })
      .then(() => 'inserted', pgErrorCode);
    expect(refused).toBe('42501');
    const moved = await app('notes')
      .where({ body: 'a1' })
      .update({ org_id: B })
      .then(() => 'moved', pgErrorCode);
    expect(moved).toBe('42501');
  });
  expect(await asSystem('test check', () => app('notes').where({ org_id: B }).pluck('body'))).toEqual(['b1']);
});

test('the scope follows each checkout: a transaction keeps it, the next statement does not inherit it', async () => {
  const seen = await runAsOrg(B, () => app.transaction(async (trx) => trx('notes').pluck('body')));
  expect(seen).toEqual(['b1']);
  expect(await app('notes').pluck('body')).toEqual([]);
  expect((await asSystem('test check', () => app('notes').pluck('body'))).sort()).toEqual(['a1', 'a2', 'b1']);
  expect(await app('notes').pluck('body')).toEqual([]);
});

test('the runtime role cannot change the schema or the migration bookkeeping', async () => {
  expect(await app.raw('ALTER TABLE notes DISABLE ROW LEVEL SECURITY').then(() => 'altered', pgErrorCode)).toBe('42501');
  expect(await app.raw('CREATE TABLE mine (id int)').then(() => 'created', pgErrorCode)).toBe('42501');
  expect(
    await app('knex_migrations')
      .select('name')
      .then(() => 'read', pgErrorCode),
  ).toBe('42501');
});

test('a table with org_id but no policy is reported', async () => {
  expect(await unisolatedTenantTables(infra.db)).toEqual(['loose']);
});

test('preparing the role is safe when several processes do it at once', async () => {
  await Promise.all(Array.from({ length: 4 }, () => prepareRuntimeRole(infra.db, { name: 'consign_app' })));
  expect((await roleFacts(app)).superuser).toBe(false);
});
