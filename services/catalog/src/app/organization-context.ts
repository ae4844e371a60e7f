import { currencyFractionDigits, organizationConfigSchema, type OrganizationConfig } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';
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
