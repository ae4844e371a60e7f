/** The updates feature's texts (features/updates). */
export const updates = {} as const;
