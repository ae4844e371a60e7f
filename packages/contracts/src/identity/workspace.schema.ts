import { z } from 'zod';

/** SPEC §4: skipped and pending are known; completed ends the wizard. */
export const ONBOARDING_FLAGS = ['pending', 'skipped', 'completed'] as const;
export const onboardingPatchSchema = z.object({
  onboarding_flag: z.enum(ONBOARDING_FLAGS, { message: 'Choose pending, skipped or completed' }),
});
export type OnboardingFlag = (typeof ONBOARDING_FLAGS)[number];

export const BILLING_PLANS = ['starter', 'standard', 'pro'] as const;

export const billingSetupSchema = z.object({
  plan: z.enum(BILLING_PLANS, { message: 'Choose a plan' }),
  billingEmail: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Please enter a valid email address' })),
  companyName: z.string().trim().min(1, 'Company name is required').max(200),
  orgNumber: z
    .string()
    .trim()
    .regex(/^\d{3}\s?\d{3}\s?\d{3}$/, 'Organization number must be 9 digits'),
});

export interface BillingStatus {
  success: boolean;
  hasBillingEnabled: boolean;
  requiresSetup: boolean;
}
