import { z } from 'zod';
import { MESSAGES, RULE_MESSAGES } from '../messages';

const W = RULE_MESSAGES.workspace;

/** SPEC §4: skipped and pending are known; completed ends the wizard. */
export const ONBOARDING_FLAGS = ['pending', 'skipped', 'completed'] as const;
export const onboardingPatchSchema = z.object({
  onboarding_flag: z.enum(ONBOARDING_FLAGS, { message: W.onboardingFlag }),
});
export type OnboardingFlag = (typeof ONBOARDING_FLAGS)[number];

export const BILLING_PLANS = ['starter', 'standard', 'pro'] as const;

export const billingSetupSchema = z.object({
  plan: z.enum(BILLING_PLANS, { message: W.plan }),
  billingEmail: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: MESSAGES.sellers.validEmail })),
  companyName: z.string().trim().min(1, W.companyNameRequired).max(200),
  orgNumber: z
    .string()
    .trim()
    .regex(/^\d{3}\s?\d{3}\s?\d{3}$/, W.organizationNumber),
});

export interface BillingStatus {
  success: boolean;
  hasBillingEnabled: boolean;
  requiresSetup: boolean;
}
