import path from 'node:path';
import type { Language } from '@consign/contracts';
import { createFsStorage, createQueue, type ServiceDeps, type Storage } from '@consign/kit';
import type { Queue } from 'bullmq';
import type { Config } from '../config';

export const RECEIPTS_QUEUE = 'ledger-receipts';

export interface ReceiptJob {
  orgId: string;
  payoutId: string;
  currency: string;
  /** The language the request asked for (issue 23); absent in a job queued before it: English. */
  language?: Language;
}

/** The receipt queue and the storage the route and the worker share; one set per running service. */
export interface ReceiptJobs {
  queue: Queue<ReceiptJob>;
  storage: Storage;
  prefix: string;
}

const byDeps = new WeakMap<object, ReceiptJobs>();

export function receiptJobs(deps: ServiceDeps<Config>): ReceiptJobs {
  const known = byDeps.get(deps);
  if (known) return known;
  const prefix = `${deps.config.BUS_NAMESPACE}:ledger`;
  const jobs: ReceiptJobs = {
    queue: createQueue<ReceiptJob>(RECEIPTS_QUEUE, { redisUrl: deps.config.REDIS_URL, prefix, defaultJobOptions: { attempts: 3 } }),
    storage: createFsStorage(path.resolve(deps.config.DATA_DIR, 'storage')),
    prefix,
  };
  byDeps.set(deps, jobs);
  return jobs;
}
