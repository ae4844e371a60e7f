import { consume, type ServiceDefinition } from '@consign/kit';
import { configSchema, type Config } from './config';
import { migrations } from './db/migrations';
import { handleProductEvent, productContracts } from './events/catalog-product.handler';
import { handleStoreEvent, storeContracts } from './events/catalog-store.handler';
import { identityReplicas } from './events/identity.handler';
import { calendarRoutes } from './http/calendar.routes';
import { deliveryRoutes } from './http/deliveries.routes';
import { storeConfigRoutes } from './http/store-configs.routes';
import { startExpiryWorker } from './jobs/expire-reservation.worker';
import { startInviteWorker } from './jobs/render-invite.worker';
import { runtimeOf } from './runtime';

export const deliveriesService: ServiceDefinition<Config> = {
  name: 'deliveries',
  defaultPort: 8083,
  configSchema,
  migrations,
  routes(app, deps) {
    const { context } = runtimeOf(deps);
    // Fixed paths first: /deliveries/stores would otherwise be read as a delivery id.
    storeConfigRoutes(app, { db: deps.db, dates: context.dates, verify: deps.verify });
    calendarRoutes(app, { db: deps.db, dates: context.dates, verify: deps.verify });
    deliveryRoutes(app, { ctx: context, verify: deps.verify });
  },
  background: async (deps) => {
    const { db, bus, log } = deps;
    const runtime = runtimeOf(deps);
    // Stopped in reverse order: workers first, then consumers, then the queues the routes add to.
    return [
      runtime,
      await consume({ db, bus, log, group: 'deliveries.catalog', contracts: storeContracts, handle: handleStoreEvent }),
      await consume({ db, bus, log, group: 'deliveries.catalog-products', contracts: productContracts, handle: handleProductEvent }),
      await consume({ db, bus, log, group: 'deliveries.identity', ...identityReplicas }),
      startExpiryWorker(db, log, runtime.jobs),
      startInviteWorker(db, runtime.context.storage, runtime.jobs),
    ];
  },
};
