import type { ServiceDefinition } from '@consign/kit';
import { configSchema, type Config } from './config';
import { migrations } from './db/migrations';
import { storeRoutes } from './http/stores.routes';

export const catalogService: ServiceDefinition<Config> = {
  name: 'catalog',
  defaultPort: 8082,
  configSchema,
  migrations,
  routes(app, { db, verify }) {
    storeRoutes(app, { db, verify });
  },
};
