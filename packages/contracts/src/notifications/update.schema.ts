import { z } from 'zod';
import { RULE_MESSAGES } from '../messages';
import { httpUrl } from '../url';

const U = RULE_MESSAGES.updates;

/** A product card inside an update (SPEC §3 Update): money in major units, shown in the organization's currency. */
export const productCardSchema = z.object({
  skuPadded: z.string().max(40),
  name: z.string().max(300),
  price: z.number(),
  sellerShare: z.number(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** A run of text with optional marks, optionally carrying a product card (SPEC §3 Update). */
export const updateLeafSchema = z.object({
  text: z.string().max(20_000),
  bold: z.boolean().optional(),
  underline: z.boolean().optional(),
  productCard: productCardSchema.optional(),
});
export type UpdateLeaf = z.infer<typeof updateLeafSchema>;

type Block = { type: 'paragraph' | 'list-item'; children: UpdateLeaf[] } | { type: 'bulleted-list' | 'numbered-list'; children: Block[] };

/** The rich text of an update's body.json: paragraphs and (nested) lists of items. */
export const updateBlockSchema: z.ZodType<Block> = z.lazy(() =>
  z.union([
    z.object({ type: z.enum(['paragraph', 'list-item']), children: z.array(updateLeafSchema).min(1) }),
    z.object({ type: z.enum(['bulleted-list', 'numbered-list']), children: z.array(updateBlockSchema).min(1) }),
  ]),
);
export type UpdateBlock = Block;

export const updateBodySchema = z.array(updateBlockSchema).min(1, U.contentRequired).max(200, U.tooLong);

export const ctaSchema = z.object({
  url: httpUrl(U.link),
  text: z.string().trim().min(1, U.buttonText).max(80),
});
export type Cta = z.infer<typeof ctaSchema>;

/** What an update is about; each type can be switched off for e-mail per organization. */
export const UPDATE_TYPES = [
  'announcement',
  'product_sold',
  'payout_approved',
  'delivery_confirmed',
  'delivery_rescheduled',
  'delivery_cancelled',
  'invitation',
  'password_reset',
  'terms_published',
  'product_expiring',
  'product_expired',
  'product_marked_down',
  'webhook_disabled',
  'sale_receipt',
] as const;
export type UpdateType = (typeof UPDATE_TYPES)[number];

/**
 * Who an update is for: one seller, every seller of the organization, the staff, or one account
 * (invitations and password resets, which carry one-time links and are never listed).
 */
export const UPDATE_AUDIENCES = ['seller', 'all_sellers', 'staff', 'account'] as const;
export type UpdateAudience = (typeof UPDATE_AUDIENCES)[number];

/** none: nobody to e-mail; off: the type is switched off in the e-mail settings. */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed', 'off', 'none'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export interface UpdateView {
  id: string;
  orgId: string;
  sellerId: string | null;
  audience: UpdateAudience;
  type: UpdateType;
  subject: string;
  body: { json: UpdateBlock[] };
  cta: Cta | null;
  createdAt: string;
  emailStatus: EmailStatus;
  emailError: string | null;
}

/** GET /api/next/{org}/updates: optional sellerId, type, date (yyyy-mm-dd, UTC day) and id. */
export const updateListQuerySchema = z.object({
  sellerId: z.string().min(1).max(100).optional(),
  type: z.enum(UPDATE_TYPES, { error: U.unknownType }).optional(),
  date: z.iso.date('Date must be yyyy-mm-dd').optional(),
  id: z.uuid(U.notFound).optional(),
  take: z.coerce.number().int().min(1).max(500).default(100),
});

/** A staff announcement: to every seller of the organization, or to the chosen ones. */
export const announcementCreateSchema = z.object({
  subject: z.string().trim().min(1, U.subjectRequired).max(200, U.subjectTooLong),
  body: updateBodySchema,
  cta: ctaSchema.nullable().default(null),
  sellerIds: z.array(z.string().min(1)).max(1000).default([]),
});
export type AnnouncementCreate = z.infer<typeof announcementCreateSchema>;

/** The staff preview: what the e-mail looks like, rendered by the same renderer that sends it. */
export const announcementPreviewSchema = announcementCreateSchema.omit({ sellerIds: true });

export interface EmailPreview {
  subject: string;
  html: string;
  text: string;
}

/** E-mail layout constants (SPEC §9): the card the e-mail and its preview are drawn in. */
export const EMAIL_LAYOUT = { maxWidthPx: 470, borderRadiusPx: 16 } as const;
