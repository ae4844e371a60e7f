import { z } from 'zod';
import { PRODUCT_STATUSES } from '../catalog/product.schema';
import { EXPIRY_ACTIONS } from '../identity/organization.schema';
import { defineEvent } from './envelope';

const status = z.enum(PRODUCT_STATUSES);

/** What other services keep of a product: enough for a product card in an update or an e-mail. */
const productData = z.object({
  id: z.string(),
  sku: z.number().int(),
  skuPadded: z.string(),
  name: z.string(),
  status,
  sellerId: z.string().nullable(),
  storeId: z.string().nullable(),
  /** Minor units. */
  price: z.number().int(),
  consignmentSplit: z.number(),
  storeOwned: z.boolean(),
  /** Added after version 1 went out (additive): events published before it lack the field. */
  expiringAt: z.iso.datetime({ offset: true }).optional(),
  /** The delivery it was handed in with (additive, like expiringAt); null when not linked. */
  deliveryId: z.string().nullable().optional(),
});
export type ProductEventData = z.infer<typeof productData>;

export const productCreated = defineEvent({ type: 'catalog.product.created', version: 1, aggregateType: 'product', data: productData });
export const productUpdated = defineEvent({ type: 'catalog.product.updated', version: 1, aggregateType: 'product', data: productData });
export const productDeleted = defineEvent({
  type: 'catalog.product.deleted',
  version: 1,
  aggregateType: 'product',
  data: z.object({ id: z.string() }),
});

/**
 * A product changed status. `from: 'sold'` tells the ledger a sale was undone (the credit is reversed);
 * `to: 'sold'` comes with product.sold in the same transaction.
 */
export const productStatusChanged = defineEvent({
  type: 'catalog.product.status_changed',
  version: 1,
  aggregateType: 'product',
  data: z.object({ id: z.string(), sellerId: z.string().nullable(), from: status, to: status, at: z.iso.datetime({ offset: true }) }),
});

/** The ledger turns this into the seller's sale credit: (salePrice ?? price) × consignmentSplit, nothing for store-owned products. */
export const productSold = defineEvent({
  type: 'catalog.product.sold',
  version: 1,
  aggregateType: 'product',
  data: productData.extend({
    currency: z.string(),
    soldAt: z.iso.datetime({ offset: true }),
    /** Additive: the price it sold for at the counter (minor units) when a sale set one; the credit follows it. */
    salePrice: z.number().int().optional(),
    /** Additive: the counter sale it was part of. */
    saleId: z.string().optional(),
  }),
});

export const productDonated = defineEvent({
  type: 'catalog.product.donated',
  version: 1,
  aggregateType: 'product',
  data: productData.extend({ donatedAt: z.iso.datetime({ offset: true }) }),
});

/**
 * The daily job found an item for sale within the organization's notice period before it expires: once per item
 * and expiry date (an extended item is told again about its new date).
 */
export const productExpiringSoon = defineEvent({
  type: 'catalog.product.expiring_soon',
  version: 1,
  aggregateType: 'product',
  data: productData.extend({ expiringAt: z.iso.datetime({ offset: true }) }),
});

/** An item expired with no decision and the daily job applied the organization's expiry action to it. */
export const productExpired = defineEvent({
  type: 'catalog.product.expired',
  version: 1,
  aggregateType: 'product',
  data: productData.extend({ action: z.enum(EXPIRY_ACTIONS) }),
});

/**
 * One consignor's markdowns of one Paris day, sent once after the daily job marked them down (so the consignor
 * gets one e-mail a day at most). Prices in minor units.
 */
export const sellerMarkedDown = defineEvent({
  type: 'catalog.seller.marked_down',
  version: 1,
  aggregateType: 'seller',
  data: z.object({
    sellerId: z.string(),
    day: z.iso.date(),
    currency: z.string(),
    items: z
      .array(z.object({ id: z.string(), skuPadded: z.string(), name: z.string(), from: z.number().int(), to: z.number().int() }))
      .min(1),
  }),
});
