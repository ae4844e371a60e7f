import { isolateTenants, shareTenants, type Migration } from '@consign/kit';

/**
 * Row-level security on every tenant table (see kit/db/tenancy). Not isolated: the outbox and inbox (kit's
 * event bookkeeping, no org column; only the relay reads the outbox across organizations).
 */
const TENANT_TABLES = {
  organizations: 'id',
  sellers: 'org_id',
  accounts: 'org_id',
  postings: 'org_id',
  entries: 'org_id',
  payout_numbers: 'org_id',
  payouts: 'org_id',
  adjustments: 'org_id',
  idempotency_keys: 'org_id',
};

export const tenantIsolation: Migration = {
  up: (db) => isolateTenants(db, TENANT_TABLES),
  down: (db) => shareTenants(db, TENANT_TABLES),
};
