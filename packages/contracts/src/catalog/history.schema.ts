import type { ProductStatus } from './product.schema';

/**
 * What happened to a product, oldest first (`GET /api/{org}/products/{id}/history`). A price line ('price' by
 * staff or seller, 'markdown' by the system) carries prices in major units; a status line carries statuses;
 * 'sold' carries the sale price in `to`; 'paid_out' (the ledger's payouts covered the seller's credit for the
 * sale) carries what they paid out for it in `to`.
 */
export const PRODUCT_HISTORY_TYPES = ['received', 'listed', 'price', 'markdown', 'status', 'sold', 'paid_out'] as const;
export type ProductHistoryType = (typeof PRODUCT_HISTORY_TYPES)[number];

export const PRODUCT_HISTORY_ACTORS = ['staff', 'seller', 'system'] as const;
export type ProductHistoryActor = (typeof PRODUCT_HISTORY_ACTORS)[number];

export interface ProductHistoryEntry {
  at: string;
  type: ProductHistoryType;
  from?: number | ProductStatus;
  to?: number | ProductStatus;
  by: ProductHistoryActor;
}
