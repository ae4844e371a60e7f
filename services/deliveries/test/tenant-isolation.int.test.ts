import { randomUUID } from 'node:crypto';
import { testTenantIsolation } from '@consign/kit/testing';
import { useDeliveries } from './deliveries-harness';

const h = useDeliveries();

testTenantIsolation(h.service, [
  {
    table: 'sellers',
    rowFor: (orgId) => ({
      id: randomUUID(),
      org_id: orgId,
      email: 'kari@example.test',
      full_name: 'Kari Nordmann',
      source_updated_at: new Date(),
    }),
  },
  {
    table: 'organizations',
    orgColumn: 'id',
    rowFor: (orgId) => ({ id: orgId, slug: `o-${orgId.slice(0, 8)}`, name: 'Org', source_updated_at: new Date() }),
  },
]);
