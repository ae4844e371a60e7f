/** The settings feature's texts (features/settings). */
export const settings = {} as const;
