import { ID_LIST_MESSAGE } from '@consign/contracts';
import { LONE_SURROGATE_MESSAGE, TOO_DEEP_MESSAGE, asSystem } from '@consign/kit';
import { useTestInfra } from '@consign/kit/testing';
import { useIdentity } from './identity-harness';

/** Issue 19 item 8: inputs that were 500s are 4xx with a message, and change nothing. */
const infra = useTestInfra();
const identity = useIdentity(infra);
const staff = () => identity.token('staff@demo.test');

async function rowCounts(): Promise<Record<string, number>> {
  const db = identity.service().deps.db;
  const counts: Record<string, number> = {};
  for (const table of ['organizations', 'sellers', 'outbox', 'terms'])
    counts[table] = Number(((await asSystem('test: row counts', () => db(table).count({ n: '*' }))) as { n: string }[])[0]!.n);
  return counts;
}

test('Object.prototype names as a settings section are unknown sections (404), not a 500', async () => {
  const before = await rowCounts();
  for (const section of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
    const res = await identity.call('PATCH', `/api/next/demo/organizations/${section}`, await staff(), { primaryColor: '#000000' });
    expect([section, res.status, res.body]).toEqual([
      section,
      404,
      { message: `No settings section '${section}'`, code: 'rules.settings.unknownSection', params: { section } },
    ]);
  }
  expect(await rowCounts()).toEqual(before);
});

test('GET sellers?ids= with anything but ids is a 400', async () => {
  for (const ids of ['not-an-id', '1,2', "x'--"]) {
    const res = await identity.call('GET', `/api/demo/sellers?ids=${encodeURIComponent(ids)}`, await staff());
    expect([ids, res.status, (res.body as { message: string }).message]).toEqual([ids, 400, ID_LIST_MESSAGE]);
  }
});

test('a lone surrogate in a seller field, or terms nested deeper than any contract, is a 400 that changes nothing', async () => {
  const before = await rowCounts();
  const surrogate = await identity.call('POST', '/api/demo/sellers', await staff(), {
    firstName: 'Kari\ud800',
    lastName: 'Nordmann',
    email: 'kari.surrogate@demo.test',
  });
  expect([surrogate.status, (surrogate.body as { message: string }).message]).toEqual([400, LONE_SURROGATE_MESSAGE]);
  // Built as text: JSON.stringify itself would exhaust the stack on it.
  const lists = 5000;
  const content = `${'{"type":"bulleted-list","children":['.repeat(lists)}{"type":"paragraph","children":[{"text":"deep"}]}${']}'.repeat(lists)}`;
  const deep = await fetch(`${identity.url()}/api/next/demo/organizations/terms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await staff()}` },
    body: `{"content":[${content}]}`,
  });
  expect([deep.status, ((await deep.json()) as { message: string }).message]).toEqual([400, TOO_DEEP_MESSAGE]);
  expect(await rowCounts()).toEqual(before);
});
