import { consume, type ServiceDefinition } from '@consign/kit';
import { configSchema, type Config } from './config';
import { migrations } from './db/migrations';
import { handleOrganizationEvent, organizationContracts } from './events/organization.handler';

export const ledgerService: ServiceDefinition<Config> = {
  name: 'ledger',
  defaultPort: 8084,
  configSchema,
  migrations,
  routes: () => undefined,
  background: async ({ db, bus, log }) => [
    await consume({ db, bus, log, group: 'ledger.organizations', contracts: organizationContracts, handle: handleOrganizationEvent }),
  ],
};
