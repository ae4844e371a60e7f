import { currencyFractionDigits, organizationConfigSchema, type OrganizationConfig, type PayoutFeeConfig } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';
import { findOrganization } from '../db/organizations.repo';

export interface OrganizationContext {
  id: string;
  name: string;
  currency: string;
  fractionDigits: number;
  config: OrganizationConfig;
  payoutFees: PayoutFeeConfig;
}

/**
 * What the ledger knows of an organization, from identity's events. Before the first event arrives the
 * defaults apply, which are what identity gives a new organization anyway.
 */
export async function organizationContext(db: Db | Trx, orgId: string): Promise<OrganizationContext> {
  const replica = await findOrganization(db, orgId);
  const currency = replica?.currency ?? 'NOK';
  const config = organizationConfigSchema.parse(replica?.config ?? {});
  return {
    id: orgId,
    name: replica?.name ?? '',
    currency,
    fractionDigits: currencyFractionDigits(currency),
    config,
    payoutFees: { fee: config.payouts.fee, productFeePercent: config.payouts.productFeePercent },
  };
}
