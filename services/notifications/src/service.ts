import { WEBHOOK_EVENT_CONTRACTS } from '@consign/contracts';
import { consume, type ServiceDefinition } from '@consign/kit';
import { configSchema, type Config } from './config';
import { migrations } from './db/migrations';
import { replicas } from './events/replicas.handler';
import { handleUpdateEvent, updateContracts } from './events/updates.handler';
import { handleWebhookFanout } from './events/webhook-fanout.handler';
import { emailRoutes } from './http/emails.routes';
import { updateRoutes } from './http/updates.routes';
import { webhookRoutes } from './http/webhooks.routes';
import { startEmailWorker } from './jobs/send-email.worker';
import { startWebhookWorker } from './jobs/deliver-webhook.worker';
import { notificationQueues } from './jobs/queues';

export const notificationsService: ServiceDefinition<Config> = {
  name: 'notifications',
  defaultPort: 8085,
  configSchema,
  migrations,
  routes(app, deps) {
    const { db, verify, config } = deps;
    updateRoutes(app, { db, verify, queues: notificationQueues(deps) });
    emailRoutes(app, { db, verify, publicUrl: config.PUBLIC_URL });
    webhookRoutes(app, { db, verify, allowPrivate: config.WEBHOOK_ALLOW_PRIVATE });
  },
  async background(deps) {
    const { db, bus, log, config } = deps;
    const queues = notificationQueues(deps);
    const ctx = { config, queues };
    // Queues close last: workers and consumers stop first (they are stopped in reverse order). The consumers
    // take a batch of events in one transaction: each sale reaches all three, beside the ledger's credits.
    return [
      { stop: () => queues.close() },
      startEmailWorker(deps),
      startWebhookWorker(deps, queues),
      await consume({ db, bus, log, group: 'notifications.replicas', ...replicas, inBatches: true }),
      await consume({
        db,
        bus,
        log,
        group: 'notifications.updates',
        contracts: updateContracts,
        handle: handleUpdateEvent(ctx),
        inBatches: true,
      }),
      await consume({
        db,
        bus,
        log,
        group: 'notifications.webhooks',
        contracts: WEBHOOK_EVENT_CONTRACTS,
        handle: handleWebhookFanout(queues),
        inBatches: true,
      }),
    ];
  },
};
