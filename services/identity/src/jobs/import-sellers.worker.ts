import { runAsOrg, createQueue, createWorker, readCsv, type Db, type Stoppable } from '@consign/kit';
import type { ImportResult } from '@consign/contracts';
import type { Config } from '../config';
import { importSellers } from '../app/import-sellers';

export const IMPORT_SELLERS_QUEUE = 'import-sellers';

export interface ImportSellersJob {
  orgId: string;
  /** The file as uploaded (base64): the worker reads it as the route did. */
  csv: string;
  mapping?: Record<string, string>;
}

export type ImportSellersQueue = ReturnType<typeof createQueue<ImportSellersJob>>;

const queues = new Map<string, ImportSellersQueue>();
const prefixOf = (config: Pick<Config, 'BUS_NAMESPACE'>) => `${config.BUS_NAMESPACE}:jobs`;
const keyOf = (config: Pick<Config, 'REDIS_URL' | 'BUS_NAMESPACE'>) => `${config.REDIS_URL}|${prefixOf(config)}`;

/** The import queue of this service instance (one per Redis prefix; tests run several instances in a process). */
export function importSellersQueue(config: Pick<Config, 'REDIS_URL' | 'BUS_NAMESPACE'>): ImportSellersQueue {
  const key = keyOf(config);
  if (!queues.has(key))
    queues.set(
      key,
      createQueue<ImportSellersJob>(IMPORT_SELLERS_QUEUE, {
        redisUrl: config.REDIS_URL,
        prefix: prefixOf(config),
        // A retry is safe (the same file twice changes nothing), and the screen polls the result for an hour.
        defaultJobOptions: { attempts: 3, removeOnComplete: { age: 3600 }, removeOnFail: { age: 3600 } },
      }),
    );
  return queues.get(key)!;
}

/** Runs imports as their organization, reporting progress per page of rows. */
export function startImportSellersWorker(db: Db, config: Config): Stoppable {
  const worker = createWorker<ImportSellersJob, ImportResult>(
    IMPORT_SELLERS_QUEUE,
    (job) =>
      runAsOrg(job.data.orgId, () =>
        importSellers(db, job.data.orgId, readCsv(Buffer.from(job.data.csv, 'base64')), {
          dryRun: false,
          mapping: job.data.mapping,
          onProgress: (percent) => job.updateProgress(percent),
        }),
      ),
    { redisUrl: config.REDIS_URL, prefix: prefixOf(config), concurrency: 1 },
  );
  return {
    async stop() {
      await worker.close();
      await queues.get(keyOf(config))?.close();
      queues.delete(keyOf(config));
    },
  };
}
