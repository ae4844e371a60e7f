import { randomUUID } from 'node:crypto';
import {
  registeredRoutes,
  routesWithAccess,
  testSellerScopes,
  useService,
  useTestInfra,
  useTestTokens,
  type SellerScope,
  type Whose,
} from '@consign/kit/testing';
import { matchRoute } from '../../gateway/src/domain/route-table';
import { insertUpdate } from '../src/db/updates.repo';
import { notificationsService } from '../src/service';
import { DEMO, OTHER } from './support/harness';

type Access = 'public' | 'signed-in' | 'coworker';

/** Who may call each notifications route; generated from the routes served, so a new route must be decided here. */
const ACCESS: Record<string, Access> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /metrics': 'public',
  'GET /api/next/:org/updates': 'signed-in',
  'GET /api/:org/updates': 'signed-in',
  'POST /api/:org/updates': 'coworker',
  'POST /api/:org/updates/preview': 'coworker',
  'GET /api/:org/updates/:id/preview': 'coworker',
  'GET /api/:org/emails/settings': 'coworker',
  'PATCH /api/:org/emails/settings': 'coworker',
  'GET /api/:org/emails/templates/:type/preview': 'coworker',
  'GET /api/:org/mailbox': 'coworker',
  'GET /api/:org/webhooks/event-types': 'coworker',
  'GET /api/:org/webhooks': 'coworker',
  'POST /api/:org/webhooks': 'coworker',
  'GET /api/:org/webhooks/:id': 'coworker',
  'PATCH /api/:org/webhooks/:id': 'coworker',
  'DELETE /api/:org/webhooks/:id': 'coworker',
  'GET /api/:org/webhooks/:id/deliveries': 'coworker',
};

const infra = useTestInfra();
const tokens = useTestTokens();
const service = useService(infra, notificationsService, () => ({ JWKS_URL: tokens.jwksUrl() }));

const concrete = (path: string) =>
  path.replace(':org', 'demo').replace(':id', '0195f3a0-0000-7000-8000-0000000000aa').replace(':type', 'product_expiring');
const status = async (method: string, path: string, token?: string) =>
  (
    await fetch(`${service().url}${concrete(path)}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(method === 'GET' ? {} : { body: '{}' }),
    })
  ).status;

test('every route served has a decided access, and every API route is reachable through the gateway', () => {
  const served = registeredRoutes(service().app).map((r) => `${r.method} ${r.path}`);
  expect(served.sort()).toEqual(Object.keys(ACCESS).sort());
  for (const key of served.filter((k) => k.includes('/api/'))) {
    const path = concrete(key.split(' ')[1]!);
    expect([key, matchRoute(path)?.entry.service, matchRoute(path)?.entry.access]).toEqual([key, 'notifications', 'token']);
  }
});

test.each(Object.entries(ACCESS).filter(([, a]) => a !== 'public'))('%s is %s', async (key, access) => {
  const [method, path] = key.split(' ') as [string, string];
  const seller = await tokens.sign({ sub: 'seller', role: 'seller', sellerId: 'seller-1', ...DEMO });
  const otherStaff = await tokens.sign({ sub: 'staff', role: 'coworker', ...OTHER });
  expect(await status(method, path)).toBe(401);
  expect(await status(method, path, otherStaff)).toBe(403);
  const asSeller = await status(method, path, seller);
  if (access === 'coworker') expect(asSeller).toBe(403);
  else expect(asSeller).toBe(200);
});

/** Two sellers of 'demo' with an update each (audience: that seller). */
const sellers: Record<Whose, string> = { own: randomUUID(), other: randomUUID() };
const updates: Record<Whose, string> = { own: randomUUID(), other: randomUUID() };

beforeAll(async () => {
  for (const whose of ['own', 'other'] as const)
    await service().deps.db.transaction((trx) =>
      insertUpdate(trx, {
        id: updates[whose],
        org_id: DEMO.org,
        seller_id: sellers[whose],
        audience: 'seller',
        type: 'announcement',
        subject: `For ${whose}`,
        body: [],
        cta: null,
        attachments: [],
        language: 'en',
        translations: {},
        email_status: 'none',
      }),
    );
});

const bySeller = (base: string) => (whose: Whose) => ({ path: `${base}?sellerId=${sellers[whose]}`, id: updates[whose] });

/** Whose updates each route a seller's token reaches serves: a new signed-in route fails until decided here. */
const SELLER_SCOPES: Record<string, SellerScope> = {
  'GET /api/next/:org/updates': { ownOnly: { request: bySeller('/api/next/demo/updates'), other: 'hidden' } },
  'GET /api/:org/updates': { ownOnly: { request: bySeller('/api/demo/updates'), other: 'hidden' } },
};

testSellerScopes({
  reachable: routesWithAccess(ACCESS, ['signed-in']),
  scopes: SELLER_SCOPES,
  send: async (method, path, body) => {
    const token = await tokens.sign({ sub: `user-${sellers.own}`, role: 'seller', sellerId: sellers.own, ...DEMO });
    const res = await fetch(`${service().url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, text: await res.text() };
  },
});
