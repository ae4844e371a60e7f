import type { TermsAcceptanceView, TermsView } from '@consign/contracts';
import { useTestInfra } from '@consign/kit/testing';
import { useIdentity } from './identity-harness';

const infra = useTestInfra();
const identity = useIdentity(infra);
const staff = () => identity.token('staff@demo.test');
const seller = () => identity.token('seller@demo.test');
const terms = (text: string) => ({
  content: [
    { type: 'heading-one', children: [{ text: 'Terms' }] },
    {
      type: 'paragraph',
      children: [
        { text, bold: true },
        { text: ' and more', underline: true },
      ],
    },
    { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Items expire after 90 days' }] }] },
  ],
});

test('no terms yet: data is null, and a seller who never accepted is asked once all the same (SPEC §4)', async () => {
  expect((await identity.call('GET', '/api/next/demo/organizations/terms', await seller())).body).toEqual({ data: null });
  const acceptance = (await identity.call('GET', '/api/next/demo/organizations/terms/acceptance', await seller())).body as {
    data: TermsAcceptanceView;
  };
  expect(acceptance.data).toEqual({ termsAcceptedAt: null, latestModifiedAt: null, mustAccept: true });
  const accepted = (await identity.call('POST', '/api/next/demo/organizations/terms/accept', await seller())).body as {
    data: TermsAcceptanceView;
  };
  expect(accepted.data).toMatchObject({ latestModifiedAt: null, mustAccept: false });
});

test('publishing, accepting, and being asked again after a newer version', async () => {
  const published = await identity.call('POST', '/api/next/demo/organizations/terms', await staff(), terms('Version 1'));
  expect(published.status).toBe(201);
  const read = (await identity.call('GET', '/api/next/demo/organizations/terms', await seller())).body as { data: TermsView };
  expect(read.data.content).toEqual(terms('Version 1').content);

  const before = (await identity.call('GET', '/api/next/demo/organizations/terms/acceptance', await seller())).body as {
    data: TermsAcceptanceView;
  };
  expect(before.data.mustAccept).toBe(true);
  const accepted = (await identity.call('POST', '/api/next/demo/organizations/terms/accept', await seller())).body as {
    data: TermsAcceptanceView;
  };
  expect(accepted.data.mustAccept).toBe(false);
  expect(Date.parse(accepted.data.termsAcceptedAt!)).toBeGreaterThan(Date.now() - 10_000);

  await new Promise((r) => setTimeout(r, 10));
  await identity.call('POST', '/api/next/demo/organizations/terms', await staff(), terms('Version 2'));
  const after = (await identity.call('GET', '/api/next/demo/organizations/terms/acceptance', await seller())).body as {
    data: TermsAcceptanceView;
  };
  expect(after.data.mustAccept).toBe(true);
  const latest = (await identity.call('GET', '/api/next/demo/organizations/terms', await staff())).body as { data: TermsView };
  expect(JSON.stringify(latest.data.content)).toContain('Version 2');
  expect(await identity.service().deps.db('outbox').where({ type: 'identity.terms.published' })).toHaveLength(2);
});

test('terms content is validated; only staff publish; only sellers accept; other orgs see their own', async () => {
  const bad = await identity.call('POST', '/api/next/demo/organizations/terms', await staff(), {
    content: [{ type: 'marquee', children: [{ text: 'x' }] }],
  });
  expect(bad.status).toBe(400);
  expect((await identity.call('POST', '/api/next/demo/organizations/terms', await staff(), { content: [] })).body).toMatchObject({
    message: 'The terms need some content',
  });
  expect((await identity.call('POST', '/api/next/demo/organizations/terms', await seller(), terms('mine'))).status).toBe(403);
  expect((await identity.call('POST', '/api/next/demo/organizations/terms/accept', await staff())).status).toBe(403);
  expect((await identity.call('GET', '/api/next/other/organizations/terms', await identity.token('staff@other.test'))).body).toEqual({
    data: null,
  });
});

test('seller notes: staff save and read one note per seller, last write wins; sellers and other orgs cannot', async () => {
  const kari = ((await identity.call('GET', '/api/demo/sellers?query=hansen', await staff())).body as { data: { id: string }[] }).data[0]!;
  expect((await identity.call('GET', `/api/seller-notes?sellerId=${kari.id}`, await staff())).body).toEqual({
    data: { sellerId: kari.id, note: '', updatedAt: null },
  });
  await identity.call('POST', '/api/seller-notes', await staff(), { sellerId: kari.id, note: 'Brings winter coats' });
  await identity.call('POST', '/api/seller-notes', await staff(), { sellerId: kari.id, note: 'Brings winter coats; prefers Tuesdays' });
  const note = (await identity.call('GET', `/api/seller-notes?sellerId=${kari.id}`, await staff())).body as {
    data: { note: string; updatedAt: string };
  };
  expect(note.data.note).toBe('Brings winter coats; prefers Tuesdays');

  expect((await identity.call('GET', `/api/seller-notes?sellerId=${kari.id}`, await seller())).status).toBe(403);
  expect((await identity.call('GET', `/api/seller-notes?sellerId=${kari.id}`, await identity.token('staff@other.test'))).status).toBe(404);
  expect(
    (await identity.call('POST', '/api/seller-notes', await identity.token('staff@other.test'), { sellerId: kari.id, note: 'x' })).status,
  ).toBe(404);
  expect(
    (await identity.call('POST', '/api/seller-notes', await staff(), { sellerId: kari.id, note: 'x'.repeat(10_001) })).body,
  ).toMatchObject({
    message: 'Notes cannot be longer than 10000 characters',
  });
});
