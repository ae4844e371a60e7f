import { ensureDatabase, dropDatabase } from '../src/db';
import { useTestInfra } from '../src/testing';

const infra = useTestInfra({
  migrations: [
    {
      '20260101000000_widgets': {
        up: (db) => db.schema.createTable('widgets', (t) => t.text('name').primary()),
        down: (db) => db.schema.dropTable('widgets'),
      },
    },
  ],
});

test('each test file gets its own migrated database', async () => {
  await infra.db('widgets').insert({ name: 'a' });
  const rows = await infra.db('widgets').select('name');
  expect(rows).toEqual([{ name: 'a' }]);
  const [{ current_database }] = (await infra.db.raw('select current_database()')).rows;
  expect(current_database).toBe(infra.database);
});

test('ensureDatabase tolerates processes racing to create the same database', async () => {
  const name = `${infra.database}_race`;
  await Promise.all(Array.from({ length: 5 }, () => ensureDatabase(infra.serverUrl, name)));
  await dropDatabase(infra.serverUrl, name);
});
