import { randomUUID } from 'node:crypto';
import { probeTenantIsolation } from '@consign/kit/testing';
import { useLedger } from './harness';

const { ledger } = useLedger();

test("row-level security: no tenant sees no sellers, organization A sees only its own and cannot write B's", async () => {
  const sellerOf = (orgId: string) => ({
    id: randomUUID(),
    org_id: orgId,
    full_name: 'Kari Nordmann',
    account_number: 1001,
    source_updated_at: new Date(),
  });
  const probe = await probeTenantIsolation(ledger(), 'sellers', sellerOf);
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
  const probe = await probeTenantIsolation(ledger(), 'organizations', organizationOf, 'id');
  expect(probe).toMatchObject({ rowsWithoutTenant: 0, organizationsSeenByA: [probe.a], insertForB: '42501' });
});
