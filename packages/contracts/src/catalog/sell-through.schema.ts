import type { MarkdownStep } from '../identity/organization.schema';

/** The window `GET /api/{org}/insights/sell-through` looks back over. */
export const SELL_THROUGH_DAYS = 90;

/**
 * One category's sell-through over the last 90 days: consigned items sold in the window against those sold plus
 * those still for sale, the median days from reception to sale of the ones sold, and a suggested markdown
 * schedule (null when fewer than 5 sold: too thin to suggest from).
 */
export interface SellThroughRow {
  /** null: products without a category. */
  category: string | null;
  sold: number;
  forSale: number;
  /** sold / (sold + forSale), 0..1. */
  sellThrough: number;
  medianDaysToSell: number | null;
  suggestion: MarkdownStep[] | null;
}
