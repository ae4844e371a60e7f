/** The billing feature's texts (features/billing). */
export const billing = {} as const;
