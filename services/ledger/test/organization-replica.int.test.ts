import { eventually, useService, useTestInfra } from '@consign/kit/testing';
import { createOrganization } from '../../identity/src/app/create-organization';
import { identityService } from '../../identity/src/service';
import { findOrganization } from '../src/db/organizations.repo';
import { ledgerService } from '../src/service';

const infra = useTestInfra();
const identityRunning = useService(infra, identityService);
const ledgerRunning = useService(infra, ledgerService);

test('an organization created in identity reaches the ledger replica through outbox, bus and inbox', async () => {
  const [identity, ledger] = [identityRunning(), ledgerRunning()];
  const org = await createOrganization(identity.deps.db, { slug: 'flow', name: 'Flow Vintage', currency: 'NOK' });
  const replica = await eventually(() => findOrganization(ledger.deps.db, org.id));
  expect(replica).toMatchObject({ id: org.id, slug: 'flow', name: 'Flow Vintage', currency: 'NOK' });
  const inbox = await ledger.deps.db('inbox').where({ consumer: 'ledger.organizations' });
  expect(inbox).toHaveLength(1);
});

test('a duplicate slug is a 409 conflict and publishes nothing', async () => {
  const identity = identityRunning();
  const before = await identity.deps.db('outbox').count<{ count: string }[]>('* as count');
  await expect(createOrganization(identity.deps.db, { slug: 'flow', name: 'Again' })).rejects.toMatchObject({
    type: 'conflict',
    code: 'slug_taken',
  });
  const after = await identity.deps.db('outbox').count<{ count: string }[]>('* as count');
  expect(after[0]!.count).toBe(before[0]!.count);
});

test('a bad slug is refused with a clear message', async () => {
  const identity = identityRunning();
  await expect(createOrganization(identity.deps.db, { slug: 'Bad Slug!', name: 'x' })).rejects.toThrow(
    'Use lowercase letters, digits and dashes for the slug',
  );
});
