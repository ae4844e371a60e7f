import { z } from 'zod';
import { RULE_MESSAGES } from '../messages';
import { ATTRACTIVENESS } from './product.schema';

/** The product form sends option objects ({name}) or plain names; both mean the same attribute. */
const attribute = z
  .union([z.string().trim().max(120), z.object({ name: z.string().trim().max(120) }).loose()])
  .nullish()
  .transform((v) => (typeof v === 'string' ? v : v?.name) || null);

/** POST /api/{org}/assistant: a price suggestion for the product being edited (SPEC §7). */
export const priceAssistantSchema = z.object({
  brand: attribute,
  category: attribute,
  material: attribute,
  attractiveness: z.enum(ATTRACTIVENESS, { error: RULE_MESSAGES.products.attractiveness }).nullish(),
  threadId: z.string().trim().min(1).max(100).nullish(),
});
export type PriceAssistantRequest = z.infer<typeof priceAssistantSchema>;

export interface PriceAssistantReply {
  /** Major units of the organization's currency; null when no suggestion could be made. */
  predictedPrice: number | null;
  threadId: string;
  /** 'Failed to get AI prediction' when the organization has no sales to learn from. */
  error: string | null;
  /** What the suggestion rests on: how many comparable sales at which level, and their middle half (major units). */
  basis: { comparableSales: number; level: string; low: number; high: number } | null;
}

/** 'Similar items sold for low–high in about `days` days' on the consignor's item page (major units). */
export interface PriceGuidance {
  low: number;
  high: number;
  days: number;
  /** How many of the shop's own sales it is drawn from. */
  sales: number;
}
