import { randomUUID } from 'node:crypto';
import { probeTenantIsolation, useService, useTestInfra } from '@consign/kit/testing';
import { notificationsService } from '../src/service';

const infra = useTestInfra();
const service = useService(infra, notificationsService);

test("row-level security: no tenant sees no sellers, organization A sees only its own and cannot write B's", async () => {
  const sellerOf = (orgId: string) => ({
    id: randomUUID(),
    org_id: orgId,
    first_name: 'Kari',
    full_name: 'Kari Nordmann',
    email: 'kari@example.test',
    account_number: 1001,
    source_updated_at: new Date(),
  });
  const probe = await probeTenantIsolation(service(), 'sellers', sellerOf);
  expect(probe).toMatchObject({
    rowsWithoutTenant: 0,
    organizationsSeenByA: [probe.a],
    insertForB: '42501',
    runtimeRole: { user: 'consign_app', superuser: false, bypassRls: false, ownedTables: 0 },
    unisolatedTables: [],
  });
});

test('the organizations replica is isolated by its id', async () => {
  const organizationOf = (orgId: string) => ({
    id: orgId,
    slug: `o-${orgId.slice(0, 8)}`,
    name: 'Org',
    currency: 'NOK',
    source_updated_at: new Date(),
  });
  const probe = await probeTenantIsolation(service(), 'organizations', organizationOf, 'id');
  expect(probe).toMatchObject({ rowsWithoutTenant: 0, organizationsSeenByA: [probe.a], insertForB: '42501' });
});
