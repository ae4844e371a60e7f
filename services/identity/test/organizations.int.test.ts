import {
  ERROR_STATUS,
  isAppError,
  RESERVED_ORGANIZATION_SLUGS,
  RESERVED_SLUG_MESSAGE,
  RULE_MESSAGES,
  type OrganizationView,
} from '@consign/contracts';
import { asSystem } from '@consign/kit';
import { useTestInfra } from '@consign/kit/testing';
import { createOrganization } from '../src/app/create-organization';
import { useIdentity } from './identity-harness';

const infra = useTestInfra();
const identity = useIdentity(infra);
const staff = () => identity.token('staff@demo.test');

test('staff and sellers read their organization with every setting filled', async () => {
  for (const email of ['staff@demo.test', 'seller@demo.test']) {
    const { status, body } = await identity.call('GET', '/api/demo/organizations', await identity.token(email));
    expect(status).toBe(200);
    const org = (body as { data: OrganizationView }).data;
    expect(org).toMatchObject({
      slug: 'demo',
      currency: 'NOK',
      defaults: { expiryDays: 90, consignmentSplit: 0.5 },
      fees: [],
      config: {
        storeCredit: 'store_credit',
        payouts: { enabled: true, fee: { type: 'flat', amount: 10 }, product: 1 },
        showListedPrice: true,
        genderEnabled: false,
      },
      address: { city: 'Oslo' },
    });
  }
  const other = await identity.call('GET', '/api/other/organizations', await identity.token('staff@other.test'));
  expect((other.body as { data: OrganizationView }).data.config.storeCredit).toBe('commission');
});

test('GET /api/next/{org}/organizations is a list whose first element is the organization', async () => {
  const { body } = await identity.call('GET', '/api/next/demo/organizations', await staff());
  const data = (body as { data: OrganizationView[] }).data;
  expect(data).toHaveLength(1);
  expect(data[0]!.slug).toBe('demo');
});

test('each section saves, answers the new organization and announces the whole config', async () => {
  const patch = await identity.call('PATCH', '/api/next/demo/organizations/brand', await staff(), {
    logoUrl: 'https://cdn.demo.test/logo.png',
    primaryColor: '#112233',
  });
  expect(patch.status).toBe(200);
  expect((patch.body as { data: OrganizationView }).data.brand).toEqual({
    logoUrl: 'https://cdn.demo.test/logo.png',
    logo: 'https://cdn.demo.test/logo.png',
    primaryColor: '#112233',
  });

  const event = await identity.service().deps.db('outbox').where({ type: 'identity.organization.updated' }).orderBy('seq', 'desc').first();
  expect(event.payload.data.config.brand.primaryColor).toBe('#112233');
  expect(event.payload.data.config.payouts).toEqual({ enabled: true, fee: { type: 'flat', amount: 10 }, productFeePercent: 1 });

  await identity.call('PATCH', '/api/next/demo/organizations/seller-experience', await staff(), {
    genderEnabled: true,
    forwardUrlLogOut: 'https://demo.test/bye',
  });
  await identity.call('PATCH', '/api/next/demo/organizations/name', await staff(), { name: 'Demo Consignment Oslo' });
  await identity.call('PATCH', '/api/next/demo/organizations/currency', await staff(), { currency: 'EUR' });
  const { body } = await identity.call('GET', '/api/demo/organizations', await staff());
  const org = (body as { data: OrganizationView }).data;
  expect(org).toMatchObject({
    name: 'Demo Consignment Oslo',
    currency: 'EUR',
    config: { genderEnabled: true, forwardUrlLogOut: 'https://demo.test/bye' },
  });
  expect(org.brand.primaryColor).toBe('#112233');
  await identity.call('PATCH', '/api/next/demo/organizations/currency', await staff(), { currency: 'NOK' });
});

test("the labels section sets the organization's label size, within what a label printer takes", async () => {
  expect(((await identity.call('GET', '/api/demo/organizations', await staff())).body as { data: OrganizationView }).data.labels).toEqual({
    widthInMm: 31.75,
    heightInMm: 57.15,
  });
  const saved = await identity.call('PATCH', '/api/next/demo/organizations/labels', await staff(), { widthInMm: 40, heightInMm: 55 });
  expect((saved.body as { data: OrganizationView }).data.labels).toEqual({ widthInMm: 40, heightInMm: 55 });
  const bad = await identity.call('PATCH', '/api/next/demo/organizations/labels', await staff(), { widthInMm: 5, heightInMm: 55 });
  expect([bad.status, (bad.body as { message: string }).message]).toEqual([400, 'Label size must be between 15 and 150 mm']);
  const event = await identity.service().deps.db('outbox').where({ type: 'identity.organization.updated' }).orderBy('seq', 'desc').first();
  expect(event.payload.data.config.labels).toEqual({ widthInMm: 40, heightInMm: 55 });
});

test('bad input is a 400 with the field message, and changes nothing', async () => {
  const before = await identity.call('GET', '/api/demo/organizations', await staff());
  const cases: Array<[string, unknown, string]> = [
    ['brand', { primaryColor: 'red' }, 'Use a colour like #2f6f5e'],
    ['name', { name: '   ' }, 'Organization name is required'],
    ['currency', { currency: 'kroner' }, 'Currency must be an ISO 4217 code such as NOK'],
    ['consignment', { expiryDays: 0 }, 'Expiry must be at least 1 day'],
    ['payouts', { fee: { type: 'flat', amount: -5 } }, 'Fee amounts cannot be negative'],
    ['contact', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['payouts', { fee: { type: 'percentage', amount: 150 } }, RULE_MESSAGES.settings.percentRange],
    ['payouts', { fee: { type: 'percentage', amount: 99.5 } }, RULE_MESSAGES.settings.payoutFeeBelowWhole],
    ['payouts', { productFeePercent: 101 }, RULE_MESSAGES.settings.percentRange],
    ['payouts', { productFeePercent: -1 }, RULE_MESSAGES.settings.percentRange],
    ['consignment', { fees: [{ to: 'organization', type: 'percentage', amount: 100.01 }] }, RULE_MESSAGES.settings.percentRange],
    ['consignment', { defaultSplit: 1.5 }, RULE_MESSAGES.settings.splitRange],
  ];
  for (const [section, body, message] of cases) {
    const res = await identity.call('PATCH', `/api/next/demo/organizations/${section}`, await staff(), body);
    expect([section, res.status, (res.body as { message: string }).message]).toEqual([section, 400, message]);
  }
  expect((await identity.call('GET', '/api/demo/organizations', await staff())).body).toEqual(before.body);
});

test('issue 20, finding 4: a javascript: URL as the brand logo or the log-out address is a 400, and nothing is stored', async () => {
  const token = await staff();
  const db = identity.service().deps.db;
  const outboxRows = async () =>
    Number(((await asSystem('test: outbox rows', () => db('outbox').count({ n: '*' }))) as { n: string }[])[0]!.n);
  const before = await identity.call('GET', '/api/demo/organizations', token);
  const outboxBefore = await outboxRows();
  for (const url of [
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'javascript://demo.test/%0aalert(1)',
  ]) {
    const cases: Array<[string, unknown, string]> = [
      ['brand', { logoUrl: url }, 'Enter a valid logo URL'],
      ['seller-experience', { forwardUrlLogOut: url }, 'Enter a valid URL'],
    ];
    for (const [section, body, message] of cases) {
      const res = await identity.call('PATCH', `/api/next/demo/organizations/${section}`, token, body);
      expect([section, url, res.status, (res.body as { message: string }).message]).toEqual([section, url, 400, message]);
    }
  }
  expect((await identity.call('GET', '/api/demo/organizations', token)).body).toEqual(before.body);
  expect(await outboxRows()).toBe(outboxBefore);
});

test('only staff of the organization may change it; unknown sections are 404', async () => {
  const seller = await identity.call('PATCH', '/api/next/demo/organizations/name', await identity.token('seller@demo.test'), {
    name: 'Mine now',
  });
  expect(seller.status).toBe(403);
  const foreign = await identity.call('PATCH', '/api/next/demo/organizations/name', await identity.token('staff@other.test'), {
    name: 'Mine now',
  });
  expect(foreign.status).toBe(403);
  expect((await identity.call('GET', '/api/demo/organizations', await identity.token('staff@other.test'))).status).toBe(403);
  expect((await identity.call('GET', '/api/demo/organizations')).status).toBe(401);
  expect((await identity.call('PATCH', '/api/next/demo/organizations/billing-hacks', await staff(), {})).status).toBe(404);
});

test('concurrent updates of different sections are all kept', async () => {
  const token = await staff();
  await Promise.all([
    identity.call('PATCH', '/api/next/demo/organizations/legal', token, { companyName: 'Parallel AS', organizationNumber: '123' }),
    identity.call('PATCH', '/api/next/demo/organizations/contact', token, { email: 'parallel@demo.test' }),
    identity.call('PATCH', '/api/next/demo/organizations/consignment', token, { storeCredit: 'store_credit', expiryDays: 30 }),
  ]);
  const org = ((await identity.call('GET', '/api/demo/organizations', token)).body as { data: OrganizationView }).data;
  expect(org.legal.companyName).toBe('Parallel AS');
  expect(org.contact.email).toBe('parallel@demo.test');
  expect(org.defaults.expiryDays).toBe(30);
});

test('a section PATCH changes the fields it gives and keeps the others, in every section', async () => {
  const token = await staff();
  const read = async () => ((await identity.call('GET', '/api/demo/organizations', token)).body as { data: OrganizationView }).data;
  const patch = (section: string, body: unknown) => identity.call('PATCH', `/api/next/demo/organizations/${section}`, token, body);

  await patch('brand', { logoUrl: 'https://cdn.demo.test/kept.png', primaryColor: '#111111' });
  await patch('brand', { primaryColor: '#222222' });
  expect((await read()).brand).toMatchObject({ logoUrl: 'https://cdn.demo.test/kept.png', primaryColor: '#222222' });

  await patch('consignment', { storeCredit: 'commission', expiryDays: 45, fees: [{ to: 'organization', type: 'flat', amount: 5 }] });
  await patch('consignment', { defaultSplit: 0.4 });
  const consignment = await read();
  expect([consignment.config.storeCredit, consignment.defaults, consignment.fees]).toEqual([
    'commission',
    { expiryDays: 45, consignmentSplit: 0.4 },
    [{ to: 'organization', type: 'flat', amount: 5 }],
  ]);

  await patch('payouts', { enabled: true, fee: { type: 'percentage', amount: 2 }, productFeePercent: 3 });
  await patch('payouts', { enabled: false });
  expect((await read()).config.payouts).toEqual({ enabled: false, fee: { type: 'percentage', amount: 2 }, product: 3 });
  // The sum is checked on the merged section: 3 % kept from before plus 97 % given is the whole amount.
  expect((await patch('payouts', { fee: { type: 'percentage', amount: 97 } })).status).toBe(400);

  await patch('contact', { email: 'shop@demo.test', city: 'Oslo' });
  await patch('contact', { phone: '+4712345678' });
  expect((await read()).contact).toMatchObject({ email: 'shop@demo.test', city: 'Oslo', phone: '+4712345678' });

  await patch('legal', { companyName: 'Kept AS', organizationNumber: '999' });
  await patch('legal', { vatRegistered: true });
  expect((await read()).legal).toEqual({ companyName: 'Kept AS', organizationNumber: '999', vatRegistered: true });

  await patch('seller-experience', { genderEnabled: true, deliveriesEnabled: false });
  await patch('seller-experience', { impactEnabled: false });
  expect((await read()).sellerExperience).toMatchObject({ genderEnabled: true, deliveriesEnabled: false, impactEnabled: false });
  await patch('seller-experience', { deliveriesEnabled: true, impactEnabled: true });

  await patch('labels', { widthInMm: 40, heightInMm: 55 });
  await patch('labels', { heightInMm: 60 });
  expect((await read()).labels).toEqual({ widthInMm: 40, heightInMm: 60 });
});

test('an organization cannot take a slug the gateway serves without an organization; nothing is created', async () => {
  const db = identity.service().deps.db;
  const before = await db('organizations').count('* as n').first();
  for (const slug of RESERVED_ORGANIZATION_SLUGS) {
    const refused = await createOrganization(db, { slug, name: 'Shadow' }).catch((err: unknown) => err);
    expect([slug, isAppError(refused) && ERROR_STATUS[refused.type], isAppError(refused) && refused.message]).toEqual([
      slug,
      400,
      RESERVED_SLUG_MESSAGE,
    ]);
  }
  expect(await db('organizations').count('* as n').first()).toEqual(before);
  expect((await createOrganization(db, { slug: 'stores-oslo', name: 'Stores Oslo' })).slug).toBe('stores-oslo');
});
