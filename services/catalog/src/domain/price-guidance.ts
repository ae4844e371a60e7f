import type { Prediction } from './price-prediction';

/** Fewer comparable sales than this, and the shop's own sales say too little to show. */
export const GUIDANCE_MIN_SALES = 5;

export interface GuidanceExample {
  brand: string | null;
  category: string | null;
  material: string | null;
  days: number;
}

/**
 * 'Similar items sold for low–high in about N days' from the price model's basis: its price range, and the median
 * time to sell of the same comparable sales. Nothing when the basis is thin (few sales, or only the whole shop).
 */
export function priceGuidance(
  prediction: Prediction | null,
  item: { brand: string | null; category: string | null; material: string | null },
  sold: readonly GuidanceExample[],
): { low: number; high: number; days: number; sales: number } | null {
  if (!prediction || prediction.basis.level === 'all' || prediction.basis.comparableSales < GUIDANCE_MIN_SALES) return null;
  const { level } = prediction.basis;
  const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  const comparable = sold.filter(
    (s) =>
      (!level.includes('category') || same(s.category, item.category)) &&
      (!level.includes('brand') || same(s.brand, item.brand)) &&
      (!level.includes('material') || same(s.material, item.material)),
  );
  if (comparable.length < GUIDANCE_MIN_SALES) return null;
  const days = comparable.map((s) => s.days).sort((a, b) => a - b);
  const mid = Math.floor(days.length / 2);
  const median = days.length % 2 ? days[mid]! : (days[mid - 1]! + days[mid]!) / 2;
  return { low: prediction.basis.low, high: prediction.basis.high, days: Math.max(1, Math.round(median)), sales: comparable.length };
}
