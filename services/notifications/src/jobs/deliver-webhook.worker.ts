import { createWorker, runAsOrg, type ServiceDeps, type Stoppable } from '@consign/kit';
import { deliverWebhook } from '../app/deliver-webhook';
import { deliveryOrganization } from '../db/webhooks.repo';
import type { Config } from '../config';
import { webhookBackoff } from '../domain/webhook-signature';
import { QUEUES, jobPrefix, type NotificationQueues, type WebhookJob } from './queues';
import { whenVisible } from './visibility';

/**
 * POSTs webhook deliveries. One job at a time per process keeps each aggregate's events in order (a
 * delivery waits for the older ones of its aggregate); retries double from WEBHOOK_BACKOFF_MS up to
 * WEBHOOK_BACKOFF_MAX_MS, and an endpoint failing for WEBHOOK_DISABLE_AFTER_MS is switched off.
 */
export function startWebhookWorker({ db, config, log }: ServiceDeps<Config>, queues: NotificationQueues): Stoppable {
  const worker = createWorker<WebhookJob>(
    QUEUES.webhooks,
    (job, token) =>
      whenVisible(job, token, async () => {
        const orgId = await deliveryOrganization(db, job.data.deliveryId);
        const deliver = () =>
          deliverWebhook(db, job.data.deliveryId, {
            queues,
            allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
            timeoutMs: config.WEBHOOK_TIMEOUT_MS,
            disableAfterMs: config.WEBHOOK_DISABLE_AFTER_MS,
            publicUrl: config.PUBLIC_URL,
            finalAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
          });
        // No row yet (its transaction has not committed): without a tenant deliverWebhook finds none and waits.
        await (orgId ? runAsOrg(orgId, deliver) : deliver());
      }),
    {
      redisUrl: config.REDIS_URL,
      prefix: jobPrefix(config),
      concurrency: 1,
      lockDuration: config.JOB_LOCK_MS,
      stalledInterval: config.JOB_LOCK_MS,
      settings: {
        backoffStrategy: (attemptsMade: number) => webhookBackoff(attemptsMade, config.WEBHOOK_BACKOFF_MS, config.WEBHOOK_BACKOFF_MAX_MS),
      },
    },
  );
  worker.on('failed', (job, err) =>
    log.warn({ deliveryId: job?.data.deliveryId, attempt: job?.attemptsMade, err: err.message }, 'webhook not delivered'),
  );
  return { stop: () => worker.close() };
}
