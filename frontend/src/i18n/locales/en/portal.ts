/** The portal feature's texts (features/portal). */
export const portal = {} as const;
