import { randomUUID } from 'node:crypto';
import { markReplicaDeleted, upsertReplica, withTransaction } from '../src/db';
import { useTestInfra } from '../src/testing';

const infra = useTestInfra({
  migrations: [
    {
      '20260101000000_people': {
        async up(db) {
          await db.schema.createTable('people', (t) => {
            t.uuid('id').primary();
            t.text('name').notNullable();
            t.text('email');
            t.timestamp('deleted_at', { useTz: true });
            t.timestamp('source_updated_at', { useTz: true }).notNullable();
          });
        },
        down: async () => undefined,
      },
    },
  ],
});

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second));
const upsert = (row: { id: string; name?: string; email?: string; source_updated_at: Date }, newRowDefaults?: Record<string, unknown>) =>
  withTransaction(infra.db, (trx) => upsertReplica(trx, 'people', row, newRowDefaults));
const person = (id: string) => infra.db('people').where({ id }).first();

test('a newer version replaces the row; an older one arriving late changes nothing', async () => {
  const id = randomUUID();
  await upsert({ id, name: 'Kari', email: 'kari@example.test', source_updated_at: at(1) });
  await upsert({ id, name: 'Kari Hansen', email: 'kari@example.test', source_updated_at: at(3) });
  await upsert({ id, name: 'Kari (stale)', email: 'old@example.test', source_updated_at: at(2) });
  expect(await person(id)).toMatchObject({ name: 'Kari Hansen', email: 'kari@example.test', source_updated_at: at(3) });
});

test('an event carrying part of the row leaves the rest; defaults fill only a new row', async () => {
  const id = randomUUID();
  await upsert({ id, name: 'Ola', email: 'ola@example.test', source_updated_at: at(1) });
  await upsert({ id, name: 'Ola Nordmann', email: undefined, source_updated_at: at(2) }, { email: 'default@example.test' });
  expect(await person(id)).toMatchObject({ name: 'Ola Nordmann', email: 'ola@example.test' });

  const fresh = randomUUID();
  await upsert({ id: fresh, source_updated_at: at(1) }, { name: 'Unnamed' });
  expect(await person(fresh)).toMatchObject({ name: 'Unnamed', email: null });
});

test('a deletion applies unless a newer version already arrived', async () => {
  const [gone, revived] = [randomUUID(), randomUUID()];
  await upsert({ id: gone, name: 'Gone', source_updated_at: at(1) });
  await upsert({ id: revived, name: 'Revived', source_updated_at: at(5) });
  await withTransaction(infra.db, async (trx) => {
    await markReplicaDeleted(trx, 'people', gone, at(2));
    await markReplicaDeleted(trx, 'people', revived, at(4));
  });
  expect(await person(gone)).toMatchObject({ deleted_at: at(2), source_updated_at: at(2) });
  expect(await person(revived)).toMatchObject({ deleted_at: null, source_updated_at: at(5) });
});
