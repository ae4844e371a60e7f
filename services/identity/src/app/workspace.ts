import { AppError, MESSAGES, billingSetupSchema, onboardingPatchSchema, type BillingStatus } from '@consign/contracts';
import { parseInput, withTransaction, type AccessClaims, type Db } from '@consign/kit';
import { findBilling, upsertBilling } from '../db/billing.repo';
import { findOrganizationById, lockOrganization, updateOrganization } from '../db/organizations.repo';
import { billingStatus } from '../domain/billing';

export async function onboardingStatus(db: Db, auth: AccessClaims): Promise<{ onboarding_flag: string }> {
  const org = await findOrganizationById(db, auth.org);
  if (!org) throw AppError.notFound(MESSAGES.empty.organizationNotFound);
  return { onboarding_flag: org.onboarding_flag };
}

export async function setOnboardingFlag(db: Db, auth: AccessClaims, input: unknown): Promise<{ onboarding_flag: string }> {
  const { onboarding_flag } = parseInput(onboardingPatchSchema, input);
  await withTransaction(db, async (trx) => {
    if (!(await lockOrganization(trx, auth.org))) throw AppError.notFound(MESSAGES.empty.organizationNotFound);
    await updateOrganization(trx, auth.org, { onboarding_flag });
  });
  return { onboarding_flag };
}

export async function readBillingStatus(db: Db, auth: AccessClaims): Promise<BillingStatus> {
  return billingStatus(await findBilling(db, auth.org));
}

/** Records the plan and billing contact; the organization no longer needs setup. */
export async function completeBillingSetup(db: Db, auth: AccessClaims, input: unknown): Promise<BillingStatus> {
  const data = parseInput(billingSetupSchema, input);
  await upsertBilling(db, {
    org_id: auth.org,
    enabled: true,
    plan: data.plan,
    billing_email: data.billingEmail,
    company_name: data.companyName,
    org_number: data.orgNumber.replace(/\s/g, ''),
    setup_completed_at: new Date(),
  });
  return readBillingStatus(db, auth);
}
