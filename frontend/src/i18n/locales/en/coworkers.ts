/** The coworkers feature's texts (features/coworkers). */
export const coworkers = {} as const;
