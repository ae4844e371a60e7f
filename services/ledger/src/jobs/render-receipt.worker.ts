import { closeJobs, createWorker, runAsOrg, type ServiceDeps, type Stoppable } from '@consign/kit';
import { renderReceipt } from '../app/payout-receipt';
import type { Config } from '../config';
import { RECEIPTS_QUEUE, receiptJobs, type ReceiptJob } from './receipts';

/** Renders payout receipts into storage, where the receipt route picks them up. */
export function startReceiptWorker(deps: ServiceDeps<Config>): Stoppable {
  const jobs = receiptJobs(deps);
  const worker = createWorker<ReceiptJob>(
    RECEIPTS_QUEUE,
    async (job) => runAsOrg(job.data.orgId, () => renderReceipt(deps.db, jobs.storage, job.data)),
    {
      redisUrl: deps.config.REDIS_URL,
      prefix: jobs.prefix,
    },
  );
  worker.on('failed', (job, err) => deps.log.warn({ payoutId: job?.data.payoutId, err: err.message }, 'receipt not rendered'));
  return { stop: () => closeJobs([worker], [jobs.queue]) };
}
