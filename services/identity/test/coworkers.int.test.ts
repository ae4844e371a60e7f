import type { CoworkerView } from '@consign/contracts';
import { useTestInfra } from '@consign/kit/testing';
import { useIdentity } from './identity-harness';

const infra = useTestInfra();
const identity = useIdentity(infra);
const staff = () => identity.token('staff@demo.test');
const valid = { firstName: 'Cato', lastName: 'Coworker', email: 'cato@demo.test', phone: '+47 412 00 000' };

test('create: SPEC messages for bad fields; a good one is invited and listed', async () => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ ...valid, firstName: '' }, 'First name is required'],
    [{ ...valid, lastName: '' }, 'Last name is required'],
    [{ ...valid, email: 'cato' }, 'Invalid email address'],
    [{ ...valid, phone: '' }, 'Phone number is required'],
  ];
  for (const [body, message] of cases) {
    const res = await identity.call('POST', '/api/demo/coworkers', await staff(), body);
    expect([res.status, (res.body as { message: string }).message]).toEqual([400, message]);
  }
  const created = await identity.call('POST', '/api/demo/coworkers', await staff(), valid);
  expect(created.status).toBe(201);
  const coworker = (created.body as { data: CoworkerView }).data;
  expect(coworker).toMatchObject({
    name: 'Cato Coworker',
    email: 'cato@demo.test',
    phone: '+4741200000',
    org: { slug: 'demo', name: 'Demo Consignment' },
  });
  const list = (await identity.call('GET', '/api/demo/coworkers', await staff())).body as { data: CoworkerView[] };
  expect(list.data.map((c) => c.email).sort()).toEqual(['cato@demo.test', 'staff@demo.test']);
  const invite = await identity.service().deps.db('outbox').where({ type: 'identity.user.invited' }).orderBy('seq', 'desc').first();
  expect(invite.payload.data).toMatchObject({ email: 'cato@demo.test', role: 'coworker' });
});

test('e-mails with accounts get the SPEC codes', async () => {
  const here = await identity.call('POST', '/api/demo/coworkers', await staff(), { ...valid, email: 'seller@demo.test' });
  // The SPEC's create error codes are keys of the API catalogue: the code is both the SPEC's and its text's.
  expect(here.body).toEqual({ message: 'They already have an account here.', code: 'user_already_exists', reason: 'user_already_exists' });
  const elsewhere = await identity.call('POST', '/api/demo/coworkers', await staff(), { ...valid, email: 'staff@other.test' });
  expect(elsewhere.body).toEqual({
    message: 'This user is already a coworker somewhere else, use their personal email instead.',
    code: 'coworker_in_other_org',
    reason: 'coworker_in_other_org',
  });
});

test('update, read and delete; never yourself; never another organization; never as a seller', async () => {
  const created = (
    (await identity.call('POST', '/api/demo/coworkers', await staff(), { ...valid, email: 'temp@demo.test' })).body as {
      data: CoworkerView;
    }
  ).data;
  const updated = await identity.call('PATCH', `/api/demo/coworkers/${created.id}`, await staff(), { lastName: 'Renamed' });
  expect((updated.body as { data: CoworkerView }).data.name).toBe('Cato Renamed');
  expect((await identity.call('PATCH', `/api/demo/coworkers/${created.id}`, await staff(), { email: 'bad' })).body).toMatchObject({
    message: 'Invalid email address',
  });

  expect((await identity.call('GET', `/api/other/coworkers/${created.id}`, await identity.token('staff@other.test'))).status).toBe(404);
  expect((await identity.call('GET', '/api/demo/coworkers', await identity.token('seller@demo.test'))).status).toBe(403);

  const me = ((await identity.call('GET', '/api/auth/me', await staff())).body as { id: string }).id;
  const self = await identity.call('DELETE', `/api/demo/coworkers/${me}`, await staff());
  expect([self.status, self.body]).toEqual([
    422,
    { message: 'You cannot delete yourself', code: 'rules.access.cannotDeleteSelf', reason: 'cannot_delete_self' },
  ]);

  expect((await identity.call('DELETE', `/api/demo/coworkers/${created.id}`, await staff())).status).toBe(204);
  expect((await identity.call('GET', `/api/demo/coworkers/${created.id}`, await staff())).status).toBe(404);
  expect((await identity.call('DELETE', `/api/demo/coworkers/${created.id}`, await staff())).status).toBe(404);
});
