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
  // Product images are fetched by <img> tags: a signed link authorizes them, checked by catalog.
  { prefix: '/api/:org/products/image', service: 'catalog', access: 'public' },
  { prefix: '/api/:org/products', service: 'catalog', access: 'token' },
  { prefix: '/api/:org/stores', service: 'catalog', access: 'token' },
  { prefix: '/api/:org/assistant', service: 'catalog', access: 'token' },
  { prefix: '/api/:org/search', service: 'catalog', access: 'token' },
  { prefix: '/api/:org/deliveries', service: 'deliveries', access: 'token' },
  // A payout receipt opens from an e-mail through a signed link (checked by ledger), or with the app's token.
  { prefix: '/api/:org/payouts/:sellerId/:payoutId/:accountNumber', service: 'ledger', access: 'public' },
  { prefix: '/api/:org/payouts', service: 'ledger', access: 'token' },
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

const compiled = ROUTES.map((entry) => ({
  entry,
  regex: new RegExp(
    `^${entry.prefix
      .split('/')
      .map((part) => (part === ':org' ? '(?<org>[^/]+)' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}(?:/|$)`,
  ),
}));

export function matchRoute(path: string): RouteMatch | undefined {
  for (const { entry, regex } of compiled) {
    const m = regex.exec(path);
    if (m) return m.groups?.org ? { entry, org: decodeURIComponent(m.groups.org) } : { entry };
  }
  return undefined;
}
