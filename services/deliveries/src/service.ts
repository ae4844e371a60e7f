import type { ServiceDefinition } from '@consign/kit';
import { configSchema, type Config } from './config';
import { migrations } from './db/migrations';

export const deliveriesService: ServiceDefinition<Config> = {
  name: 'deliveries',
  defaultPort: 8083,
  configSchema,
  migrations,
  routes: () => undefined,
};
