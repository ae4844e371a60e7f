import type { StoreView } from '@consign/contracts';
import { NOTHING_TO_UPDATE } from '@consign/kit';
import { useService, useTestInfra, useTestTokens } from '@consign/kit/testing';
import { catalogService } from '../src/service';

const infra = useTestInfra();
const tokens = useTestTokens();
const catalog = useService(infra, catalogService, () => ({ JWKS_URL: tokens.jwksUrl() }));

const DEMO = { org: '0195f3a0-0000-7000-8000-00000000d001', orgSlug: 'demo' };
const OTHER = { org: '0195f3a0-0000-7000-8000-00000000d002', orgSlug: 'other' };
const staff = (o = DEMO) => tokens.sign({ sub: 'staff', role: 'coworker', ...o });
const seller = () => tokens.sign({ sub: 'seller', role: 'seller', sellerId: 'seller-1', ...DEMO });

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${catalog().url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : undefined) as { data: StoreView & StoreView[]; message?: string; pagination?: { count: number } },
  };
}

const grunerlokka = {
  name: 'Grünerløkka',
  email: 'lokka@demo.test',
  address_line_1: 'Thorvald Meyers gate 1',
  address_zip: '0555',
  address_city: 'Oslo',
  address_country: 'Norway',
};

test('staff create, read, list, update and delete stores; each change is announced', async () => {
  const created = await call('POST', '/api/demo/stores', await staff(), grunerlokka);
  expect(created.status).toBe(201);
  const store = created.body.data;
  expect(store).toMatchObject(grunerlokka);
  await call('POST', '/api/demo/stores', await staff(), { name: 'Majorstuen' });

  const minimal = await call('GET', '/api/demo/stores?minimal=true', await seller());
  expect(minimal.body.data).toEqual([
    { id: store.id, name: 'Grünerløkka' },
    { id: expect.any(String), name: 'Majorstuen' },
  ]);
  expect(minimal.body.pagination).toEqual({ count: 2 });

  const updated = await call('PATCH', `/api/demo/stores/${store.id}`, await staff(), { address_city: 'OSLO' });
  // Only the named field changes; the rest of the address stays.
  expect(updated.body.data).toEqual({ ...store, address_city: 'OSLO' });
  expect((await call('GET', `/api/demo/stores/${store.id}`, await seller())).body.data.address_city).toBe('OSLO');
  // Only unknown fields: refused, and nothing is announced (the outbox check below).
  const nothing = await call('PATCH', `/api/demo/stores/${store.id}`, await staff(), { colour: 'red' });
  expect([nothing.status, nothing.body.message]).toEqual([400, NOTHING_TO_UPDATE]);

  expect((await call('DELETE', `/api/stores/${store.id}`, await staff())).status).toBe(204);
  const gone = await call('GET', `/api/demo/stores/${store.id}`, await staff());
  expect([gone.status, gone.body.message]).toEqual([404, 'Store not found']);
  expect((await call('DELETE', `/api/stores/${store.id}`, await staff())).status).toBe(404);

  const types = (await catalog().deps.db('outbox').where({ segment: store.id }).orderBy('seq')).map((r) => r.type);
  expect(types).toEqual(['catalog.store.created', 'catalog.store.updated', 'catalog.store.deleted']);
});

test('bad input gets a clear 400; sellers cannot change stores; other organizations see nothing', async () => {
  const bad = await call('POST', '/api/demo/stores', await staff(), { name: ' ' });
  expect([bad.status, bad.body.message]).toEqual([400, 'Store name is required']);
  expect((await call('POST', '/api/demo/stores', await staff(), { name: 'X', email: 'nope' })).body.message).toBe(
    'Please enter a valid email address',
  );
  expect((await call('POST', '/api/demo/stores', await seller(), grunerlokka)).status).toBe(403);

  const demoStore = (await call('POST', '/api/demo/stores', await staff(), { name: 'Private' })).body.data;
  expect((await call('GET', `/api/other/stores/${demoStore.id}`, await staff(OTHER))).status).toBe(404);
  expect((await call('PATCH', `/api/other/stores/${demoStore.id}`, await staff(OTHER), { name: 'Taken' })).status).toBe(404);
  expect((await call('DELETE', `/api/stores/${demoStore.id}`, await staff(OTHER))).status).toBe(404);
  expect((await call('GET', '/api/other/stores', await staff(OTHER))).body.data).toEqual([]);
  expect((await call('GET', '/api/demo/stores', await staff(OTHER))).status).toBe(403);
});

test('deliveries_enabled=true lists only stores whose deliveries are on', async () => {
  const list = await call('GET', '/api/demo/stores?minimal=true&deliveries_enabled=true', await staff());
  expect(list.body.data).toEqual([]);
  const [first] = (await call('GET', '/api/demo/stores?minimal=true', await staff())).body.data;
  await catalog().deps.db('stores').where({ id: first!.id }).update({ deliveries_enabled: true });
  expect((await call('GET', '/api/demo/stores?minimal=true&deliveries_enabled=true', await staff())).body.data).toEqual([first]);
});

test('the store list a browser keeps is asked about again: unchanged a 304 without a body, after a change the new list', async () => {
  const token = await staff();
  await call('POST', '/api/demo/stores', token, { name: 'Kept list' });
  // As a browser revalidates its copy (must-revalidate): the validator it kept, and max-age=0.
  const ask = (validator?: string) =>
    fetch(`${catalog().url}/api/demo/stores?minimal=true`, {
      headers: { authorization: `Bearer ${token}`, ...(validator ? { 'if-none-match': validator, 'cache-control': 'max-age=0' } : {}) },
    });
  const first = await ask();
  expect(first.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
  const validator = first.headers.get('etag')!;
  expect(validator).toBeTruthy();
  const unchanged = await ask(validator);
  expect([unchanged.status, await unchanged.text()]).toEqual([304, '']);

  await call('POST', '/api/demo/stores', token, { name: 'Added since' });
  const changed = await ask(validator);
  expect(changed.status).toBe(200);
  expect(((await changed.json()) as { data: { name: string }[] }).data.map((s) => s.name)).toContain('Added since');
});
