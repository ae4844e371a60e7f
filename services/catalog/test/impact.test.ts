import {
  computeImpact,
  DEFAULT_IMPACT_FACTOR,
  equivalences,
  IMPACT_FACTORS,
  impactFactorFor,
  KG_CO2_PER_TREE,
  LITRES_PER_PERSON_YEAR,
} from '../src/domain/impact';

describe('impactFactorFor', () => {
  test('returns the sourced figures for t-shirts and jeans', () => {
    expect(impactFactorFor('t-shirt')).toEqual({ co2Kg: 7, waterL: 2700 });
    expect(impactFactorFor('jeans')).toEqual({ co2Kg: 33.4, waterL: 3781 });
  });

  test('covers every listed category with positive figures, keyed by lower-case slug', () => {
    const slugs = ['t-shirt', 'shirt', 'blouse', 'sweater', 'hoodie', 'jacket', 'coat', 'dress', 'skirt', 'jeans', 'trousers'];
    const more = ['shorts', 'suit', 'shoes', 'boots', 'sneakers', 'bag', 'accessories', 'scarf', 'hat', 'other'];
    for (const slug of [...slugs, ...more]) {
      const factor = IMPACT_FACTORS[slug];
      expect(factor?.co2Kg).toBeGreaterThan(0);
      expect(factor?.waterL).toBeGreaterThan(0);
      expect(impactFactorFor(slug)).toBe(factor);
    }
    expect(Object.keys(IMPACT_FACTORS).every((slug) => slug === slug.toLowerCase())).toBe(true);
  });

  test('tolerates case, whitespace and singular/plural variants', () => {
    expect(impactFactorFor('T-shirts')).toBe(IMPACT_FACTORS['t-shirt']);
    expect(impactFactorFor('T shirt')).toBe(IMPACT_FACTORS['t-shirt']);
    expect(impactFactorFor('Jeans ')).toBe(IMPACT_FACTORS['jeans']);
    expect(impactFactorFor('jean')).toBe(IMPACT_FACTORS['jeans']);
    expect(impactFactorFor('Dresses')).toBe(IMPACT_FACTORS['dress']);
    expect(impactFactorFor('hoodies')).toBe(IMPACT_FACTORS['hoodie']);
    expect(impactFactorFor('BOOT')).toBe(IMPACT_FACTORS['boots']);
    expect(impactFactorFor('accessory')).toBe(IMPACT_FACTORS['accessories']);
    expect(impactFactorFor('Bags')).toBe(IMPACT_FACTORS['bag']);
  });

  test('falls back to the default for unknown, empty or missing categories', () => {
    for (const category of ['spacesuit', '', '   ', null, undefined, 'constructor', '__proto__']) {
      expect(impactFactorFor(category)).toBe(DEFAULT_IMPACT_FACTOR);
    }
  });
});

describe('computeImpact', () => {
  test('sums the factors, rounding CO2 to 1 decimal and water to whole litres, and counts the items', () => {
    const sold = [{ category: 'jeans' }, { category: 'T-shirts' }, { category: 'jeans' }, { category: null }];
    const co2 = 33.4 + 7 + 33.4 + DEFAULT_IMPACT_FACTOR.co2Kg;
    const water = 3781 + 2700 + 3781 + DEFAULT_IMPACT_FACTOR.waterL;
    expect(computeImpact(sold)).toEqual({ co2Saved: Math.round(co2 * 10) / 10, waterSaved: water, itemsSold: 4 });
  });

  test('rounds the total rather than each item, without floating-point noise', () => {
    // 3 × 33.4 is 100.19999999999999 in floating point.
    expect(computeImpact([{ category: 'jeans' }, { category: 'jeans' }, { category: 'jeans' }]).co2Saved).toBe(100.2);
  });

  test('is zero for no sales', () => {
    expect(computeImpact([])).toEqual({ co2Saved: 0, waterSaved: 0, itemsSold: 0 });
  });
});

describe('equivalences', () => {
  test('uses SPEC §9 constants and rounds to 1 decimal', () => {
    expect(KG_CO2_PER_TREE).toBe(21);
    expect(LITRES_PER_PERSON_YEAR).toBe(1000);
    expect(equivalences({ co2Saved: 100.2, waterSaved: 12762 })).toEqual({ trees: 4.8, personYearsOfWater: 12.8 });
    expect(equivalences({ co2Saved: 0, waterSaved: 0 })).toEqual({ trees: 0, personYearsOfWater: 0 });
  });
});
