import type { ServiceDefinition } from '@consign/kit';
import { configSchema, type Config } from './config';
import { migrations } from './db/migrations';

export const catalogService: ServiceDefinition<Config> = {
  name: 'catalog',
  defaultPort: 8082,
  configSchema,
  migrations,
  routes: () => undefined,
};
