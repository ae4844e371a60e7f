/** The help feature's texts (features/help). */
export const help = {} as const;
