/** The gateway's one routing table: every public API path, the service that owns it, and who may call it. */
export const SERVICES = ['identity', 'catalog', 'deliveries', 'ledger', 'notifications'] as const;
export type ServiceName = (typeof SERVICES)[number];

export type Access = 'public' | 'token';

export interface RouteEntry {
  /** A path prefix; `:org` is the organization slug and must match the token's organization. */
  prefix: string;
  service: ServiceName;
  access: Access;
}

// More specific prefixes first: the first match wins.
export const ROUTES: readonly RouteEntry[] = [
  { prefix: '/api/auth/me', service: 'identity', access: 'token' },
  { prefix: '/api/auth/logout-all', service: 'identity', access: 'token' },
  { prefix: '/api/auth/language', service: 'identity', access: 'token' },
  // Issue 25: the signed-in person's session in another of their organizations (identity checks the membership).
  { prefix: '/api/auth/switch', service: 'identity', access: 'token' },
  { prefix: '/api/auth', service: 'identity', access: 'public' },
  { prefix: '/api/next/:org/organizations', service: 'identity', access: 'token' },
  { prefix: '/api/next/:org/updates', service: 'notifications', access: 'token' },
  { prefix: '/api/seller-notes', service: 'identity', access: 'token' },
  { prefix: '/api/stores', service: 'catalog', access: 'token' },
  { prefix: '/api/:org/organizations', service: 'identity', access: 'token' },
  { prefix: '/api/:org/onboarding', service: 'identity', access: 'token' },
  { prefix: '/api/:org/billing', service: 'identity', access: 'token' },
  { prefix: '/api/:org/coworkers', service: 'identity', access: 'token' },
  { prefix: '/api/:org/sellers/:id/impact', service: 'catalog', access: 'token' },
  { prefix: '/api/:org/sellers', service: 'identity', access: 'token' },
  { prefix: '/api/:org/imports/sellers', service: 'identity', access: 'token' },
  { prefix: '/api/:org/imports/products', service: 'catalog', access: 'token' },
  { prefix: '/api/:org/exports/sellers.csv', service: 'identity', access: 'token' },
  { prefix: '/api/:org/exports/products.csv', service: 'catalog', access: 'token' },
  { prefix: '/api/:org/exports/sales.csv', service: 'catalog', access: 'token' },
  // Product images are fetched by <img> tags: a signed link authorizes them, checked by catalog.
  { prefix: '/api/:org/products/image', service: 'catalog', access: 'public' },
  { prefix: '/api/:org/products', service: 'catalog', access: 'token' },
  { prefix: '/api/:org/stores', service: 'catalog', access: 'token' },
  { prefix: '/api/:org/sales', service: 'catalog', access: 'token' },
  { prefix: '/api/:org/assistant', service: 'catalog', access: 'token' },
  { prefix: '/api/:org/search', service: 'catalog', access: 'token' },
  { prefix: '/api/:org/insights', service: 'catalog', access: 'token' },
  { prefix: '/api/:org/deliveries', service: 'deliveries', access: 'token' },
  // A payout receipt opens from an e-mail through a signed link (checked by ledger), or with the app's token.
  { prefix: '/api/:org/payouts/:sellerId/:payoutId/:accountNumber', service: 'ledger', access: 'public' },
  { prefix: '/api/:org/payouts', service: 'ledger', access: 'token' },
  { prefix: '/api/:org/exports/payouts.csv', service: 'ledger', access: 'token' },
  { prefix: '/api/:org/exports/transactions.csv', service: 'ledger', access: 'token' },
  { prefix: '/api/:org/accounts', service: 'ledger', access: 'token' },
  { prefix: '/api/:org/transactions', service: 'ledger', access: 'token' },
  { prefix: '/api/:org/balance-adjustments', service: 'ledger', access: 'token' },
  { prefix: '/api/:org/ledger', service: 'ledger', access: 'token' },
  { prefix: '/api/:org/updates', service: 'notifications', access: 'token' },
  { prefix: '/api/:org/emails', service: 'notifications', access: 'token' },
  { prefix: '/api/:org/mailbox', service: 'notifications', access: 'token' },
  { prefix: '/api/:org/webhooks', service: 'notifications', access: 'token' },
];

export interface RouteMatch {
  entry: RouteEntry;
  org?: string;
}

/** A path pattern as a regex: `:org` captured, other `:name` parts one segment each; a prefix or the whole path. */
function patternRegex(pattern: string, whole: boolean, flags = ''): RegExp {
  const body = pattern
    .split('/')
    .map((part) => (part === ':org' ? '(?<org>[^/]+)' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}${whole ? '/?$' : '(?:/|$)'}`, flags);
}

const compiled = ROUTES.map((entry) => ({ entry, regex: patternRegex(entry.prefix, false) }));

export function matchRoute(path: string): RouteMatch | undefined {
  for (const { entry, regex } of compiled) {
    const m = regex.exec(path);
    if (m) return m.groups?.org ? { entry, org: decodeURIComponent(m.groups.org) } : { entry };
  }
  return undefined;
}

/** Routes the gateway answers itself by asking several services (http/*-composition.ts): never passed through. */
export const COMPOSED_ROUTES = {
  sellerWithCredits: { method: 'GET', path: '/api/:org/sellers/:id' },
  search: { method: 'POST', path: '/api/:org/search' },
} as const;

// Case-insensitive and with an optional trailing slash, as express matches them.
const composed = Object.values(COMPOSED_ROUTES).map((r) => ({ method: r.method, regex: patternRegex(r.path, true, 'i') }));

export function isComposedRoute(method: string | undefined, path: string): boolean {
  return composed.some((r) => r.method === method && r.regex.test(path));
}

/** `GET /api/health/<service>`: that service's /healthz through the gateway (monitoring, the bench). */
export function healthRouteService(path: string): ServiceName | undefined {
  const service = /^\/api\/health\/([a-z]+)$/.exec(path)?.[1];
  return SERVICES.find((s) => s === service);
}
