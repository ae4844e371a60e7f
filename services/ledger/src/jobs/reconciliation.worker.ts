import { asSystem, createQueue, createWorker, runAsOrg, type ServiceDeps, type Stoppable } from '@consign/kit';
import type { SoldProductsSource } from '../app/catalog-sold-products';
import { reconcileSales } from '../app/reconcile-sales';
import type { Config } from '../config';
import { knownOrganizations } from '../db/reconciliation.repo';
import { mismatchCount } from '../domain/reconciliation';

export const RECONCILIATION_QUEUE = 'ledger-reconciliation';
const SCHEDULER_ID = 'sales-reconciliation';

/**
 * A repeatable job (RECONCILIATION_EVERY_MS) that reconciles every organization's sales and so keeps
 * consign_ledger_reconciliation_mismatches current without anyone opening the endpoint. An organization that
 * could not be checked fails the job with the reason; the others are still checked.
 */
export async function startReconciliationJob(deps: ServiceDeps<Config>, catalog: SoldProductsSource): Promise<Stoppable> {
  const { db, config, log } = deps;
  const prefix = `${config.BUS_NAMESPACE}:ledger`;
  const queue = createQueue(RECONCILIATION_QUEUE, { redisUrl: config.REDIS_URL, prefix, defaultJobOptions: { attempts: 1 } });
  // One scheduler id: every replica upserts the same schedule, so each round runs once, not once per process.
  await queue.upsertJobScheduler(SCHEDULER_ID, { every: config.RECONCILIATION_EVERY_MS }, { name: 'reconcile' });
  const worker = createWorker(
    RECONCILIATION_QUEUE,
    async () => {
      const failures: string[] = [];
      for (const org of await asSystem('sales reconciliation: the list of organizations', () => knownOrganizations(db))) {
        try {
          const mismatches = mismatchCount(await runAsOrg(org.id, () => reconcileSales(db, catalog, org)));
          if (mismatches) log.warn({ org: org.slug, mismatches }, 'sales reconciliation found mismatches');
        } catch (err) {
          failures.push(`${org.slug}: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
      if (failures.length) throw new Error(`reconciliation not done for ${failures.join('; ')}`);
    },
    { redisUrl: config.REDIS_URL, prefix, concurrency: 1 },
  );
  worker.on('failed', (_job, err) => log.warn({ err: err.message }, 'sales reconciliation failed'));
  return {
    stop: async () => {
      await worker.close();
      await queue.close();
    },
  };
}
