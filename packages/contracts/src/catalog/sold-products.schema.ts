import { z } from 'zod';

/**
 * catalog's service-to-service read of an organization's sold products (the ledger reconciles its sale
 * credits against it). Not behind the gateway: the caller signs the call with the shared SIGNING_SECRET
 * (kit's internalCallHeaders). Money in minor units, the split as a fraction, as catalog stores them.
 */
export const soldProductsPath = (orgId: string) => `/internal/${orgId}/products/sold`;

export const soldProductTermsSchema = z.object({
  id: z.string(),
  sellerId: z.string().nullable(),
  price: z.number().int(),
  consignmentSplit: z.number(),
  storeOwned: z.boolean(),
});
export type SoldProductTerms = z.infer<typeof soldProductTermsSchema>;

export const soldProductsResponseSchema = z.object({ data: z.array(soldProductTermsSchema) });
