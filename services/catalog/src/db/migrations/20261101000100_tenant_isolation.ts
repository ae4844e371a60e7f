import { isolateTenants, shareTenants, type Migration } from '@consign/kit';

/**
 * Row-level security on every tenant table (see kit/db/tenancy). The status-count and search-word triggers
 * run as the writer, under the same tenant, so they write their own organization's rows only. Not isolated:
 * the outbox and inbox (kit's event bookkeeping, no org column; only the relay reads the outbox across
 * organizations).
 */
const TENANT_TABLES = {
  organizations: 'id',
  stores: 'org_id',
  sellers: 'org_id',
  sku_counters: 'org_id',
  products: 'org_id',
  product_options: 'org_id',
  product_option_seeds: 'org_id',
  product_embeddings: 'org_id',
  product_status_counts: 'org_id',
  search_words: 'org_id',
};

export const tenantIsolation: Migration = {
  up: (db) => isolateTenants(db, TENANT_TABLES),
  down: (db) => shareTenants(db, TENANT_TABLES),
};
