import { z } from 'zod';
import { DEFAULT_LABEL_HEIGHT_MM, DEFAULT_LABEL_WIDTH_MM, labelMm } from '../catalog/label.schema';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #2f6f5e');
const percent = z.number().min(0, 'Must be 0 or more').max(100, 'Must be 100 or less');
const optionalText = (max: number) => z.string().trim().max(max).default('');

/** A fee on sales: to the organization, or the {product} fee taken as a percentage (SPEC §3). */
export const feeSchema = z.object({
  to: z.enum(['organization', 'product']),
  type: z.enum(['percentage', 'flat']),
  amount: z.number().min(0, 'Fee amounts cannot be negative'),
});

export const brandSectionSchema = z.object({
  logoUrl: z.url('Enter a valid logo URL').nullable().default(null),
  primaryColor: hexColor.default('#2f6f5e'),
});

export const nameSectionSchema = z.object({ name: z.string().trim().min(1, 'Organization name is required').max(120) });

export const contactSectionSchema = z.object({
  email: z.union([z.email('Please enter a valid email address'), z.literal('')]).default(''),
  phone: optionalText(40),
  website: optionalText(200),
  addressLine1: optionalText(200),
  zip: optionalText(20),
  city: optionalText(100),
  country: optionalText(100),
});

export const legalSectionSchema = z.object({
  companyName: optionalText(200),
  organizationNumber: optionalText(40),
  vatRegistered: z.boolean().default(false),
});

export const consignmentSectionSchema = z.object({
  /** 'store_credit': sellers earn store credits; 'commission': they earn commission (SPEC §3). */
  storeCredit: z.enum(['store_credit', 'commission']).default('store_credit'),
  /** The seller's default share of a sale, stored as a fraction (shown as percent). */
  defaultSplit: z.number().min(0).max(1).default(0.5),
  expiryDays: z.number().int().min(1, 'Expiry must be at least 1 day').max(3650).default(90),
  fees: z.array(feeSchema).max(20).default([]),
});

export const payoutsSectionSchema = z.object({
  enabled: z.boolean().default(false),
  fee: z
    .object({ type: z.enum(['flat', 'percentage']), amount: z.number().min(0, 'Fee amounts cannot be negative') })
    .default({ type: 'flat', amount: 0 }),
  /** The {product} fee, a percentage of the payout amount (SPEC §9: default 1). */
  productFeePercent: percent.default(1),
});

export const sellerExperienceSectionSchema = z.object({
  showListedPrice: z.boolean().default(true),
  genderEnabled: z.boolean().default(false),
  deliveriesEnabled: z.boolean().default(true),
  impactEnabled: z.boolean().default(true),
  forwardUrlLogOut: z.union([z.url('Enter a valid URL'), z.literal('')]).default(''),
});

/** The size of the organization's product labels (its label printers' stock). */
export const labelsSectionSchema = z.object({
  widthInMm: labelMm.default(DEFAULT_LABEL_WIDTH_MM),
  heightInMm: labelMm.default(DEFAULT_LABEL_HEIGHT_MM),
});

export const currencySectionSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, 'Currency must be an ISO 4217 code such as NOK'),
});

/** Everything an organization configures; every part has a default, so a new organization is complete. */
export const organizationConfigSchema = z.object({
  brand: brandSectionSchema.default(brandSectionSchema.parse({})),
  contact: contactSectionSchema.default(contactSectionSchema.parse({})),
  legal: legalSectionSchema.default(legalSectionSchema.parse({})),
  consignment: consignmentSectionSchema.default(consignmentSectionSchema.parse({})),
  payouts: payoutsSectionSchema.default(payoutsSectionSchema.parse({})),
  sellerExperience: sellerExperienceSectionSchema.default(sellerExperienceSectionSchema.parse({})),
  labels: labelsSectionSchema.default(labelsSectionSchema.parse({})),
});
export type OrganizationConfig = z.infer<typeof organizationConfigSchema>;

/** PATCH /api/next/{org}/organizations/{section}: the body schema of each section. */
export const ORGANIZATION_SECTIONS = {
  brand: brandSectionSchema,
  consignment: consignmentSectionSchema,
  payouts: payoutsSectionSchema,
  contact: contactSectionSchema,
  legal: legalSectionSchema,
  'seller-experience': sellerExperienceSectionSchema,
  labels: labelsSectionSchema,
} as const;
export type OrganizationSection = keyof typeof ORGANIZATION_SECTIONS;

export const SECTION_CONFIG_KEY: Record<OrganizationSection, keyof OrganizationConfig> = {
  brand: 'brand',
  consignment: 'consignment',
  payouts: 'payouts',
  contact: 'contact',
  legal: 'legal',
  'seller-experience': 'sellerExperience',
  labels: 'labels',
};

/** What GET /api/{org}/organizations answers (SPEC §3, §7). */
export interface OrganizationView {
  id: string;
  name: string;
  slug: string;
  currency: string;
  brand: OrganizationConfig['brand'] & { logo: string | null };
  contact: OrganizationConfig['contact'];
  address: { line1: string; zip: string; city: string; country: string };
  legal: OrganizationConfig['legal'];
  sellerExperience: OrganizationConfig['sellerExperience'];
  labels: OrganizationConfig['labels'];
  defaults: { expiryDays: number; consignmentSplit: number };
  fees: OrganizationConfig['consignment']['fees'];
  config: {
    storeCredit: OrganizationConfig['consignment']['storeCredit'];
    payouts: { enabled: boolean; fee: OrganizationConfig['payouts']['fee']; product: number };
    forwardUrlLogOut: string;
    showListedPrice: boolean;
    genderEnabled: boolean;
  };
}
