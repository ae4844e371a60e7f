import { organizationConfigSchema, organizationUpdated } from '@consign/contracts';
import { topicFor } from '@consign/kit';
import { eventually } from '@consign/kit/testing';
import { LIST_CONTEXT_TTL_MS, recentOrganizationContext } from '../src/app/organization-context';
import { useCatalog } from './catalog-fixture';

// What the product list no longer does on every request (issue 22) must not change what it answers.
const { catalog, DEMO, OTHER, ids, staff, call, product } = useCatalog();

const genderOn = (genderEnabled: boolean) => organizationConfigSchema.parse({ sellerExperience: { genderEnabled } });
const list = async (o = DEMO, query = '') =>
  (await call('GET', `/api/${o.orgSlug}/products?includeCount=true${query}`, await staff(o))).body;

beforeAll(async () => {
  await product({ name: 'Demo coat' });
  await product({ name: 'Demo dress', status: 'sold' });
  await product({ name: 'Other coat' }, OTHER);
});

test("the list reads an organization's settings again after LIST_CONTEXT_TTL_MS", async () => {
  const db = catalog().deps.db;
  const now = Date.now();
  const genderEnabled = async (at: number) => (await recentOrganizationContext(db, OTHER.org, at)).config.sellerExperience.genderEnabled;
  expect(await genderEnabled(now)).toBe(false);
  await db('organizations')
    .where({ id: OTHER.org })
    .update({ config: genderOn(true) });
  expect(await genderEnabled(now + LIST_CONTEXT_TTL_MS - 1)).toBe(false);
  expect(await genderEnabled(now + LIST_CONTEXT_TTL_MS)).toBe(true);
});

test("identity's change of an organization shows in the list at once on the replica that applies it", async () => {
  expect((await list()).data[0]).not.toHaveProperty('gender');
  const event = organizationUpdated.create({
    source: 'identity',
    orgId: DEMO.org,
    aggregateId: DEMO.org,
    data: { id: DEMO.org, slug: 'demo', name: 'Demo Secondhand', currency: 'NOK', language: null, config: genderOn(true) },
  });
  await catalog().deps.bus.publish(topicFor(event.type), DEMO.org, event);
  const replica = () => catalog().deps.db('organizations').where({ id: DEMO.org }).first();
  await eventually(async () => (await replica()).config.sellerExperience.genderEnabled === true);
  // Within the TTL of the page read above, unless the consumer took longer than that.
  expect((await list()).data[0]).toHaveProperty('gender');
});

test('a token remembered after its first request is still refused once its user is signed out everywhere', async () => {
  // The fixture signs staff tokens with o's fields last: this one is of a user of its own.
  const token = await staff({ ...DEMO, sub: 'signed-out' } as typeof DEMO);
  expect((await call('GET', '/api/demo/products', token)).status).toBe(200);
  await catalog().deps.revocations.raise('signed-out', 1);
  expect((await call('GET', '/api/demo/products', token)).status).toBe(401);
});

test('prepared list statements answer each organization and filter with its own rows, on the same connections', async () => {
  for (let round = 0; round < 3; round++) {
    for (const [o, query, names] of [
      [DEMO, '', ['Demo dress', 'Demo coat']],
      [OTHER, '', ['Other coat']],
      [DEMO, '&filters[status.in]=sold', ['Demo dress']],
      [OTHER, '&filters[status.in]=active,sold', ['Other coat']],
      [DEMO, `&sellerId=${ids.KARI}&filters[status.in]=active`, ['Demo coat']],
    ] as const) {
      const page = await list(o, query);
      expect(page.data.map((p: { name: string }) => p.name)).toEqual(names);
      expect(page.pagination.count).toBe(names.length);
    }
  }
});
