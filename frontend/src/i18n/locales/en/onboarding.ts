/** The onboarding feature's texts (features/onboarding). */
export const onboarding = {} as const;
