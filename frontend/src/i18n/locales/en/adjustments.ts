/** The adjustments feature's texts (features/adjustments). */
export const adjustments = {} as const;
