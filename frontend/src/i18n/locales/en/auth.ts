/** The auth feature's texts (features/auth). */
export const auth = {} as const;
