export interface ImpactFactor {
  /** kg CO2e. */
  co2Kg: number;
  /** Litres of water. */
  waterL: number;
}

/** An average garment (derived estimate): used for `other` and for unknown categories. */
export const DEFAULT_IMPACT_FACTOR: ImpactFactor = { co2Kg: 10, waterL: 2500 };

/**
 * Avoided production footprint of one new garment, by lower-case category slug: a resold item is counted as a new purchase
 * that did not happen, so its whole production footprint is saved.
 *
 * Sources:
 * - WWF / Carbon Trust: a cotton t-shirt takes ~2,700 L of water and ~7 kg CO2e to make → `t-shirt` (direct).
 * - Levi Strauss & Co., "The Life Cycle of a Jean" (2015): ~33.4 kg CO2e and ~3,781 L of water per pair of 501 jeans
 *   → `jeans` (direct).
 * - Ellen MacArthur Foundation, "A new textiles economy" (2017), and WRAP, "Valuing our clothes" (2017): footprint of
 *   clothing by fibre and weight, and the case that extending a garment's life avoids most of its production footprint.
 *
 * Every other row is a derived estimate: the two direct figures scaled by a typical garment weight and fibre mix (cotton is
 * water-heavy; wool, leather and synthetics are carbon-heavy), rounded so as not to suggest more precision than the
 * sources carry. Treat the totals as indicative, not as a certified footprint.
 */
export const IMPACT_FACTORS: Readonly<Record<string, ImpactFactor>> = {
  't-shirt': { co2Kg: 7, waterL: 2700 },
  shirt: { co2Kg: 9, waterL: 3000 },
  blouse: { co2Kg: 8, waterL: 2500 },
  sweater: { co2Kg: 18, waterL: 3000 },
  hoodie: { co2Kg: 16, waterL: 5000 },
  jacket: { co2Kg: 30, waterL: 3500 },
  coat: { co2Kg: 40, waterL: 5000 },
  dress: { co2Kg: 15, waterL: 3000 },
  skirt: { co2Kg: 10, waterL: 2000 },
  jeans: { co2Kg: 33.4, waterL: 3781 },
  trousers: { co2Kg: 20, waterL: 3000 },
  shorts: { co2Kg: 12, waterL: 2000 },
  suit: { co2Kg: 50, waterL: 6000 },
  shoes: { co2Kg: 16, waterL: 4000 },
  boots: { co2Kg: 25, waterL: 6000 },
  sneakers: { co2Kg: 14, waterL: 3000 },
  bag: { co2Kg: 15, waterL: 4000 },
  accessories: { co2Kg: 3, waterL: 500 },
  scarf: { co2Kg: 5, waterL: 1000 },
  hat: { co2Kg: 4, waterL: 800 },
  other: DEFAULT_IMPACT_FACTOR,
};

// A Map, not the record, so a label like 'constructor' cannot hit an Object.prototype member.
const FACTORS_BY_SLUG = new Map(Object.entries(IMPACT_FACTORS));

/** Category labels are free text ('T-shirts', 'Jeans ', 'dresses'): try the slug itself, then singular and plural forms. */
function slugVariants(category: string): string[] {
  const slug = category
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return [slug, slug.replace(/s$/, ''), slug.replace(/es$/, ''), slug.replace(/ies$/, 'y'), `${slug}s`, slug.replace(/y$/, 'ies')];
}

export function impactFactorFor(category: string | null | undefined): ImpactFactor {
  if (!category) return DEFAULT_IMPACT_FACTOR;
  for (const slug of slugVariants(category)) {
    const factor = FACTORS_BY_SLUG.get(slug);
    if (factor) return factor;
  }
  return DEFAULT_IMPACT_FACTOR;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

export function computeImpact(sold: readonly { category: string | null }[]): { co2Saved: number; waterSaved: number; itemsSold: number } {
  let co2 = 0;
  let water = 0;
  for (const item of sold) {
    const factor = impactFactorFor(item.category);
    co2 += factor.co2Kg;
    water += factor.waterL;
  }
  // Round the totals, not each item, so rounding error does not grow with the number of items.
  return { co2Saved: round1(co2), waterSaved: Math.round(water), itemsSold: sold.length };
}

/** SPEC §9 equivalences: a tree absorbs ~21 kg CO2 a year; ~1,000 L is about one person's drinking water for a year. */
export const KG_CO2_PER_TREE = 21;
export const LITRES_PER_PERSON_YEAR = 1000;

export function equivalences(i: { co2Saved: number; waterSaved: number }): { trees: number; personYearsOfWater: number } {
  return { trees: round1(i.co2Saved / KG_CO2_PER_TREE), personYearsOfWater: round1(i.waterSaved / LITRES_PER_PERSON_YEAR) };
}
