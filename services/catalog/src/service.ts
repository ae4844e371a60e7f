import { consume, type ServiceDefinition } from '@consign/kit';
import { embedderFor } from './app/image-embedder';
import { ledgerStoreCredit } from './app/ledger-store-credit';
import { configSchema, type Config } from './config';
import { migrations } from './db/migrations';
import { deliveryConfigContracts, handleDeliveryConfigEvent } from './events/delivery-config.handler';
import { identityReplicas } from './events/identity.handler';
import { ledgerHistory } from './events/ledger.handler';
import { exportRoutes } from './http/exports.routes';
import { insightRoutes } from './http/insights.routes';
import { mediaRoutes } from './http/media.routes';
import { productRoutes } from './http/products.routes';
import { saleRoutes } from './http/sales.routes';
import { soldProductRoutes } from './http/sold-products.routes';
import { storeRoutes } from './http/stores.routes';
import { startDailyConsignmentJob } from './jobs/daily-consignment.worker';
import { productImports } from './jobs/import-products.worker';
import { labelsQueue, startLabelsWorker } from './jobs/render-labels.worker';
import { saleReceiptsQueue, startSaleReceiptsWorker } from './jobs/render-sale-receipts.worker';
import { catalogStorage } from './storage';

export const catalogService: ServiceDefinition<Config> = {
  name: 'catalog',
  defaultPort: 8082,
  configSchema,
  migrations,
  csvBodies: [productImports.path],
  // A phone photo (3000×4000 JPEG, 2–4 MB) is about a third larger as base64; the classifier scales it down itself.
  largeJsonBodies: [{ path: '/api/:org/products/classify', limit: '12mb' }],
  routes(app, { db, verify, config, log }) {
    const storage = catalogStorage(config);
    const secret = config.SIGNING_SECRET;
    storeRoutes(app, { db, verify });
    // Before the product routes: /products/image/:name and /products/classify would match /products/:id/:sku.
    mediaRoutes(app, { db, verify, storage, embedder: embedderFor(config), secret });
    productRoutes(app, { db, verify, storage, labels: labelsQueue(config), secret });
    insightRoutes(app, { db, verify });
    const ledger = ledgerStoreCredit(config.LEDGER_URL, secret);
    saleRoutes(app, { db, verify, storage, receipts: saleReceiptsQueue(config), ledger, log, secret });
    soldProductRoutes(app, { db, secret });
    exportRoutes(app, { db, verify });
    productImports.routes(app, { db, verify, config });
  },
  background: async (deps) => {
    const { db, bus, log, config } = deps;
    return [
      startLabelsWorker(config),
      startSaleReceiptsWorker(config),
      productImports.startWorker(db, config),
      await startDailyConsignmentJob(deps),
      await consume({ db, bus, log, group: 'catalog.identity', ...identityReplicas }),
      await consume({ db, bus, log, group: 'catalog.deliveries', contracts: deliveryConfigContracts, handle: handleDeliveryConfigEvent }),
      await consume({ db, bus, log, group: 'catalog.ledger', ...ledgerHistory }),
    ];
  },
};
