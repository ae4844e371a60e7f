import { consume, type ServiceDefinition } from '@consign/kit';
import { catalogSaleOutcomes } from './app/catalog-sale-outcomes';
import { catalogSoldProducts } from './app/catalog-sold-products';
import { configSchema, type Config } from './config';
import { migrations } from './db/migrations';
import { handleOrganizationEvent, organizationContracts } from './events/organization.handler';
import { handleProductEvent, handleProductEvents, productContracts } from './events/product.handler';
import { saleHandlers } from './events/sale.handler';
import { handleSellerEvent, sellerContracts } from './events/seller.handler';
import { ledgerRoutes } from './http/ledger.routes';
import { exportRoutes } from './http/exports.routes';
import { payoutRoutes } from './http/payouts.routes';
import { storeCreditRoutes } from './http/store-credit.routes';
import { startReconciliationJob } from './jobs/reconciliation.worker';
import { startDebitSettlementJob } from './jobs/store-credit-debits.worker';
import { receiptJobs } from './jobs/receipts';
import { startReceiptWorker } from './jobs/render-receipt.worker';

export const ledgerService: ServiceDefinition<Config> = {
  name: 'ledger',
  defaultPort: 8084,
  configSchema,
  migrations,
  routes(app, deps) {
    const { db, verify, config } = deps;
    payoutRoutes(app, { db, verify, receipts: receiptJobs(deps), signingSecret: config.SIGNING_SECRET });
    ledgerRoutes(app, { db, verify, catalog: catalogSoldProducts(config.CATALOG_URL, config.SIGNING_SECRET, config.RECONCILIATION_PAGE) });
    exportRoutes(app, { db, verify });
    storeCreditRoutes(app, { db, secret: config.SIGNING_SECRET });
  },
  background: async (deps) => {
    const { db, bus, log, config } = deps;
    return [
      await consume({ db, bus, log, group: 'ledger.organizations', contracts: organizationContracts, handle: handleOrganizationEvent }),
      await consume({ db, bus, log, group: 'ledger.sellers', contracts: sellerContracts, handle: handleSellerEvent }),
      await consume({
        db,
        bus,
        log,
        group: 'ledger.products',
        contracts: productContracts,
        handle: handleProductEvent,
        handleBatch: handleProductEvents,
      }),
      await consume({ db, bus, log, group: 'ledger.sales', ...saleHandlers }),
      startReceiptWorker(deps),
      await startReconciliationJob(deps, catalogSoldProducts(config.CATALOG_URL, config.SIGNING_SECRET, config.RECONCILIATION_PAGE)),
      await startDebitSettlementJob(deps, catalogSaleOutcomes(config.CATALOG_URL, config.SIGNING_SECRET)),
    ];
  },
};
