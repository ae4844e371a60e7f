import { consume, type ServiceDefinition } from '@consign/kit';
import { embedderFor } from './app/image-embedder';
import { configSchema, type Config } from './config';
import { migrations } from './db/migrations';
import { deliveryConfigContracts, handleDeliveryConfigEvent } from './events/delivery-config.handler';
import { identityReplicas } from './events/identity.handler';
import { insightRoutes } from './http/insights.routes';
import { mediaRoutes } from './http/media.routes';
import { productRoutes } from './http/products.routes';
import { soldProductRoutes } from './http/sold-products.routes';
import { storeRoutes } from './http/stores.routes';
import { labelsQueue, startLabelsWorker } from './jobs/render-labels.worker';
import { catalogStorage } from './storage';

export const catalogService: ServiceDefinition<Config> = {
  name: 'catalog',
  defaultPort: 8082,
  configSchema,
  migrations,
  routes(app, { db, verify, config }) {
    const storage = catalogStorage(config);
    const secret = config.SIGNING_SECRET;
    storeRoutes(app, { db, verify });
    // Before the product routes: /products/image/:name and /products/classify would match /products/:id/:sku.
    mediaRoutes(app, { db, verify, storage, embedder: embedderFor(config), secret });
    productRoutes(app, { db, verify, storage, labels: labelsQueue(config), secret });
    insightRoutes(app, { db, verify });
    soldProductRoutes(app, { db, secret });
  },
  background: async ({ db, bus, log, config }) => [
    startLabelsWorker(config),
    await consume({ db, bus, log, group: 'catalog.identity', ...identityReplicas }),
    await consume({ db, bus, log, group: 'catalog.deliveries', contracts: deliveryConfigContracts, handle: handleDeliveryConfigEvent }),
  ],
};
