import { connectDb, namedStatement, type Db } from '../src/db';
import { useTestInfra } from '../src/testing';

const infra = useTestInfra({ migrations: [] });

// One connection, so every statement of a test runs on the same session.
let db: Db;
beforeAll(() => {
  db = connectDb({ serverUrl: infra.serverUrl, database: infra.database, poolMax: 1 });
});
afterAll(() => db.destroy());

const MODE_SQL = "SELECT current_setting('plan_cache_mode') AS mode, ?::int AS n";
const named = async () =>
  (await db.raw<{ rows: { mode: string }[] }>(MODE_SQL, [1]).options(namedStatement(MODE_SQL, 'mode'))).rows[0]!.mode;
const unnamed = async () => (await db.raw<{ rows: { mode: string }[] }>(MODE_SQL, [1])).rows[0]!.mode;

test('a named statement runs on generic plans, any other statement with the server setting, on the same connection', async () => {
  expect(await unnamed()).toBe('auto');
  expect(await named()).toBe('force_generic_plan');
  expect(await named()).toBe('force_generic_plan');
  expect(await unnamed()).toBe('auto');
  expect(await named()).toBe('force_generic_plan');
});

test('after a rollback, which undoes a setting made in its transaction, each statement still gets its mode', async () => {
  expect(await named()).toBe('force_generic_plan');
  await db
    .transaction(async (trx) => {
      // The switch to the server setting is made inside the transaction; the rollback undoes it.
      expect((await trx.raw<{ rows: { mode: string }[] }>(MODE_SQL, [1])).rows[0]!.mode).toBe('auto');
      throw new Error('roll back');
    })
    .catch(() => undefined);
  expect(await unnamed()).toBe('auto');
  expect(await named()).toBe('force_generic_plan');
});

test('a named statement whose generic plan looks costlier than a custom one is still planned once', async () => {
  await db.raw('CREATE TABLE skewed (org int NOT NULL, n int NOT NULL)');
  // One organization holds almost every row: a custom plan knows it, the generic plan costs an average one.
  await db.raw('INSERT INTO skewed SELECT CASE WHEN i % 100 = 0 THEN i % 7 ELSE 1 END, i FROM generate_series(1, 20000) i');
  await db.raw('CREATE INDEX skewed_org ON skewed (org, n)');
  await db.raw('ANALYZE skewed');
  const sql = 'SELECT count(*) FROM (SELECT n FROM skewed WHERE org = ? ORDER BY n DESC LIMIT 50) s';
  for (let i = 0; i < 8; i++) await db.raw(sql, [1]).options(namedStatement(sql, 'skewed'));
  const { rows } = await db.raw<{ rows: { generic_plans: string; custom_plans: string }[] }>(
    'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = ?',
    [namedStatement(sql, 'skewed').name],
  );
  expect(rows.map((r) => [Number(r.generic_plans), Number(r.custom_plans)])).toEqual([[8, 0]]);
});
