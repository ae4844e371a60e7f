import { randomUUID } from 'node:crypto';
import { testTenantIsolation, useTestInfra } from '@consign/kit/testing';
import { useIdentity } from './identity-harness';

const infra = useTestInfra();
const identity = useIdentity(infra);

testTenantIsolation(identity.service, [
  { table: 'organizations', orgColumn: 'id', rowFor: (orgId) => ({ id: orgId, slug: `o-${randomUUID()}`, name: 'Org' }) },
]);
