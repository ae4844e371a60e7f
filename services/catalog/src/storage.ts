import path from 'node:path';
import { createFsStorage, type Storage } from '@consign/kit';
import type { Config } from './config';

const stores = new Map<string, Storage>();

/** Product images and rendered labels, under the data folder; one instance per folder for routes and workers. */
export function catalogStorage(config: Pick<Config, 'DATA_DIR'>): Storage {
  const root = path.resolve(config.DATA_DIR, 'storage');
  if (!stores.has(root)) stores.set(root, createFsStorage(root));
  return stores.get(root)!;
}
