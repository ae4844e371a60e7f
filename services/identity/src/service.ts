import type { ServiceDefinition } from '@consign/kit';
import { configSchema, type Config } from './config';
import { migrations } from './db/migrations';

export const identityService: ServiceDefinition<Config> = {
  name: 'identity',
  defaultPort: 8081,
  configSchema,
  migrations,
  routes: () => undefined,
};
