import type { SellerMinimal, SellerView } from '@consign/contracts';
import { useTestInfra } from '@consign/kit/testing';
import { useIdentity } from './identity-harness';

const infra = useTestInfra();
const identity = useIdentity(infra);
const staff = () => identity.token('staff@demo.test');
const valid = {
  firstName: 'Nora',
  lastName: 'Nilsen',
  email: 'nora.nilsen@demo.test',
  phoneNumber: '412 34 567',
  bankAccountNumber: '8601.11.17947',
};

async function sellerCount(): Promise<number> {
  const { body } = await identity.call('GET', '/api/demo/sellers?take=1', await staff());
  return (body as { pagination: { count: number } }).pagination.count;
}

test('staff create: every bad field gets its SPEC message and nothing is created', async () => {
  const before = await sellerCount();
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ ...valid, firstName: ' ' }, 'First name is required'],
    [{ ...valid, lastName: '' }, 'Last name is required'],
    [{ ...valid, email: 'nora@' }, 'Please enter a valid email address'],
    [{ ...valid, phoneNumber: '' }, 'Phone number is required'],
    [{ ...valid, bankAccountNumber: '86011117946' }, 'Please enter a valid Norwegian bank account number (11 digits)'],
  ];
  for (const [body, message] of cases) {
    const res = await identity.call('POST', '/api/demo/sellers', await staff(), body);
    expect([res.status, (res.body as { message: string }).message]).toEqual([400, message]);
  }
  expect(await sellerCount()).toBe(before);
});

test('staff create a seller: next account number, normalized phone, events, an invite that works once', async () => {
  const res = await identity.call('POST', '/api/demo/sellers', await staff(), valid);
  expect(res.status).toBe(201);
  const seller = (res.body as { data: SellerView }).data;
  expect(seller).toMatchObject({
    fullName: 'Nora Nilsen',
    phonenumber: '+4741234567',
    bankAccountNumber: '86011117947',
    accountNumber: 6,
    accountNumberPadded: '00006',
    termsAccepted: false,
    org: { slug: 'demo' },
  });

  const db = identity.service().deps.db;
  const created = await db('outbox').where({ type: 'identity.seller.created', segment: seller.id }).first();
  expect(created.payload.data).toMatchObject({
    id: seller.id,
    fullName: 'Nora Nilsen',
    accountNumber: 6,
    bankAccountNumber: '86011117947',
  });
  const invite = await db('outbox').where({ type: 'identity.user.invited' }).orderBy('seq', 'desc').first();
  expect(invite.payload.data).toMatchObject({ email: 'nora.nilsen@demo.test', role: 'seller', name: 'Nora Nilsen' });

  const accepted = await identity.call('POST', '/api/auth/accept-invite', undefined, {
    token: invite.payload.data.token,
    password: 'nora-password',
  });
  expect(accepted.status).toBe(200);
  expect((accepted.body as { user: { sellerId: string } }).user.sellerId).toBe(seller.id);
  expect(
    (await identity.call('POST', '/api/auth/accept-invite', undefined, { token: invite.payload.data.token, password: 'again-password' }))
      .status,
  ).toBe(400);
  expect(
    (await identity.call('POST', '/api/auth/login', undefined, { email: 'nora.nilsen@demo.test', password: 'nora-password' })).status,
  ).toBe(200);
});

test('an e-mail that is a member here already gets the SPEC error code', async () => {
  // The SPEC's codes are catalogue keys, so `code` is the SPEC's code. A person of another organization is no
  // error for a seller: they get a membership here (issue 25, people.int.test.ts).
  for (const email of ['seller@demo.test', 'staff@demo.test']) {
    const res = await identity.call('POST', '/api/demo/sellers', await staff(), { ...valid, email });
    expect([res.status, res.body]).toEqual([
      409,
      { message: 'They already have an account here.', code: 'user_already_exists', reason: 'user_already_exists' },
    ]);
  }
});

test('creations racing with one e-mail: exactly one wins', async () => {
  const token = await staff();
  const results = await Promise.all(
    [1, 2, 3, 4].map(() => identity.call('POST', '/api/demo/sellers', token, { ...valid, email: 'race@demo.test' })),
  );
  expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
});

test('listing: minimal rows, ids, paging, text search; a seller sees only themself', async () => {
  const token = await staff();
  // Pickers and the palette ask at every keystroke: minimal rows carry no count.
  const minimal = (await identity.call('GET', '/api/demo/sellers?minimal=true&take=2', token)).body as { data: SellerMinimal[] };
  expect(minimal.data).toHaveLength(2);
  expect(Object.keys(minimal.data[0]!).sort()).toEqual(['accountNumberPadded', 'fullName', 'id']);
  expect(Object.keys(minimal)).toEqual(['data']);
  const first = (await identity.call('GET', '/api/demo/sellers?take=2', token)).body as {
    data: SellerView[];
    pagination: { count: number };
  };
  expect(first.pagination.count).toBeGreaterThanOrEqual(7);
  // The total is the same on every page, past the last one too, and never shows as a field of a seller.
  const total = first.pagination.count;
  for (const skip of [1, total - 1, total, total + 5]) {
    const page = (await identity.call('GET', `/api/demo/sellers?take=2&skip=${skip}`, token)).body as typeof first;
    expect(page.pagination.count).toBe(total);
    expect(page.data).toHaveLength(Math.max(0, Math.min(2, total - skip)));
  }
  const full = (await identity.call('GET', '/api/demo/sellers?take=1', token)).body as { data: Record<string, unknown>[] };
  expect(Object.keys(full.data[0]!)).not.toContain('total_count');

  const byName = (await identity.call('GET', '/api/demo/sellers?query=hansen', token)).body as { data: SellerView[] };
  expect(byName.data.map((s) => s.email)).toEqual(['kari.hansen@demo.test']);
  const byAccount = (await identity.call('GET', '/api/demo/sellers?query=00001', token)).body as { data: SellerView[] };
  expect(byAccount.data.map((s) => s.accountNumber)).toContain(1);
  const ids = (await identity.call('GET', `/api/demo/sellers?ids=${byName.data[0]!.id}`, token)).body as { data: SellerView[] };
  expect(ids.data).toHaveLength(1);

  const own = (await identity.call('GET', '/api/demo/sellers?query=hansen', await identity.token('seller@demo.test'))).body as {
    data: SellerView[];
  };
  expect(own.data.map((s) => s.email)).toEqual(['seller@demo.test']);
});

test('reading one seller: staff any in their org, a seller only themself, never another org', async () => {
  const list = (await identity.call('GET', '/api/demo/sellers?query=hansen', await staff())).body as { data: SellerView[] };
  const kari = list.data[0]!;
  expect((await identity.call('GET', `/api/demo/sellers/${kari.id}`, await staff())).status).toBe(200);
  expect((await identity.call('GET', `/api/demo/sellers/${kari.id}`, await identity.token('seller@demo.test'))).status).toBe(404);
  expect((await identity.call('GET', `/api/other/sellers/${kari.id}`, await identity.token('staff@other.test'))).status).toBe(404);
  expect((await identity.call('GET', `/api/demo/sellers/${kari.id}`, await identity.token('staff@other.test'))).status).toBe(403);
});

test('a seller edits their own profile but never their e-mail, nor anyone else', async () => {
  const token = await identity.token('seller@demo.test');
  const me = ((await identity.call('GET', '/api/demo/sellers', token)).body as { data: SellerView[] }).data[0]!;
  const ok = await identity.call('PATCH', '/api/demo/sellers', token, {
    id: me.id,
    firstName: 'Sara J.',
    phonenumber: '',
    bankAccountNumber: null,
  });
  expect(ok.status).toBe(200);
  expect((ok.body as { data: SellerView }).data).toMatchObject({
    firstName: 'Sara J.',
    phonenumber: null,
    bankAccountNumber: null,
    email: 'seller@demo.test',
  });

  const badBank = await identity.call('PATCH', '/api/demo/sellers', token, { id: me.id, bankAccountNumber: '12345' });
  expect(badBank.body).toMatchObject({ message: 'Please enter a valid Norwegian bank account number (11 digits)' });
  expect((await identity.call('PATCH', '/api/demo/sellers', token, { id: me.id, email: 'new@demo.test' })).status).toBe(403);
  expect((await identity.call('PATCH', '/api/demo/sellers', token, { id: me.id, lastName: '' })).body).toMatchObject({
    message: 'Last name is required',
  });

  const kari = ((await identity.call('GET', '/api/demo/sellers?query=hansen', await staff())).body as { data: SellerView[] }).data[0]!;
  expect((await identity.call('PATCH', '/api/demo/sellers', token, { id: kari.id, firstName: 'Hacked' })).status).toBe(404);

  const event = await identity
    .service()
    .deps.db('outbox')
    .where({ type: 'identity.seller.updated', segment: me.id })
    .orderBy('seq', 'desc')
    .first();
  expect(event.payload.data).toMatchObject({ firstName: 'Sara J.', bankAccountNumber: null });
});

test('staff delete a seller once; the second delete says already deleted; the seller is gone', async () => {
  const created = (
    (await identity.call('POST', '/api/demo/sellers', await staff(), { ...valid, email: 'leaving@demo.test' })).body as { data: SellerView }
  ).data;
  expect((await identity.call('DELETE', `/api/demo/sellers?sellerId=${created.id}`, await identity.token('seller@demo.test'))).status).toBe(
    403,
  );
  expect((await identity.call('DELETE', `/api/demo/sellers?sellerId=${created.id}`, await staff())).status).toBe(204);
  const again = await identity.call('DELETE', `/api/demo/sellers?sellerId=${created.id}`, await staff());
  expect(again.status).toBe(409);
  expect((again.body as { message: string }).message).toContain('already deleted');
  expect((await identity.call('GET', `/api/demo/sellers/${created.id}`, await staff())).status).toBe(404);
  expect((await identity.call('DELETE', '/api/demo/sellers?sellerId=nope', await staff())).status).toBe(400);
  const deleted = await identity.service().deps.db('outbox').where({ type: 'identity.seller.deleted', segment: created.id }).first();
  expect(deleted).toBeDefined();
});

test("a name with a typo ('hnas') finds the seller by how it sounds, only when nothing matches as typed, only in the org", async () => {
  const create = async (token: string, org: string, firstName: string, lastName: string) => {
    const email = `${firstName}.${lastName}@${org}.test`.toLowerCase();
    const res = await identity.call('POST', `/api/${org}/sellers`, token, { ...valid, firstName, lastName, email });
    expect(res.status).toBe(201);
    return (res.body as { data: SellerView }).data.id;
  };
  const token = await staff();
  const hans = await create(token, 'demo', 'Hans', 'Berg');
  const hines = await create(token, 'demo', 'Mona', 'Hines');
  await create(await identity.token('staff@other.test'), 'other', 'Hans', 'Lie');
  const found = async (query: string) =>
    (
      (await identity.call('GET', `/api/demo/sellers?minimal=true&query=${encodeURIComponent(query)}`, token)).body as {
        data: SellerMinimal[];
      }
    ).data
      .map((s) => s.id)
      .sort();
  expect(await found('hnas')).toEqual([hans, hines].sort());
  expect(await found('hnas berg')).toEqual([hans]);
  // Typed as it is written, the name finds only those it is written in: no sound-alikes beside them.
  const typed = await found('hans');
  expect(typed).toContain(hans);
  expect(typed).not.toContain(hines);
  expect(await found('qqqq')).toEqual([]);
});
