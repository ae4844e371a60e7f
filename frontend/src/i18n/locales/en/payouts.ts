/** The payouts feature's texts (features/payouts). */
export const payouts = {} as const;
