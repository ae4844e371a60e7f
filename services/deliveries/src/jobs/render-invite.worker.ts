import { createWorker, runAsOrg, type Db, type Stoppable, type Storage } from '@consign/kit';
import { renderInviteToCache } from '../app/invite';
import { INVITE_QUEUE, type InviteJob } from '../runtime';

/** Renders calendar invites into the cache that GET invite.ics serves. */
export function startInviteWorker(db: Db, storage: Storage, jobs: { redisUrl: string; prefix: string }): Stoppable {
  const worker = createWorker<InviteJob, string>(
    INVITE_QUEUE,
    (job) => runAsOrg(job.data.orgId, () => renderInviteToCache(db, storage, job.data.orgId, job.data.deliveryId)),
    jobs,
  );
  return { stop: () => worker.close() };
}
