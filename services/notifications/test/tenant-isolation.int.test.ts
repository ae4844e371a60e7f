import { randomUUID } from 'node:crypto';
import { testTenantIsolation, useService, useTestInfra } from '@consign/kit/testing';
import { notificationsService } from '../src/service';

const infra = useTestInfra();
const service = useService(infra, notificationsService);

testTenantIsolation(service, [
  {
    table: 'sellers',
    rowFor: (orgId) => ({
      id: randomUUID(),
      org_id: orgId,
      first_name: 'Kari',
      full_name: 'Kari Nordmann',
      email: 'kari@example.test',
      account_number: 1001,
      source_updated_at: new Date(),
    }),
  },
  {
    table: 'organizations',
    orgColumn: 'id',
    rowFor: (orgId) => ({ id: orgId, slug: `o-${orgId.slice(0, 8)}`, name: 'Org', currency: 'NOK', source_updated_at: new Date() }),
  },
]);
