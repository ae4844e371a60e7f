/** The sellers feature's texts (features/sellers). */
export const sellers = {} as const;
