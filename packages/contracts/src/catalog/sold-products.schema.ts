import { z } from 'zod';

/**
 * catalog's service-to-service read of an organization's sold products (the ledger reconciles its sale
 * credits against it). Not behind the gateway: the caller signs the call with the shared SIGNING_SECRET
 * (kit's internalCallHeaders). Money in minor units, the split as a fraction, as catalog stores them.
 *
 * Paged in product id order: a shop with a million products has hundreds of thousands sold, and one answer
 * holding them all took catalog and the ledger to 300 MB each. `after` is the last id of the page before.
 */
export const SOLD_PRODUCTS_PAGE = 1000;

export const soldProductsPageSchema = z.object({
  after: z.uuid().optional(),
  take: z.coerce.number().int().min(1).max(SOLD_PRODUCTS_PAGE).default(SOLD_PRODUCTS_PAGE),
});
export type SoldProductsPage = z.input<typeof soldProductsPageSchema>;

export const soldProductsPath = (orgId: string, page: SoldProductsPage = {}) => {
  const query = new URLSearchParams();
  if (page.after) query.set('after', page.after);
  if (page.take !== undefined) query.set('take', String(page.take));
  const qs = query.toString();
  return `/internal/${orgId}/products/sold${qs ? `?${qs}` : ''}`;
};

export const soldProductTermsSchema = z.object({
  id: z.string(),
  sellerId: z.string().nullable(),
  price: z.number().int(),
  consignmentSplit: z.number(),
  storeOwned: z.boolean(),
});
export type SoldProductTerms = z.infer<typeof soldProductTermsSchema>;

/** `next`: the `after` of the following page; null when this page is the last. */
export const soldProductsResponseSchema = z.object({ data: z.array(soldProductTermsSchema), next: z.string().nullable() });
export type SoldProductsResponse = z.infer<typeof soldProductsResponseSchema>;
