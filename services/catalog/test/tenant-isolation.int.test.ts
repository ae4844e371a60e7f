import { randomUUID } from 'node:crypto';
import { probeTenantIsolation } from '@consign/kit/testing';
import { useCatalog } from './catalog-fixture';

const { catalog } = useCatalog();

test("row-level security: no tenant sees no stores, organization A sees only its own and cannot write B's", async () => {
  const storeOf = (orgId: string) => ({ id: randomUUID(), org_id: orgId, name: 'Grünerløkka' });
  const probe = await probeTenantIsolation(catalog(), 'stores', storeOf);
  expect(probe).toMatchObject({
    rowsWithoutTenant: 0,
    organizationsSeenByA: [probe.a],
    insertForB: '42501',
    runtimeRole: { user: 'consign_app', superuser: false, bypassRls: false, ownedTables: 0 },
    unisolatedTables: [],
  });
});

test('the organizations replica is isolated by its id', async () => {
  const organizationOf = (orgId: string) => ({ id: orgId, slug: `o-${orgId.slice(0, 8)}`, currency: 'NOK', source_updated_at: new Date() });
  const probe = await probeTenantIsolation(catalog(), 'organizations', organizationOf, 'id');
  expect(probe).toMatchObject({ rowsWithoutTenant: 0, organizationsSeenByA: [probe.a], insertForB: '42501' });
});
