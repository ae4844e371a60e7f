import { createWorker, runAsOrg, type Db, type Logger, type Stoppable } from '@consign/kit';
import { expireDelivery } from '../app/expire-delivery';
import { EXPIRY_QUEUE, type ExpiryJob } from '../runtime';

/** Ends abandoned pending reservations when their delayed job comes due. */
export function startExpiryWorker(db: Db, log: Logger, jobs: { redisUrl: string; prefix: string }): Stoppable {
  const worker = createWorker<ExpiryJob, string>(
    EXPIRY_QUEUE,
    async (job) => {
      const outcome = await runAsOrg(job.data.orgId, () => expireDelivery(db, job.data.orgId, job.data.deliveryId));
      log.debug({ deliveryId: job.data.deliveryId, outcome }, 'reservation expiry');
      return outcome;
    },
    jobs,
  );
  return { stop: () => worker.close() };
}
