import { randomUUID } from 'node:crypto';
import { probeTenantIsolation, useTestInfra } from '@consign/kit/testing';
import { useIdentity } from './identity-harness';

const infra = useTestInfra();
const identity = useIdentity(infra);

test("row-level security: no tenant sees no organizations, organization A sees only its own and cannot write B's", async () => {
  const organizationOf = (orgId: string) => ({ id: orgId, slug: `o-${randomUUID()}`, name: 'Org' });
  const probe = await probeTenantIsolation(identity.service(), 'organizations', organizationOf, 'id');
  expect(probe).toMatchObject({
    rowsWithoutTenant: 0,
    organizationsSeenByA: [probe.a],
    insertForB: '42501',
    runtimeRole: { user: 'consign_app', superuser: false, bypassRls: false, ownedTables: 0 },
    unisolatedTables: [],
  });
});
