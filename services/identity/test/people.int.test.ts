import type { SessionResponse, SessionUser } from '@consign/contracts';
import { useTestInfra } from '@consign/kit/testing';
import { DEMO_PASSWORD } from '../src/app/seed-demo';
import { useIdentity } from './identity-harness';

/** Issue 25: one person (one e-mail, one password) with a membership in several organizations. */
const infra = useTestInfra();
const identity = useIdentity(infra);
const db = () => identity.service().deps.db;
const demoStaff = () => identity.token('staff@demo.test');
const otherStaff = () => identity.token('staff@other.test');
const seller = (email: string) => ({ firstName: 'Sara', lastName: 'Seller', email, phoneNumber: '412 34 567' });

async function signIn(email: string, password = DEMO_PASSWORD): Promise<{ session: SessionResponse; cookie: string }> {
  const res = await fetch(`${identity.url()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('consign_refresh='))!
    .split(';')[0]!;
  return { session: (await res.json()) as SessionResponse, cookie };
}

async function switchTo(token: string, organizationId: unknown, cookie?: string) {
  const res = await fetch(`${identity.url()}/api/auth/switch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ organizationId }),
  });
  const newCookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('consign_refresh='))
    ?.split(';')[0];
  return { status: res.status, body: (await res.json()) as SessionResponse & { message?: string }, cookie: newCookie };
}

const orgId = async (slug: string) => ((await db()('organizations').where({ slug }).first('id')) as { id: string }).id;
const peopleWith = async (email: string) => db()('people').whereRaw('lower(email) = ?', [email]).whereNull('deleted_at');
const me = async (token: string) => identity.call('GET', '/api/auth/me', token);
const slugs = (user: SessionUser) => user.memberships.map((m) => m.slug).sort();

test('a second organization adds the same person as a seller; one password signs in to both, and they switch', async () => {
  expect((await signIn('seller@demo.test')).session.user.memberships).toEqual([
    { organizationId: await orgId('demo'), slug: 'demo', name: 'Demo Consignment', role: 'seller' },
  ]);
  const created = await identity.call('POST', '/api/other/sellers', await otherStaff(), seller('seller@demo.test'));
  expect(created.status).toBe(201);
  const persons = await peopleWith('seller@demo.test');
  expect(persons).toHaveLength(1);
  expect(await db()('users').where({ person_id: persons[0].id }).whereNull('deleted_at').count<{ count: string }[]>('* as count')).toEqual([
    { count: '2' },
  ]);
  // They sign in already: no set-password link, the e-mail says they were added.
  const invite = await db()('outbox').where({ type: 'identity.user.invited' }).orderBy('seq', 'desc').first();
  expect(invite.payload.data).toMatchObject({ email: 'seller@demo.test', role: 'seller', existingAccount: true });
  expect(invite.payload.data.token).toBeUndefined();
  expect(await db()('one_time_tokens').where({ user_id: invite.payload.data.userId }).first()).toBeUndefined();

  // The password they had signs in, to the organization they used last (demo), not the newest.
  const { session, cookie } = await signIn('seller@demo.test');
  expect(session.user.orgSlug).toBe('demo');
  expect(slugs(session.user)).toEqual(['demo', 'other']);
  expect(session.user.memberships.find((m) => m.slug === 'other')).toMatchObject({ name: 'Other Vintage', role: 'seller' });

  const other = await orgId('other');
  const switched = await switchTo(session.accessToken, other, cookie);
  expect(switched.status).toBe(200);
  expect(switched.body.user).toMatchObject({ orgSlug: 'other', role: 'seller', email: 'seller@demo.test' });
  expect(switched.cookie).toBeDefined();
  // The new token is other's: its sellers route answers, demo's refuses it.
  const own = await identity.call('GET', `/api/other/sellers/${switched.body.user.sellerId}`, switched.body.accessToken);
  expect(own.status).toBe(200);
  expect((await identity.call('GET', '/api/demo/sellers', switched.body.accessToken)).status).toBe(403);
  // The session left behind ends: its refresh cookie no longer refreshes; the new one does, still in other.
  const refresh = async (c: string) =>
    fetch(`${identity.url()}/api/auth/refresh`, { method: 'POST', headers: { cookie: c } }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as SessionResponse,
    }));
  expect((await refresh(cookie)).status).toBe(401);
  const refreshed = await refresh(switched.cookie!);
  expect([refreshed.status, refreshed.body.user.orgSlug]).toEqual([200, 'other']);

  // The next sign-in lands where they switched to.
  expect((await signIn('seller@demo.test')).session.user.orgSlug).toBe('other');
  expect((await me(switched.body.accessToken)).body).toMatchObject({ orgSlug: 'other', memberships: expect.any(Array) });
});

test('switching to an organization one is not a member of is refused', async () => {
  const { session } = await signIn('staff@demo.test');
  expect((await switchTo(session.accessToken, await orgId('other'))).status).toBe(404);
  expect((await switchTo(session.accessToken, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  expect((await switchTo(session.accessToken, 'other')).status).toBe(400);
  expect((await switchTo('not-a-token', await orgId('other'))).status).toBe(401);
});

test("ending one membership leaves the other working and kills that membership's token at once", async () => {
  await identity.call('POST', '/api/other/sellers', await otherStaff(), seller('two.shops@demo.test'));
  await identity.call('POST', '/api/demo/sellers', await demoStaff(), seller('two.shops@demo.test'));
  // The first invite sets the person's password; the second membership found them without one, so it has a link too.
  const invites = await db()('outbox')
    .where({ type: 'identity.user.invited' })
    .whereRaw("payload->'data'->>'email' = ?", ['two.shops@demo.test'])
    .orderBy('seq');
  expect(invites).toHaveLength(2);
  const accepted = await identity.call('POST', '/api/auth/accept-invite', undefined, {
    token: invites[0].payload.data.token,
    password: 'two-shops-1',
  });
  expect(accepted.status).toBe(200);
  const inOther = await signIn('two.shops@demo.test', 'two-shops-1');
  expect(inOther.session.user.orgSlug).toBe('other');
  const inDemo = (await switchTo(inOther.session.accessToken, await orgId('demo'))).body;
  expect(inDemo.user.orgSlug).toBe('demo');
  const otherToken = inOther.session.accessToken;

  // The organization's settings read nothing of the membership: only the token's version can refuse it.
  const settings = async (token: string, slug: string) => (await identity.call('GET', `/api/${slug}/organizations`, token)).status;
  expect(await settings(otherToken, 'other')).toBe(200);
  const deleted = await identity.call('DELETE', `/api/other/sellers?sellerId=${inOther.session.user.sellerId}`, await otherStaff());
  expect(deleted.status).toBe(204);
  expect(await settings(otherToken, 'other')).toBe(401);
  expect(await settings(inDemo.accessToken, 'demo')).toBe(200);
  expect((await me(otherToken)).status).toBe(401);
  expect((await me(inDemo.accessToken)).status).toBe(200);
  expect(slugs((await me(inDemo.accessToken)).body as SessionUser)).toEqual(['demo']);
  expect((await switchTo(inDemo.accessToken, await orgId('other'))).status).toBe(404);
  // The person stays, with their password, in demo.
  expect((await peopleWith('two.shops@demo.test')).length).toBe(1);
  expect((await signIn('two.shops@demo.test', 'two-shops-1')).session.user.orgSlug).toBe('demo');

  // Their last membership ends: so does the person, and the e-mail is a new person's next time.
  await identity.call('DELETE', `/api/demo/sellers?sellerId=${inDemo.user.sellerId}`, await demoStaff());
  expect(await peopleWith('two.shops@demo.test')).toEqual([]);
  const login = await identity.call('POST', '/api/auth/login', undefined, { email: 'two.shops@demo.test', password: 'two-shops-1' });
  expect(login.status).toBe(401);
});

test("coworkers stay one organization's: another organization's coworker is still coworker_in_other_org; one e-mail twice here is user_already_exists", async () => {
  const coworker = { firstName: 'Otto', lastName: 'Staff', email: 'staff@other.test', phone: '+4790000009' };
  const elsewhere = await identity.call('POST', '/api/demo/coworkers', await demoStaff(), coworker);
  expect([elsewhere.status, (elsewhere.body as { code: string }).code]).toEqual([409, 'coworker_in_other_org']);
  // A seller of another organization made a coworker here: the e-mail has an account there.
  const sellerThere = await identity.call('POST', '/api/demo/coworkers', await demoStaff(), { ...coworker, email: 'seller@other.test' });
  expect([sellerThere.status, (sellerThere.body as { reason: string }).reason]).toEqual([409, 'account_in_other_org']);
  // A coworker of another organization may still consign here.
  expect((await identity.call('POST', '/api/demo/sellers', await demoStaff(), seller('staff@other.test'))).status).toBe(201);
  const twice = await identity.call('POST', '/api/demo/sellers', await demoStaff(), seller('staff@other.test'));
  expect([twice.status, (twice.body as { code: string }).code]).toEqual([409, 'user_already_exists']);
});

test('one e-mail created in two organizations at once makes one person with two memberships', async () => {
  for (let round = 0; round < 3; round++) {
    const email = `twin${round}@demo.test`;
    const [a, b] = await Promise.all([
      identity.call('POST', '/api/demo/sellers', await demoStaff(), seller(email)),
      identity.call('POST', '/api/other/sellers', await otherStaff(), seller(email)),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const persons = await peopleWith(email);
    expect(persons).toHaveLength(1);
    const memberships = await db()('users').where({ person_id: persons[0].id }).whereNull('deleted_at');
    expect(memberships.map((m: { org_id: string }) => m.org_id).sort()).toEqual([await orgId('demo'), await orgId('other')].sort());
  }
});

test('an import adds a person of another organization as a seller here, and stays idempotent', async () => {
  const file = Buffer.from('First name;Last name;E-mail;Phone\nOlga;Other;seller@other.test;41234599\n');
  const upload = async () =>
    (
      await fetch(`${identity.url()}/api/demo/imports/sellers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await demoStaff()}`, 'content-type': 'text/csv' },
        body: file,
      })
    ).json() as Promise<{ data: { created: number; updated: number; invalid: unknown[] } }>;
  expect((await upload()).data).toMatchObject({ created: 1, updated: 0, invalid: [] });
  expect((await upload()).data).toMatchObject({ created: 0, invalid: [] });
  expect(await peopleWith('seller@other.test')).toHaveLength(1);
  const { session } = await signIn('seller@other.test');
  expect(slugs(session.user)).toEqual(['demo', 'other']);
});

test("one organization changing a shared person's e-mail moves only its own membership to a new person", async () => {
  await identity.call('POST', '/api/other/sellers', await otherStaff(), seller('shared.mail@demo.test'));
  const created = await identity.call('POST', '/api/demo/sellers', await demoStaff(), seller('shared.mail@demo.test'));
  const demoSeller = (created.body as { data: { id: string } }).data.id;
  const [before] = await peopleWith('shared.mail@demo.test');
  const changed = await identity.call('PATCH', '/api/demo/sellers', await demoStaff(), { id: demoSeller, email: 'moved.mail@demo.test' });
  expect(changed.status).toBe(200);
  // The person keeps their address for other; demo's membership is a new person's, invited to choose a password.
  expect((await peopleWith('shared.mail@demo.test')).map((p: { id: string }) => p.id)).toEqual([before.id]);
  const [moved] = await peopleWith('moved.mail@demo.test');
  expect(moved.id).not.toBe(before.id);
  expect(await db()('users').where({ seller_id: demoSeller }).first('person_id')).toEqual({ person_id: moved.id });
  // To an address another person has: refused as before.
  const taken = await identity.call('PATCH', '/api/demo/sellers', await demoStaff(), { id: demoSeller, email: 'shared.mail@demo.test' });
  expect([taken.status, (taken.body as { reason: string }).reason]).toEqual([409, 'account_in_other_org']);
});
