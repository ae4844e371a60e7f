/** The search feature's texts (features/search). */
export const search = {
  placeholder: 'Search sellers and products',
  label: 'Search',
  results: 'Search results',
  seller: 'Seller #{number}',
  product: 'Product #{number}',
} as const;
