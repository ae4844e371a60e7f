/** The products feature's texts (features/products). */
export const products = {} as const;
