import { RULE_MESSAGES, errorBodySchema, type OrganizationView, type SessionResponse, type SessionUser } from '@consign/contracts';
import { useTestInfra } from '@consign/kit/testing';
import { DEMO_PASSWORD } from '../src/app/seed-demo';
import { useIdentity } from './identity-harness';

/** Issue 23: a person's own language, their organization's default, and the languages events carry. */
const infra = useTestInfra();
const identity = useIdentity(infra);
const db = () => identity.service().deps.db;

const languageOf = async (email: string) =>
  ((await db()('users').where({ email }).first('language')) as { language: string | null }).language;
const lastEvent = async (type: string) =>
  (await db()('outbox').where({ type }).orderBy('seq', 'desc').first()) as
    { seq: string; payload: { data: Record<string, unknown> } } | undefined;
const eventCount = async (type: string) => Number(((await db()('outbox').where({ type }).count('* as n').first()) as { n: string }).n);

/** A fresh sign-in, with the refresh cookie it sets. */
async function signIn(email: string): Promise<{ session: SessionResponse; cookie: string }> {
  const res = await fetch(`${identity.url()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('consign_refresh='))!
    .split(';')[0]!;
  return { session: (await res.json()) as SessionResponse, cookie };
}

const refresh = async (cookie: string) =>
  (await (await fetch(`${identity.url()}/api/auth/refresh`, { method: 'POST', headers: { cookie } })).json()) as SessionResponse;

const setLanguage = (token: string | undefined, body: unknown) => identity.call('PUT', '/api/auth/language', token, body);

test('a seller chooses their language: saved, answered as their session user, kept by /me and refresh, no new sign-in', async () => {
  const { session, cookie } = await signIn('seller@demo.test');
  expect(session.user).toMatchObject({ language: null, organizationLanguage: null });
  const before = await eventCount('identity.seller.updated');

  const res = await setLanguage(session.accessToken, { language: 'nb' });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ ...session.user, language: 'nb' } satisfies SessionUser);
  expect(await languageOf('seller@demo.test')).toBe('nb');

  // The same access token goes on; /me and a refreshed session say the new language.
  expect((await identity.call('GET', '/api/auth/me', session.accessToken)).body).toMatchObject({ language: 'nb' });
  expect((await refresh(cookie)).user).toMatchObject({ email: 'seller@demo.test', language: 'nb', organizationLanguage: null });

  // The other services' replicas learn it: a seller.updated with the seller's language, once per change.
  expect(await eventCount('identity.seller.updated')).toBe(before + 1);
  expect((await lastEvent('identity.seller.updated'))!.payload.data).toMatchObject({ email: 'seller@demo.test', language: 'nb' });
  expect((await setLanguage(session.accessToken, { language: 'nb' })).status).toBe(200);
  expect(await eventCount('identity.seller.updated')).toBe(before + 1);

  // Staff editing the seller keeps the seller's own choice in the event.
  const sellerId = session.user.sellerId!;
  const staff = await identity.token('staff@demo.test');
  expect((await identity.call('PATCH', '/api/demo/sellers', staff, { id: sellerId, firstName: 'Sara' })).status).toBe(200);
  expect((await lastEvent('identity.seller.updated'))!.payload.data).toMatchObject({ id: sellerId, language: 'nb' });
});

test('a coworker chooses theirs, and null goes back to the organization default; no seller event', async () => {
  const token = await identity.token('staff@demo.test');
  const before = await eventCount('identity.seller.updated');
  const en = await setLanguage(token, { language: 'en' });
  expect([en.status, en.body]).toEqual([200, expect.objectContaining({ email: 'staff@demo.test', role: 'coworker', language: 'en' })]);
  expect(await languageOf('staff@demo.test')).toBe('en');
  const none = await setLanguage(token, { language: null });
  expect([none.status, (none.body as SessionUser).language]).toEqual([200, null]);
  expect(await languageOf('staff@demo.test')).toBeNull();
  expect(await eventCount('identity.seller.updated')).toBe(before);
});

test('a value that is no language is a 400 with a clear message and code, and nothing changes', async () => {
  const token = await identity.token('seller@demo.test');
  expect((await setLanguage(token, { language: 'en' })).status).toBe(200);
  const events = await eventCount('identity.seller.updated');
  for (const body of [{ language: 'de' }, { language: 'NB' }, { language: 7 }, {}]) {
    const res = await setLanguage(token, body);
    expect([body, res.status]).toEqual([body, 400]);
    expect(errorBodySchema.parse(res.body)).toEqual({
      message: RULE_MESSAGES.language.invalid,
      code: 'rules.language.invalid',
      details: [{ path: 'language', message: RULE_MESSAGES.language.invalid, code: 'rules.language.invalid' }],
    });
  }
  expect(await languageOf('seller@demo.test')).toBe('en');
  expect(await eventCount('identity.seller.updated')).toBe(events);
});

test('without a token, or with a revoked one, the language cannot be changed', async () => {
  expect((await setLanguage(undefined, { language: 'nb' })).status).toBe(401);
  const { session } = await signIn('seller@other.test');
  expect((await identity.call('POST', '/api/auth/logout-all', session.accessToken)).status).toBe(204);
  const refused = await setLanguage(session.accessToken, { language: 'nb' });
  expect([refused.status, refused.body]).toEqual([401, { message: 'Unauthorized', code: 'common.unauthorized' }]);
  expect(await languageOf('seller@other.test')).toBeNull();
});

test("the organization's language: staff set it, the view, events and sessions carry it, e-mails are written in it", async () => {
  const staff = await identity.token('staff@other.test');
  const patch = await identity.call('PATCH', '/api/next/other/organizations/language', staff, { language: 'nb' });
  expect([patch.status, (patch.body as { data: OrganizationView }).data.language]).toEqual([200, 'nb']);
  const view = await identity.call('GET', '/api/other/organizations', staff);
  expect((view.body as { data: OrganizationView }).data.language).toBe('nb');
  expect((await lastEvent('identity.organization.updated'))!.payload.data).toMatchObject({
    slug: 'other',
    language: 'nb',
    config: { language: { language: 'nb' } },
  });

  // A session of the organization says its default beside the person's own (none).
  const { session } = await signIn('seller@other.test');
  expect(session.user).toMatchObject({ organizationLanguage: 'nb', language: null });

  // A new seller: the seller event has no language of their own; the invite is written in the organization's.
  const created = await identity.call('POST', '/api/other/sellers', staff, {
    firstName: 'Nora',
    lastName: 'Nilsen',
    email: 'nora@other.test',
    phoneNumber: '+4791234599',
  });
  expect(created.status).toBe(201);
  expect((await lastEvent('identity.seller.created'))!.payload.data).toMatchObject({ email: 'nora@other.test', language: null });
  const invite = (await lastEvent('identity.user.invited'))!.payload.data;
  expect(invite).toMatchObject({ email: 'nora@other.test', language: 'nb' });
  // Accepting it signs her in: her session says the organization's language and none of her own.
  const accepted = await identity.call('POST', '/api/auth/accept-invite', undefined, { token: invite.token, password: 'nora-pass-1' });
  expect([accepted.status, (accepted.body as SessionResponse).user]).toEqual([
    200,
    expect.objectContaining({ email: 'nora@other.test', language: null, organizationLanguage: 'nb' }),
  ]);

  // A reset e-mail: the organization's language, until the person chooses their own.
  const forgot = () => identity.call('POST', '/api/auth/forgot', undefined, { email: 'staff@other.test' });
  expect((await forgot()).status).toBe(202);
  expect((await lastEvent('identity.user.password_reset_requested'))!.payload.data).toMatchObject({
    email: 'staff@other.test',
    language: 'nb',
  });
  expect((await setLanguage(staff, { language: 'en' })).status).toBe(200);
  expect((await forgot()).status).toBe(202);
  expect((await lastEvent('identity.user.password_reset_requested'))!.payload.data).toMatchObject({ language: 'en' });

  // A bad value changes nothing; null hands the choice back to each browser.
  const bad = await identity.call('PATCH', '/api/next/other/organizations/language', staff, { language: 'sv' });
  expect([bad.status, (bad.body as { code: string }).code]).toEqual([400, 'rules.language.invalid']);
  expect(((await identity.call('GET', '/api/other/organizations', staff)).body as { data: OrganizationView }).data.language).toBe('nb');
  const cleared = await identity.call('PATCH', '/api/next/other/organizations/language', staff, { language: null });
  expect((cleared.body as { data: OrganizationView }).data.language).toBeNull();
  expect((await lastEvent('identity.organization.updated'))!.payload.data).toMatchObject({ slug: 'other', language: null });
});

test("identity's refusals name their message by code, with its params, and each field issue too", async () => {
  const staff = await identity.token('staff@demo.test');
  const invalid = await identity.call('POST', '/api/demo/sellers', staff, {
    firstName: '',
    lastName: 'Berg',
    email: 'nope',
    phoneNumber: '',
  });
  const body = errorBodySchema.parse(invalid.body);
  expect([invalid.status, body.message, body.code]).toEqual([400, 'First name is required', 'sellers.firstNameRequired']);
  expect(body.details).toEqual(
    expect.arrayContaining([
      { path: 'firstName', message: 'First name is required', code: 'sellers.firstNameRequired' },
      { path: 'email', message: 'Please enter a valid email address', code: 'sellers.validEmail' },
      { path: 'phoneNumber', message: 'Phone number is required', code: 'sellers.phoneRequired' },
    ]),
  );
  const section = await identity.call('PATCH', '/api/next/demo/organizations/colours', staff, {});
  expect([section.status, section.body]).toEqual([
    404,
    { message: "No settings section 'colours'", code: 'rules.settings.unknownSection', params: { section: 'colours' } },
  ]);
  const wrong = await identity.call('POST', '/api/auth/login', undefined, { email: 'staff@demo.test', password: 'not-it-at-all' });
  expect([wrong.status, wrong.body]).toEqual([401, { message: 'Invalid email or password', code: 'auth.invalidCredentials' }]);
});
