import { isolateTenants, shareTenants, type Migration } from '@consign/kit';

/**
 * Row-level security on every tenant table (see kit/db/tenancy). Not isolated: the outbox and inbox (kit's
 * event bookkeeping, no org column; only the relay reads the outbox across organizations).
 */
const TENANT_TABLES = {
  organizations: 'id',
  stores: 'org_id',
  sellers: 'org_id',
  store_configs: 'org_id',
  deliveries: 'org_id',
  idempotency_keys: 'org_id',
  delivery_products: 'org_id',
};

export const tenantIsolation: Migration = {
  up: (db) => isolateTenants(db, TENANT_TABLES),
  down: (db) => shareTenants(db, TENANT_TABLES),
};
