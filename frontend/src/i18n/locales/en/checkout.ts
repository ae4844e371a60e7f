/** The checkout feature's texts (features/checkout). */
export const checkout = {} as const;
