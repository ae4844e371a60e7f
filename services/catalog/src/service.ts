import { consume, type ServiceDefinition } from '@consign/kit';
import { configSchema, type Config } from './config';
import { migrations } from './db/migrations';
import { handleIdentityEvent, identityContracts } from './events/identity.handler';
import { storeRoutes } from './http/stores.routes';

export const catalogService: ServiceDefinition<Config> = {
  name: 'catalog',
  defaultPort: 8082,
  configSchema,
  migrations,
  routes(app, { db, verify }) {
    storeRoutes(app, { db, verify });
  },
  background: async ({ db, bus, log }) => [
    await consume({ db, bus, log, group: 'catalog.identity', contracts: identityContracts, handle: handleIdentityEvent }),
  ],
};
