import { randomUUID } from 'node:crypto';
import {
  AppError,
  MESSAGES,
  storeCreateSchema,
  storeCreated,
  storeDeleted,
  storeUpdateSchema,
  storeUpdated,
  type StoreView,
} from '@consign/contracts';
import { parseInput, parsePatch, publishEvents, withTransaction, type AccessClaims, type Db, type Trx } from '@consign/kit';
import { insertStore, lockStore, softDeleteStore, updateStore, type StoreRow } from '../db/stores.repo';
import { toStoreView } from '../domain/store-view';

const notFound = () => AppError.notFound(MESSAGES.stores.notFound);
const isId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

async function announce(trx: Trx, row: StoreRow, event: typeof storeCreated | typeof storeUpdated): Promise<StoreView> {
  const view = toStoreView(row);
  await publishEvents(trx, [event.create({ source: 'catalog', orgId: row.org_id, aggregateId: row.id, data: view })]);
  return view;
}

export async function createStore(db: Db, auth: AccessClaims, input: unknown): Promise<StoreView> {
  const data = parseInput(storeCreateSchema, input);
  return withTransaction(db, async (trx) =>
    announce(trx, await insertStore(trx, { id: randomUUID(), org_id: auth.org, ...data }), storeCreated),
  );
}

export async function changeStore(db: Db, auth: AccessClaims, id: string, input: unknown): Promise<StoreView> {
  const patch = parsePatch(storeUpdateSchema, input);
  if (!isId(id)) throw notFound();
  return withTransaction(db, async (trx) => {
    if (!(await lockStore(trx, auth.org, id))) throw notFound();
    return announce(trx, await updateStore(trx, auth.org, id, patch), storeUpdated);
  });
}

/** Soft delete: products keep pointing at the store they were in. */
export async function removeStore(db: Db, auth: AccessClaims, id: string): Promise<void> {
  if (!isId(id)) throw notFound();
  await withTransaction(db, async (trx) => {
    if (!(await lockStore(trx, auth.org, id))) throw notFound();
    await softDeleteStore(trx, auth.org, id);
    await publishEvents(trx, [storeDeleted.create({ source: 'catalog', orgId: auth.org, aggregateId: id, data: { id } })]);
  });
}
