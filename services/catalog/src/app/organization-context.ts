import { currencyFractionDigits, organizationConfigSchema, type OrganizationConfig } from '@consign/contracts';
import { afterCommit, type Db, type Trx } from '@consign/kit';
import { findOrganizationReplica } from '../db/replicas.repo';

export interface OrganizationContext {
  name: string;
  currency: string;
  fractionDigits: number;
  config: OrganizationConfig;
}

/**
 * What catalog knows of an organization, from identity's events. Before the first event arrives the
 * defaults apply, which are what identity gives a new organization anyway.
 */
export async function organizationContext(db: Db | Trx, orgId: string): Promise<OrganizationContext> {
  const replica = await findOrganizationReplica(db, orgId);
  const currency = replica?.currency ?? 'NOK';
  return {
    name: replica?.name ?? '',
    currency,
    fractionDigits: currencyFractionDigits(currency),
    config: organizationConfigSchema.parse(replica?.config ?? {}),
  };
}

/**
 * How long the product list may show an organization's settings (its currency's decimals, whether gender is
 * shown) after identity changed them. The replica that applies the change forgets it at once; other replicas
 * show it after at most this long.
 */
export const LIST_CONTEXT_TTL_MS = 5_000;

/** Per pool (tests run several services in one process, each on its own database), per organization. */
const recent = new WeakMap<Db, Map<string, { context: Promise<OrganizationContext>; until: number }>>();

/**
 * The organization context for the product list, which reads it on every page: a round trip and a parse of
 * the config a request, cached for LIST_CONTEXT_TTL_MS. Concurrent requests share one read. Work that acts on
 * the settings (sales, markdowns, labels) reads them fresh with organizationContext.
 */
export function recentOrganizationContext(db: Db, orgId: string, now = Date.now()): Promise<OrganizationContext> {
  let byOrg = recent.get(db);
  if (!byOrg) recent.set(db, (byOrg = new Map()));
  const hit = byOrg.get(orgId);
  if (hit && hit.until > now) return hit.context;
  const entry = { context: organizationContext(db, orgId), until: now + LIST_CONTEXT_TTL_MS };
  byOrg.set(orgId, entry);
  // A failed read is not remembered.
  entry.context.catch(() => byOrg.get(orgId) === entry && byOrg.delete(orgId));
  return entry.context;
}

/** Once `trx` commits, this process's list reads the organization's new settings (identity's events). */
export function forgetOrganizationContext(trx: Trx, orgId: string): void {
  afterCommit(trx, (pool) => recent.get(pool)?.delete(orgId));
}
