import { z } from 'zod';
import { formatIcu } from '../icu';
import { MESSAGES, RULE_MESSAGES } from '../messages';

/**
 * Selling at the counter (issue 24). Requests speak major units (a number or a money string such as
 * "1 234,50"), as the product's price does; replies speak major units as numbers.
 */
export const PAYMENT_METHODS = ['cash', 'card', 'store_credit', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How many items one sale and one payment list may carry. */
export const SALE_ITEMS_MAX = 100;
export const SALE_PAYMENTS_MAX = 8;

const S = RULE_MESSAGES.sales;

/** The counter's texts (API catalogue `rules.sales.`); the ones with placeholders rendered in English. */
export const SALE_MESSAGES = {
  ...S,
  notForSale: (name: string, sku: string, status: string) => formatIcu(S.notForSale, { name, sku, status }),
  productNotFound: (ref: string) => formatIcu(S.productNotFound, { ref }),
  storeCreditOver: (available: string) => formatIcu(S.storeCreditOver, { available }),
  alreadyReturned: (name: string) => formatIcu(S.alreadyReturned, { name }),
  returnInstead: (name: string, number: string) => formatIcu(S.returnInstead, { name, number }),
  completed: (number: string) => formatIcu(S.completed, { number }),
  receiptEmailed: (email: string) => formatIcu(S.receiptEmailed, { email }),
};

const money = z.union([
  z.number().min(0, S.amountNegative),
  z
    .string()
    .trim()
    .min(1, S.amountMissing)
    .refine((v) => !v.startsWith('-'), S.amountNegative),
]);

const sku = z.union([
  z.number().int().positive(),
  z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, S.skuDigits),
]);

export const saleItemInputSchema = z
  .object({ sku: sku.optional(), productId: z.uuid(RULE_MESSAGES.products.invalidProductId).optional(), price: money.optional() })
  .refine((i) => i.sku !== undefined || i.productId !== undefined, SALE_MESSAGES.itemRef);
export type SaleItemInput = z.infer<typeof saleItemInputSchema>;

export const paymentInputSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: formatIcu(S.paymentMethodOneOf, { options: PAYMENT_METHODS.join(', ') }) }),
    amount: money.optional(),
    sellerId: z.uuid(RULE_MESSAGES.products.invalidSellerId).optional(),
  })
  .refine((p) => p.method !== 'store_credit' || p.sellerId !== undefined, SALE_MESSAGES.storeCreditSeller);
export type PaymentInput = z.infer<typeof paymentInputSchema>;

export const saleCreateSchema = z.object({
  storeId: z.uuid(MESSAGES.products.storeRequired),
  items: z.array(saleItemInputSchema).min(1, S.atLeastOneItem).max(SALE_ITEMS_MAX),
  payment: z.union([paymentInputSchema, z.array(paymentInputSchema).min(1, S.paymentRequired).max(SALE_PAYMENTS_MAX)]),
});
export type SaleCreate = z.infer<typeof saleCreateSchema>;

export const saleReturnCreateSchema = z.object({
  items: z
    .array(z.object({ productId: z.uuid(RULE_MESSAGES.products.invalidProductId), damaged: z.boolean().optional() }))
    .min(1, S.pickItemToReturn)
    .max(SALE_ITEMS_MAX),
  reason: z.string().trim().max(500).optional(),
});
export type SaleReturnCreate = z.infer<typeof saleReturnCreateSchema>;

/** POST /sales/{id}/receipt/email: the buyer's address and the receipt's paper format (80 mm roll unless a4). */
export const saleReceiptEmailSchema = z.object({
  email: z.string().trim().pipe(z.email(SALE_MESSAGES.emailInvalid)),
  format: z.enum(['roll', 'a4'], { error: formatIcu(S.formatOneOf, { options: 'roll, a4' }) }).optional(),
});
export type SaleReceiptEmail = z.infer<typeof saleReceiptEmailSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, SALE_MESSAGES.dateInvalid);

/** GET /sales and /sales/report: a day in Europe/Paris (today when missing) and optionally one store. */
export const saleDayQuerySchema = z.object({
  date: day.optional(),
  storeId: z.uuid(RULE_MESSAGES.products.invalidStoreId).optional(),
  /** The receipt number, for a return at the counter. */
  number: z.coerce.number().int().positive().optional(),
});

export interface SaleItemView {
  productId: string;
  sku: number;
  skuPadded: string;
  name: string;
  sellerId: string | null;
  listedPrice: number;
  price: number;
  sellerShare: number;
  returned: boolean;
}

export interface PaymentView {
  method: PaymentMethod;
  amount: number;
  sellerId?: string;
}

export interface SaleReturnView {
  id: string;
  productIds: string[];
  reason: string | null;
  amount: number;
  createdAt: string;
}

export interface SaleView {
  id: string;
  number: number;
  numberPadded: string;
  storeId: string;
  storeName: string;
  currency: string;
  total: number;
  items: SaleItemView[];
  payment: PaymentView[];
  /** Cash given back: what was paid beyond the total. */
  change: number;
  returns: SaleReturnView[];
  createdAt: string;
}

export interface SaleReport {
  date: string;
  storeId: string | null;
  currency: string;
  count: number;
  total: number;
  byMethod: Record<PaymentMethod, number>;
  sellersShare: number;
  shopShare: number;
  /** Returns taken on that day (of sales of any day): items, money given back, sellers' credit reversed. */
  returns: { count: number; items: number; total: number; sellersShare: number };
}

export const SALE_NUMBER_DIGITS = 6;
export const padSaleNumber = (n: number) => String(n).padStart(SALE_NUMBER_DIGITS, '0');
