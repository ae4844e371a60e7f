import { asSystem, createWorker, type ServiceDeps, type Stoppable } from '@consign/kit';
import { notifyExpiringProducts } from '../app/notify-expiring-products';
import type { Config } from '../config';
import { QUEUES, jobPrefix, type NotificationQueues } from './queues';

export const EXPIRY_SCHEDULER_ID = 'daily-expiry-scan';

/** A daily repeatable job (EXPIRY_SCAN_CRON, Europe/Paris) that tells sellers about products close to expiry. */
export async function startExpiryScan({ db, config, log }: ServiceDeps<Config>, queues: NotificationQueues): Promise<Stoppable> {
  // One scheduler id: every instance upserts the same schedule, so the scan runs once a day, not once per process.
  await queues.expiry.upsertJobScheduler(EXPIRY_SCHEDULER_ID, { pattern: config.EXPIRY_SCAN_CRON, tz: 'Europe/Paris' }, { name: 'scan' });
  const worker = createWorker(
    QUEUES.expiry,
    async () => {
      const count = await asSystem('daily expiry scan: products of every organization', () =>
        notifyExpiringProducts(db, queues, { days: config.EXPIRY_NOTICE_DAYS, publicUrl: config.PUBLIC_URL }),
      );
      log.info({ count }, 'expiry notices sent');
    },
    { redisUrl: config.REDIS_URL, prefix: jobPrefix(config), concurrency: 1, lockDuration: config.JOB_LOCK_MS },
  );
  return { stop: () => worker.close() };
}
