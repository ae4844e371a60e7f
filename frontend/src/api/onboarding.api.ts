import type { BillingStatus, OnboardingFlag } from '@consign/contracts';
import { api } from './api';

/** The organization's workspace state the shell needs before anything else: onboarding flag and billing. */
export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOnboardingStatus: build.query<{ onboarding_flag: OnboardingFlag }, void>({
      query: () => '/{org}/onboarding/status',
      providesTags: ['Onboarding'],
    }),
    /** SPEC §7: no cache — asked again every time the shell mounts. */
    getBillingStatus: build.query<BillingStatus, void>({
      query: () => ({ url: '/{org}/billing/status', cache: 'no-store' }),
      providesTags: ['Billing'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetOnboardingStatusQuery, useGetBillingStatusQuery } = onboardingApi;
