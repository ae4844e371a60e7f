/** The dashboard feature's texts (features/dashboard). */
export const dashboard = {} as const;
