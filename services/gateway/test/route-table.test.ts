import { ROUTES, matchRoute } from '../src/domain/route-table';

test.each([
  ['/api/auth/login', 'identity', undefined],
  ['/api/demo/sellers', 'identity', 'demo'],
  ['/api/demo/sellers/abc/impact', 'catalog', 'demo'],
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
  // Only the receipt path: every other payout route still needs the token at the gateway.
  expect(matchRoute('/api/demo/payouts/s/p/1001')?.entry.access).toBe('public');
  expect(matchRoute('/api/demo/payouts')?.entry.access).toBe('token');
  expect(matchRoute('/api/demo/payouts/p-1')?.entry.access).toBe('token');
});
