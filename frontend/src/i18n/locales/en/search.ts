/** The search feature's texts (features/search). */
export const search = {} as const;
