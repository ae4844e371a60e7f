import { asSystem, createQueue, createWorker, runAsOrg, type ServiceDeps, type Stoppable } from '@consign/kit';
import { runDailyConsignment } from '../app/daily-consignment';
import type { Config } from '../config';
import { organizationIds } from '../db/replicas.repo';

export const DAILY_CONSIGNMENT_QUEUE = 'catalog-daily-consignment';
const SCHEDULER_ID = 'daily-consignment';
/** Just after midnight in Paris, when the day an item expires on has ended. */
const DAILY_AT = '15 0 * * *';

/**
 * The daily markdowns and expiry actions of every organization. One scheduler id, so every replica upserts the
 * same schedule and the day runs once; a rerun (a retry, a second replica) changes nothing more.
 */
export async function startDailyConsignmentJob({ db, config, log }: ServiceDeps<Config>): Promise<Stoppable> {
  const prefix = `${config.BUS_NAMESPACE}:jobs`;
  const queue = createQueue(DAILY_CONSIGNMENT_QUEUE, { redisUrl: config.REDIS_URL, prefix, defaultJobOptions: { attempts: 3 } });
  await queue.upsertJobScheduler(SCHEDULER_ID, { pattern: DAILY_AT, tz: 'Europe/Paris' }, { name: 'day' });
  const worker = createWorker(
    DAILY_CONSIGNMENT_QUEUE,
    async () => {
      const now = new Date();
      for (const orgId of await asSystem('daily consignment: the list of organizations', () => organizationIds(db))) {
        const result = await runAsOrg(orgId, () => runDailyConsignment(db, orgId, now));
        if (result.markedDown || result.expired) log.info({ orgId, ...result }, 'daily markdowns and expiry actions');
      }
    },
    { redisUrl: config.REDIS_URL, prefix, concurrency: 1 },
  );
  return {
    stop: async () => {
      await worker.close();
      await queue.close();
    },
  };
}
