import type { Trx } from './database';

const reads = new WeakMap<Trx, Map<string, Promise<unknown>>>();

/**
 * A read made once per transaction and shared by everything in it. A batch of events is handled in one
 * transaction, and each event asked for the same organization, settings or endpoints: at 200 sales a second
 * that was most of notifications' queries. Only for rows the transaction itself does not change.
 */
export function oncePerTransaction<T>(trx: Trx, key: string, read: () => Promise<T>): Promise<T> {
  let cache = reads.get(trx);
  if (!cache) reads.set(trx, (cache = new Map()));
  let value = cache.get(key) as Promise<T> | undefined;
  if (!value) cache.set(key, (value = read()));
  return value;
}
