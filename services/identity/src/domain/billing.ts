import type { BillingStatus } from '@consign/contracts';
import type { BillingRow } from '../db/billing.repo';

/** Billing needs setup when it is on and was never completed, or the trial ran out before it was. */
export function billingStatus(row: BillingRow | undefined, now = new Date()): BillingStatus {
  if (!row?.enabled) return { success: true, hasBillingEnabled: false, requiresSetup: false };
  const inTrial = row.trial_ends_at !== null && row.trial_ends_at.getTime() > now.getTime();
  return { success: true, hasBillingEnabled: true, requiresSetup: row.setup_completed_at === null && !inTrial };
}
