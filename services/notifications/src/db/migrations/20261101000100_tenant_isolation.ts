import { isolateTenants, shareTenants, type Migration } from '@consign/kit';

/**
 * Row-level security on every tenant table (see kit/db/tenancy). Not isolated: the outbox and inbox (kit's
 * event bookkeeping, no org column; only the relay reads the outbox across organizations).
 */
const TENANT_TABLES = {
  organizations: 'id',
  sellers: 'org_id',
  coworkers: 'org_id',
  products: 'org_id',
  updates: 'org_id',
  emails: 'org_id',
  mailbox: 'org_id',
  email_settings: 'org_id',
  webhook_endpoints: 'org_id',
  webhook_deliveries: 'org_id',
  delivery_notices: 'org_id',
};

export const tenantIsolation: Migration = {
  up: (db) => isolateTenants(db, TENANT_TABLES),
  down: (db) => shareTenants(db, TENANT_TABLES),
};
