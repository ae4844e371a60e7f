import type { BillingStatus } from '@consign/contracts';
import { api } from './api';

export interface BillingSetup {
  plan: 'starter' | 'standard' | 'pro';
  billingEmail: string;
  companyName: string;
  orgNumber: string;
}

/** Billing setup (the status is read by onboarding.api.ts for the shell's redirect rule). */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    completeBillingSetup: build.mutation<BillingStatus, BillingSetup>({
      query: (body) => ({ url: '/{org}/billing/setup', method: 'POST', body }),
      invalidatesTags: ['Billing'],
    }),
  }),
});

export const { useCompleteBillingSetupMutation } = billingApi;
