import { randomUUID } from 'node:crypto';
import { probeTenantIsolation } from '@consign/kit/testing';
import { useDeliveries } from './deliveries-harness';

const h = useDeliveries();

test("row-level security: no tenant sees no sellers, organization A sees only its own and cannot write B's", async () => {
  const sellerOf = (orgId: string) => ({
    id: randomUUID(),
    org_id: orgId,
    email: 'kari@example.test',
    full_name: 'Kari Nordmann',
    source_updated_at: new Date(),
  });
  const probe = await probeTenantIsolation(h.service(), 'sellers', sellerOf);
  expect(probe).toMatchObject({
    rowsWithoutTenant: 0,
    organizationsSeenByA: [probe.a],
    insertForB: '42501',
    runtimeRole: { user: 'consign_app', superuser: false, bypassRls: false, ownedTables: 0 },
    unisolatedTables: [],
  });
});

test('the organizations replica is isolated by its id', async () => {
  const organizationOf = (orgId: string) => ({ id: orgId, slug: `o-${orgId.slice(0, 8)}`, name: 'Org', source_updated_at: new Date() });
  const probe = await probeTenantIsolation(h.service(), 'organizations', organizationOf, 'id');
  expect(probe).toMatchObject({ rowsWithoutTenant: 0, organizationsSeenByA: [probe.a], insertForB: '42501' });
});
