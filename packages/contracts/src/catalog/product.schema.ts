import { z } from 'zod';
import { formatIcu } from '../icu';
import { idListParam } from '../query';
import { MESSAGES, RULE_MESSAGES } from '../messages';
import type { ExpiryDecision } from './expiry';

/** SPEC §3 Product status; a product without one is active. */
export const PRODUCT_STATUSES = ['active', 'sold', 'pick-up', 'returned', 'draft', 'pending', 'donated', 'damaged', 'stolen'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** SPEC §4: choosing one of these in the edit form asks for a confirmation first. */
export const CONFIRMED_STATUSES: readonly ProductStatus[] = ['sold', 'pick-up', 'stolen', 'donated', 'damaged'];

export const ATTRACTIVENESS = ['low', 'medium', 'high'] as const;
export type Attractiveness = (typeof ATTRACTIVENESS)[number];

export const GENDERS = ['women', 'men', 'unisex', 'kids'] as const;

export const SKU_DIGITS = 6;
export const padSku = (sku: number) => String(sku).padStart(SKU_DIGITS, '0');

/** SPEC §9: a duplicate makes 1 to 10 copies. */
export const DUPLICATE_MIN = 1;
export const DUPLICATE_MAX = 10;
/** SPEC §9: product list page size 50; the seller card asks for up to 900. */
export const PRODUCT_PAGE_SIZE = 50;
export const PRODUCT_TAKE_MAX = 900;

const P = RULE_MESSAGES.products;
const STATUS_ONE_OF = formatIcu(P.statusOneOf, { options: PRODUCT_STATUSES.join(', ') });
const CUSTOM = 'custom';
const slugOption = z.object({ slug: z.string().trim().min(1).max(80), name: z.string().trim().min(1, P.optionNameRequired).max(120) });
const namedOption = z.object({ name: z.string().trim().min(1, P.optionNameRequired).max(120) });
const ref = (message: string) => z.object({ id: z.uuid({ message }) }, { error: message });
const optionalRef = z.object({ id: z.uuid(P.invalidSellerId) }).nullable();
/** The delivery a product was handed in with; null unlinks it. */
const deliveryRef = z.object({ id: z.uuid(P.invalidDeliveryId) }, { error: P.invalidDeliveryId }).nullable();

/**
 * A price in major units: a number or a money string ("1 234,50"). Converted to minor units by the
 * service, which knows the organization's currency.
 */
const price = z.union([
  z.number().min(0, P.priceNegative),
  z
    .string()
    .trim()
    .min(1, P.priceRequired)
    .refine((v) => !v.startsWith('-'), P.priceNegative),
]);

const productFields = {
  name: z.string({ error: P.nameRequired }).trim().min(1, P.nameRequired).max(200),
  status: z.enum(PRODUCT_STATUSES, { error: STATUS_ONE_OF }),
  brand: slugOption.nullable(),
  size: slugOption.nullable(),
  category: namedOption.nullable(),
  color: namedOption.nullable(),
  material: namedOption.nullable(),
  price,
  attractiveness: z.enum(ATTRACTIVENESS, { error: P.attractiveness }),
  gender: z.enum(GENDERS, { error: formatIcu(P.genderOneOf, { options: GENDERS.join(', ') }) }).nullable(),
  /** Stored as a fraction (0.6 = the seller gets 60 %). */
  consignmentSplit: z.number().min(0, P.splitRange).max(1, P.splitRange),
  expiringAt: z.iso.datetime({ offset: true, message: P.expiryDateTime }).or(z.iso.date(P.expiryDate)),
  storeOwned: z.boolean(),
  donatedBySeller: optionalRef,
  purchasedFromSeller: optionalRef,
  delivery: deliveryRef,
};

export const productCreateSchema = z.object({
  ...productFields,
  status: productFields.status.default('active'),
  brand: productFields.brand.default(null),
  size: productFields.size.default(null),
  category: productFields.category.default(null),
  color: productFields.color.default(null),
  material: productFields.material.default(null),
  price: productFields.price.default(0),
  attractiveness: productFields.attractiveness.default('medium'),
  gender: productFields.gender.default(null),
  consignmentSplit: productFields.consignmentSplit.optional(),
  expiringAt: productFields.expiringAt.optional(),
  storeOwned: productFields.storeOwned.default(false),
  donatedBySeller: optionalRef.default(null),
  purchasedFromSeller: optionalRef.default(null),
  delivery: deliveryRef.default(null),
  seller: ref(MESSAGES.products.sellerRequired),
  store: ref(MESSAGES.products.storeRequired),
});
export type ProductCreate = z.infer<typeof productCreateSchema>;

export const productUpdateSchema = z
  .object({ ...productFields, seller: ref(MESSAGES.products.sellerRequired), store: ref(MESSAGES.products.storeRequired) })
  .partial();
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export const productDuplicateSchema = z.object({
  count: z.coerce
    .number({ error: MESSAGES.products.countRange })
    .int(MESSAGES.products.countRange)
    .min(DUPLICATE_MIN, MESSAGES.products.countRange)
    .max(DUPLICATE_MAX, MESSAGES.products.countRange),
});

/**
 * Express's simple query parser keeps bracketed keys flat ('filters[status.in]', 'filters[status.in][]');
 * an extended parser nests them. Both shapes become `filters: { 'status.in': … }`.
 */
function nestFilters(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  const out: Record<string, unknown> = {};
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const m = /^filters\[([^\]]+)\](\[\])?$/.exec(key);
    if (m) filters[m[1]!] = value;
    else out[key] = value;
  }
  if (Object.keys(filters).length) out.filters = { ...(out.filters as object | undefined), ...filters };
  return out;
}

/** GET /api/{org}/products: `filters[status.in]=sold,active` or `filters[status.in][]=sold` both work. */
export const productListQuerySchema = z.preprocess(
  nestFilters,
  z.object({
    ids: idListParam,
    sellerId: z.uuid(P.invalidSellerId).optional(),
    storeId: z.uuid(P.invalidStoreId).optional(),
    minimal: z.stringbool().optional(),
    includeCount: z.stringbool().optional(),
    /** Only products sold at or after this instant (the dashboard's 'sold this week'); counted, not read from the kept counts. */
    soldFrom: z.iso.datetime({ offset: true }).optional(),
    /** Also `pagination.countsByStore`: per store, the counts by status of the seller filter (or the organization). */
    countsByStore: z.stringbool().optional(),
    take: z.coerce
      .number()
      .int()
      .min(1)
      .max(PRODUCT_TAKE_MAX, formatIcu(P.takeAtMost, { max: String(PRODUCT_TAKE_MAX) }))
      .default(PRODUCT_PAGE_SIZE),
    skip: z.coerce.number().int().min(0).default(0),
    query: z.string().trim().max(200).optional(),
    filters: z
      .object({
        'status.in': z
          .union([z.string(), z.array(z.string())])
          .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
          .pipe(z.array(z.enum(PRODUCT_STATUSES, { error: STATUS_ONE_OF })))
          .optional(),
      })
      .optional(),
  }),
);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** One store's row of the product list's `pagination.countsByStore` (asked with `countsByStore=true`). */
export interface StoreStatusCounts {
  store: { id: string; name: string };
  countsByStatus: Partial<Record<ProductStatus, number>>;
}

export const isCustomOption = (o: { slug?: string } | null | undefined) => o?.slug === CUSTOM;
export const CUSTOM_OPTION_SLUG = CUSTOM;

export interface ProductMedia {
  filename: string;
  type: string;
  url?: string;
  thumbnailUrl?: string;
}

export interface ProductView {
  id: string;
  sku: number;
  skuPadded: string;
  name: string;
  status: ProductStatus;
  brand: { slug: string; name: string } | null;
  size: { slug: string; name: string } | null;
  category: { name: string } | null;
  color: { name: string } | null;
  material: { name: string } | null;
  seller: { id: string; fullName: string } | null;
  store: { id: string; name: string } | null;
  /** Major units of the organization's currency. */
  price: number;
  attractiveness: Attractiveness;
  gender?: string | null;
  consignmentSplit: number;
  expiringAt: string;
  media: ProductMedia[];
  storeOwned: boolean;
  donatedBySeller: { id: string; fullName: string } | null;
  purchasedFromSeller: { id: string; fullName: string } | null;
  /** The delivery the product was handed in with (optional: views built before the link existed lack it). */
  delivery?: { id: string } | null;
  /** The consignor's (or staff's for them) last expiry decision, null before any. */
  expiryDecision?: ExpiryDecision | null;
  /** Read one at a time (GET /products/{id}): the markdown the daily job applies next, price in major units; null when none. */
  nextMarkdown?: { on: string; price: number } | null;
  meta: {
    created: string;
    createdAt: string;
    updatedAt: string;
    expiringAt: string;
    soldAt: string | null;
    donatedAt: string | null;
    pickUpAt: string | null;
  };
}

export interface ProductMinimal {
  id: string;
  sku: number;
  skuPadded: string;
  name: string;
  status: ProductStatus;
}

/** GET /api/{org}/products/config: the organization's option lists for the product form. */
export const OPTION_KINDS = ['brands', 'sizes', 'categories', 'colors', 'materials'] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

export interface ProductOption {
  id: string;
  name: string;
  slug: string;
  keywords?: string[];
}

export type ProductConfig = Record<OptionKind, ProductOption[]>;

export const productOptionsReplaceSchema = z.object({
  options: z
    .array(
      z.object({
        name: z.string().trim().min(1, P.optionNameRequired).max(120),
        keywords: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
      }),
    )
    .max(500, P.optionsAtMost),
});
