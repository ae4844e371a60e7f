import { z } from 'zod';
import { languageChoice } from './auth.schema';
import { httpUrl } from '../url';
import { DEFAULT_LABEL_HEIGHT_MM, DEFAULT_LABEL_WIDTH_MM, labelMm } from '../catalog/label.schema';
import { MESSAGES, RULE_MESSAGES } from '../messages';

const S = RULE_MESSAGES.settings;
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, S.colour);
const {
  percentRange,
  splitRange,
  payoutFeeBelowWhole,
  markdownsAtMost,
  markdownAfterDays,
  markdownPercent,
  markdownsIncreasing,
  expiryNoticeDays,
} = RULE_MESSAGES.settings;
const percent = z.number({ message: percentRange }).min(0, percentRange).max(100, percentRange);
const feeAmount = z.number({ message: S.feeNegative }).min(0, S.feeNegative);
/** A percentage fee is bounded like every percentage; a flat fee is an amount in major units. */
const withPercentBound = <T extends { type: string; amount: number }>(fee: T, ctx: z.RefinementCtx) => {
  if (fee.type === 'percentage' && fee.amount > 100) ctx.addIssue({ code: 'custom', message: percentRange, path: ['amount'] });
};
const optionalText = (max: number) => z.string().trim().max(max).default('');

/** A fee on sales: to the organization, or the {product} fee taken as a percentage (SPEC §3). */
export const feeSchema = z
  .object({
    to: z.enum(['organization', 'product']),
    type: z.enum(['percentage', 'flat']),
    amount: feeAmount,
  })
  .superRefine(withPercentBound);

export const brandSectionSchema = z.object({
  logoUrl: httpUrl(S.logoUrl).nullable().default(null),
  primaryColor: hexColor.default('#2f6f5e'),
});

export const nameSectionSchema = z.object({ name: z.string().trim().min(1, S.nameRequired).max(120) });

export const contactSectionSchema = z.object({
  email: z.union([z.email(MESSAGES.sellers.validEmail), z.literal('')]).default(''),
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

/** Markdown steps, a step's percent taken off the price the item was listed at, `afterDays` after it was received. */
export const MARKDOWN_STEPS_MAX = 5;
export const markdownStepSchema = z.object({
  afterDays: z.number({ message: markdownAfterDays }).int(markdownAfterDays).min(1, markdownAfterDays).max(3650, markdownAfterDays),
  percent: z.number({ message: markdownPercent }).int(markdownPercent).min(1, markdownPercent).max(90, markdownPercent),
});
export type MarkdownStep = z.infer<typeof markdownStepSchema>;

export const markdownScheduleSchema = z
  .array(markdownStepSchema)
  .max(MARKDOWN_STEPS_MAX, markdownsAtMost)
  .superRefine((steps, ctx) => {
    steps.forEach((step, i) => {
      const before = steps[i - 1];
      if (before && (step.afterDays <= before.afterDays || step.percent <= before.percent))
        ctx.addIssue({
          code: 'custom',
          message: markdownsIncreasing,
          path: [i, step.afterDays <= before.afterDays ? 'afterDays' : 'percent'],
        });
    });
  });

/** What becomes of an item that expires without the consignor's decision. */
export const EXPIRY_ACTIONS = ['return_to_seller', 'donate', 'store_owned'] as const;
export type ExpiryAction = (typeof EXPIRY_ACTIONS)[number];

export const consignmentSectionSchema = z.object({
  /** 'store_credit': sellers earn store credits; 'commission': they earn commission (SPEC §3). */
  storeCredit: z.enum(['store_credit', 'commission']).default('store_credit'),
  /** The seller's default share of a sale, stored as a fraction (shown as percent). */
  defaultSplit: z.number({ message: splitRange }).min(0, splitRange).max(1, splitRange).default(0.5),
  expiryDays: z.number().int().min(1, S.expiryDaysMin).max(3650).default(90),
  fees: z.array(feeSchema).max(20).default([]),
  markdowns: markdownScheduleSchema.default([]),
  expiryAction: z.enum(EXPIRY_ACTIONS).default('return_to_seller'),
  /** How many days before expiry the consignor is told and asked to decide. */
  expiryNoticeDays: z
    .number({ message: expiryNoticeDays })
    .int(expiryNoticeDays)
    .min(0, expiryNoticeDays)
    .max(60, expiryNoticeDays)
    .default(7),
});

export const payoutsSectionSchema = z
  .object({
    enabled: z.boolean().default(false),
    fee: z
      .object({ type: z.enum(['flat', 'percentage']), amount: feeAmount })
      .superRefine(withPercentBound)
      .default({ type: 'flat', amount: 0 }),
    /** The {product} fee, a percentage of the payout amount (SPEC §9: default 1). */
    productFeePercent: percent.default(1),
  })
  // At 100 % or more no payout can leave anything to the seller.
  .refine((p) => p.productFeePercent + (p.fee.type === 'percentage' ? p.fee.amount : 0) < 100, {
    message: payoutFeeBelowWhole,
    path: ['fee', 'amount'],
  });

export const sellerExperienceSectionSchema = z.object({
  showListedPrice: z.boolean().default(true),
  genderEnabled: z.boolean().default(false),
  deliveriesEnabled: z.boolean().default(true),
  impactEnabled: z.boolean().default(true),
  forwardUrlLogOut: z.union([httpUrl(S.url), z.literal('')]).default(''),
});

/** The size of the organization's product labels (its label printers' stock). */
export const labelsSectionSchema = z.object({
  widthInMm: labelMm.default(DEFAULT_LABEL_WIDTH_MM),
  heightInMm: labelMm.default(DEFAULT_LABEL_HEIGHT_MM),
});

export const currencySectionSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, S.currencyCode),
});

/** Settings → Organization: language, the default of everyone in the organization who chose none (issue 23). */
export const languageSectionSchema = z.object({ language: languageChoice.default(null) });

/** Everything an organization configures; every part has a default, so a new organization is complete. */
export const organizationConfigSchema = z.object({
  brand: brandSectionSchema.default(brandSectionSchema.parse({})),
  contact: contactSectionSchema.default(contactSectionSchema.parse({})),
  legal: legalSectionSchema.default(legalSectionSchema.parse({})),
  consignment: consignmentSectionSchema.default(consignmentSectionSchema.parse({})),
  payouts: payoutsSectionSchema.default(payoutsSectionSchema.parse({})),
  sellerExperience: sellerExperienceSectionSchema.default(sellerExperienceSectionSchema.parse({})),
  labels: labelsSectionSchema.default(labelsSectionSchema.parse({})),
  language: languageSectionSchema.default(languageSectionSchema.parse({})),
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
  language: languageSectionSchema,
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
  language: 'language',
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
  /** The organization's default language, null when the browser decides. */
  language: OrganizationConfig['language']['language'];
  defaults: { expiryDays: number; consignmentSplit: number };
  fees: OrganizationConfig['consignment']['fees'];
  expiry: Pick<OrganizationConfig['consignment'], 'markdowns' | 'expiryAction' | 'expiryNoticeDays'>;
  config: {
    storeCredit: OrganizationConfig['consignment']['storeCredit'];
    payouts: { enabled: boolean; fee: OrganizationConfig['payouts']['fee']; product: number };
    forwardUrlLogOut: string;
    showListedPrice: boolean;
    genderEnabled: boolean;
  };
}
