import { asSystem, createQueue, createWorker, runAsOrg, type ServiceDeps, type Stoppable } from '@consign/kit';
import type { SaleOutcomeSource } from '../app/catalog-sale-outcomes';
import { settleDebit } from '../app/store-credit-debits';
import type { Config } from '../config';
import { pendingDebits } from '../db/store-credit.repo';

export const DEBIT_SETTLEMENT_QUEUE = 'ledger-store-credit-debits';
const SCHEDULER_ID = 'settle-store-credit-debits';
/** Debits settled per round; the rest wait for the next. */
const BATCH = 200;

/**
 * A repeatable job (DEBIT_SETTLE_EVERY_MS) that settles the store-credit debits still pending after
 * DEBIT_SETTLE_AFTER_MS: it asks catalog for each sale's outcome and confirms or reverses. catalog cancels a
 * failed sale's debit itself at once; this is for the sales whose process died, or whose cancel got lost.
 */
export async function startDebitSettlementJob(deps: ServiceDeps<Config>, catalog: SaleOutcomeSource): Promise<Stoppable> {
  const { db, config, log } = deps;
  const prefix = `${config.BUS_NAMESPACE}:ledger`;
  const queue = createQueue(DEBIT_SETTLEMENT_QUEUE, { redisUrl: config.REDIS_URL, prefix, defaultJobOptions: { attempts: 1 } });
  await queue.upsertJobScheduler(SCHEDULER_ID, { every: config.DEBIT_SETTLE_EVERY_MS }, { name: 'settle' });
  const worker = createWorker(
    DEBIT_SETTLEMENT_QUEUE,
    async () => {
      const pending = await asSystem('store credit debits: the pending ones', () => pendingDebits(db, config.DEBIT_SETTLE_AFTER_MS, BATCH));
      const failures: string[] = [];
      for (const debit of pending) {
        try {
          const outcome = await catalog(debit.org_id, debit.sale_id);
          const status = await runAsOrg(debit.org_id, () => settleDebit(db, debit.org_id, debit.sale_id, outcome));
          log.info({ saleId: debit.sale_id, outcome, status }, 'store credit debit settled');
        } catch (err) {
          failures.push(`${debit.sale_id}: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
      if (failures.length) throw new Error(`store credit debits not settled: ${failures.join('; ')}`);
    },
    { redisUrl: config.REDIS_URL, prefix, concurrency: 1 },
  );
  worker.on('failed', (_job, err) => log.warn({ err: err.message }, 'store credit debit settlement failed'));
  return {
    stop: async () => {
      await worker.close();
      await queue.close();
    },
  };
}
