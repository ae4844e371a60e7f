import { closeJobs, createQueue, type ServiceDeps } from '@consign/kit';
import type { Queue } from 'bullmq';
import type { Config } from '../config';

export const QUEUES = { emails: 'notifications-emails', webhooks: 'notifications-webhooks' } as const;

export interface EmailJob {
  emailId: string;
}
export interface WebhookJob {
  deliveryId: string;
}

/** The queues routes, handlers and workers share; one set per running service. */
export interface NotificationQueues {
  emails: Queue<EmailJob>;
  webhooks: Queue<WebhookJob>;
  prefix: string;
  close(): Promise<void>;
}

const byDeps = new WeakMap<object, NotificationQueues>();

export function jobPrefix(config: Config): string {
  return `${config.BUS_NAMESPACE}:notifications`;
}

export function notificationQueues(deps: ServiceDeps<Config>): NotificationQueues {
  const known = byDeps.get(deps);
  if (known) return known;
  const { config } = deps;
  const base = { redisUrl: config.REDIS_URL, prefix: jobPrefix(config) };
  const emails = createQueue<EmailJob>(QUEUES.emails, {
    ...base,
    defaultJobOptions: { attempts: config.EMAIL_ATTEMPTS, backoff: { type: 'exponential', delay: config.EMAIL_BACKOFF_MS } },
  });
  const webhooks = createQueue<WebhookJob>(QUEUES.webhooks, {
    ...base,
    defaultJobOptions: { attempts: config.WEBHOOK_ATTEMPTS, backoff: { type: 'custom' } },
  });
  const queues: NotificationQueues = {
    emails,
    webhooks,
    prefix: base.prefix,
    close: () => closeJobs([], [emails, webhooks] as Queue[]),
  };
  byDeps.set(deps, queues);
  return queues;
}
