import { randomUUID } from 'node:crypto';
import { testTenantIsolation } from '@consign/kit/testing';
import { useLedger } from './harness';

const { ledger } = useLedger();

testTenantIsolation(ledger, [
  {
    table: 'sellers',
    rowFor: (orgId) => ({
      id: randomUUID(),
      org_id: orgId,
      full_name: 'Kari Nordmann',
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
