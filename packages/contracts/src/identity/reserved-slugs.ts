import { RULE_MESSAGES } from '../messages';

/**
 * Words an organization slug cannot be: the gateway serves /api/<word>/… without an organization (auth,
 * seller notes, stores, the /api/next/{org} surface, health, version), so an organization with that slug
 * would have its API shadowed. The gateway's route-table test fails when a new org-less route is missing here.
 */
export const RESERVED_ORGANIZATION_SLUGS: readonly string[] = [
  'auth',
  'next',
  'seller-notes',
  'stores',
  'health',
  'version',
  // Kept free for what an API surface commonly grows: documentation, an admin area, static files.
  'api',
  'docs',
  'openapi',
  'admin',
  'assets',
  'static',
];

export const RESERVED_SLUG_MESSAGE = RULE_MESSAGES.organizations.reservedSlug;
