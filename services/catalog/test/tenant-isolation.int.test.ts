import { randomUUID } from 'node:crypto';
import { testTenantIsolation } from '@consign/kit/testing';
import { useCatalog } from './catalog-fixture';

const { catalog } = useCatalog();

testTenantIsolation(catalog, [
  { table: 'stores', rowFor: (orgId) => ({ id: randomUUID(), org_id: orgId, name: 'Grünerløkka' }) },
  {
    table: 'organizations',
    orgColumn: 'id',
    rowFor: (orgId) => ({ id: orgId, slug: `o-${orgId.slice(0, 8)}`, currency: 'NOK', source_updated_at: new Date() }),
  },
]);
