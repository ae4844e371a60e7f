import type { ServiceDefinition } from '@consign/kit';
import { configSchema, type Config } from './config';
import { migrations } from './db/migrations';

export const notificationsService: ServiceDefinition<Config> = {
  name: 'notifications',
  defaultPort: 8085,
  configSchema,
  migrations,
  routes: () => undefined,
};
