import { isolateTenants, shareTenants, type Migration } from '@consign/kit';

/**
 * Row-level security on every tenant table (see kit/db/tenancy). Not isolated, for want of an org column
 * and because they are read before the organization is known: signing_keys (the JWKS, one key ring for all
 * organizations), refresh_tokens and one_time_tokens (found by the hash of the secret the client presents;
 * the account they name carries the org), and kit's outbox and inbox.
 */
const TENANT_TABLES = {
  organizations: 'id',
  org_sequences: 'org_id',
  sellers: 'org_id',
  users: 'org_id',
  terms: 'org_id',
  seller_notes: 'org_id',
  billing: 'org_id',
};

export const tenantIsolation: Migration = {
  up: (db) => isolateTenants(db, TENANT_TABLES),
  down: (db) => shareTenants(db, TENANT_TABLES),
};
