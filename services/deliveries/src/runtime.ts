import path from 'node:path';
import { closeJobs, createFsStorage, createQueue, type ServiceDeps, type Storage, type Stoppable } from '@consign/kit';
import type { DeliveriesContext } from './app/context';
import { DatesCache } from './app/dates-cache';
import type { Config } from './config';

export const EXPIRY_QUEUE = 'delivery-expiry';
export const INVITE_QUEUE = 'delivery-invites';

export interface ExpiryJob {
  orgId: string;
  deliveryId: string;
}
export type InviteJob = ExpiryJob;

export interface DeliveriesRuntime {
  context: DeliveriesContext & { storage: Storage; waitMs: number };
  jobs: { redisUrl: string; prefix: string };
  stop: Stoppable['stop'];
}

const runtimes = new WeakMap<object, DeliveriesRuntime>();

/** One set of queues and one storage per running service, shared by its routes and its workers. */
export function runtimeOf(deps: ServiceDeps<Config>): DeliveriesRuntime {
  const existing = runtimes.get(deps);
  if (existing) return existing;
  const jobs = { redisUrl: deps.config.REDIS_URL, prefix: `${deps.config.BUS_NAMESPACE}-deliveries` };
  const expiry = createQueue<ExpiryJob>(EXPIRY_QUEUE, jobs);
  const invites = createQueue<InviteJob>(INVITE_QUEUE, jobs);
  const runtime: DeliveriesRuntime = {
    jobs,
    context: {
      db: deps.db,
      dates: new DatesCache(deps.config.DATES_CACHE_MS),
      reservationTtlSeconds: deps.config.RESERVATION_TTL_SECONDS,
      storage: createFsStorage(path.resolve(deps.config.DATA_DIR, 'storage')),
      waitMs: deps.config.INVITE_WAIT_MS,
      async scheduleExpiry(orgId, deliveryId, expiresAt) {
        // A second late keeps the job from running before Postgres' clock agrees the reservation lapsed.
        const delay = Math.max(0, expiresAt.getTime() - Date.now()) + 1000;
        await expiry.add('expire', { orgId, deliveryId }, { delay, jobId: `expire-${deliveryId}` });
      },
      async renderInvite(orgId, deliveryId, cacheName) {
        // The jobId joins concurrent asks for one version; a finished job is dropped so a lost file can be rendered again.
        const jobId = `invite-${cacheName.replace(/\.ics$/, '')}`;
        await invites.add('render', { orgId, deliveryId }, { jobId, removeOnComplete: true });
      },
    },
    stop: () => closeJobs([], [expiry, invites]),
  };
  runtimes.set(deps, runtime);
  return runtime;
}
