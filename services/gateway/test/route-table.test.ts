import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RESERVED_ORGANIZATION_SLUGS } from '@consign/contracts';
import { ROUTES, matchRoute } from '../src/domain/route-table';

test.each([
  ['/api/auth/login', 'identity', undefined],
  ['/api/auth/language', 'identity', undefined],
  ['/api/demo/sellers', 'identity', 'demo'],
  ['/api/demo/sellers/abc/impact', 'catalog', 'demo'],
  ['/api/demo/imports/sellers', 'identity', 'demo'],
  ['/api/demo/imports/sellers/0b1c', 'identity', 'demo'],
  ['/api/demo/exports/sellers.csv', 'identity', 'demo'],
  ['/api/demo/exports/products.csv', 'catalog', 'demo'],
  ['/api/demo/exports/payouts.csv', 'ledger', 'demo'],
  ['/api/demo/exports/transactions.csv', 'ledger', 'demo'],
  ['/api/demo/exports/sales.csv', 'catalog', 'demo'],
  ['/api/demo/imports/products', 'catalog', 'demo'],
  ['/api/demo/products/image/full_x.jpg', 'catalog', 'demo'],
  ['/api/demo/products/123/00042', 'catalog', 'demo'],
  ['/api/demo/deliveries/store-1/slots/2026-11-23', 'deliveries', 'demo'],
  ['/api/demo/payouts', 'ledger', 'demo'],
  ['/api/next/demo/organizations/brand', 'identity', 'demo'],
  ['/api/next/demo/updates', 'notifications', 'demo'],
  ['/api/seller-notes', 'identity', undefined],
  ['/api/stores/7', 'catalog', undefined],
])('%s goes to %s (org %s)', (path, service, org) => {
  const match = matchRoute(path);
  expect(match?.entry.service).toBe(service);
  expect(match?.org).toBe(org);
});

test('a prefix matches only on a segment boundary', () => {
  expect(matchRoute('/api/demo/payoutsX')).toBeUndefined();
  expect(matchRoute('/api/unknown')).toBeUndefined();
});

test('only sign-in and signed links (images, e-mailed receipts) are public', () => {
  expect(ROUTES.filter((r) => r.access === 'public').map((r) => r.prefix)).toEqual([
    '/api/auth',
    '/api/:org/products/image',
    '/api/:org/payouts/:sellerId/:payoutId/:accountNumber',
  ]);
  // Signed-in /auth routes pass the gateway's token check first, though /api/auth itself is public.
  for (const path of ['/api/auth/me', '/api/auth/logout-all', '/api/auth/language', '/api/auth/switch'])
    expect(matchRoute(path)?.entry.access).toBe('token');
  // Only the receipt path: every other payout route still needs the token at the gateway.
  expect(matchRoute('/api/demo/payouts/s/p/1001')?.entry.access).toBe('public');
  expect(matchRoute('/api/demo/payouts')?.entry.access).toBe('token');
  expect(matchRoute('/api/demo/payouts/p-1')?.entry.access).toBe('token');
});

describe('organization slugs cannot shadow an org-less route', () => {
  const firstSegment = (path: string) => /^\/api\/([^/]+)/.exec(path)?.[1];

  test('every route-table prefix without an organization is a reserved slug', () => {
    const orgLess = ROUTES.map((r) => firstSegment(r.prefix)).filter((s): s is string => !!s && s !== ':org');
    expect(orgLess.length).toBeGreaterThan(0);
    for (const segment of orgLess) expect(RESERVED_ORGANIZATION_SLUGS).toContain(segment);
  });

  test('every /api/<word> the gateway serves itself is a reserved slug', () => {
    // The gateway's own routes (version, health, …) are string literals in its source: a new one shows up here.
    const sourceDir = path.join(__dirname, '../src');
    const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const served = new Set<string>();
    for (const file of files)
      for (const m of readFileSync(path.join(sourceDir, file), 'utf8').matchAll(/\/api\\?\/([a-z][a-z0-9-]*)/g)) served.add(m[1]!);
    expect([...served]).toEqual(expect.arrayContaining(['version', 'health', 'auth']));
    for (const segment of served) expect(RESERVED_ORGANIZATION_SLUGS).toContain(segment);
  });
});
