import { eventually, useService, useTestInfra } from '@consign/kit/testing';
import { seedDemo } from '../../identity/src/app/seed-demo';
import { deleteSeller, patchSeller } from '../../identity/src/app/sellers';
import { identityService } from '../../identity/src/service';
import { findOrganizationReplica, findSellerReplica } from '../src/db/replicas.repo';
import { catalogService } from '../src/service';

const infra = useTestInfra();
const identity = useService(infra, identityService);
const catalog = useService(infra, catalogService);

test("identity's sellers and organization settings reach catalog's replicas, and follow changes and deletion", async () => {
  await seedDemo(identity().deps.db, () => undefined);
  const idb = identity().deps.db;
  const cdb = catalog().deps.db;
  const demo = await idb('organizations').where({ slug: 'demo' }).first();
  const kari = await idb('sellers').where({ email: 'kari.hansen@demo.test' }).first();

  const org = await eventually(async () => {
    const row = await findOrganizationReplica(cdb, demo.id);
    return row && 'consignment' in row.config ? row : undefined;
  });
  expect(org).toMatchObject({ slug: 'demo', currency: 'NOK', config: { consignment: { expiryDays: 90, storeCredit: 'store_credit' } } });
  expect(await eventually(() => findSellerReplica(cdb, demo.id, kari.id))).toMatchObject({
    full_name: 'Kari Hansen',
    account_number: kari.account_number,
  });

  const auth = { sub: 'staff', org: demo.id, orgSlug: 'demo', role: 'coworker' as const };
  await patchSeller(idb, identity().deps.revocations, auth, { id: kari.id, lastName: 'Hansen-Berg' });
  await eventually(async () => (await findSellerReplica(cdb, demo.id, kari.id))?.full_name === 'Kari Hansen-Berg');

  await deleteSeller(idb, identity().deps.revocations, auth, kari.id);
  await eventually(async () => (await findSellerReplica(cdb, demo.id, kari.id)) === undefined);
  expect(await cdb('sellers').where({ id: kari.id }).first()).toMatchObject({ full_name: 'Kari Hansen-Berg' });
  expect(await cdb('sellers').count<{ count: string }[]>('* as count')).toEqual([{ count: '7' }]);
});
