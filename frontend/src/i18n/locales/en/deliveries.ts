/** The deliveries feature's texts (features/deliveries). */
export const deliveries = {} as const;
