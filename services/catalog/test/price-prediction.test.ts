import {
  medianAbsolutePercentageError,
  splitHoldOut,
  trainPriceModel,
  type Attractiveness,
  type PriceModel,
  type SoldExample,
} from '../src/domain/price-prediction';

const sale = (
  brand: string | null,
  category: string | null,
  material: string | null,
  price: number,
  attractiveness: Attractiveness = 'medium',
): SoldExample => ({
  brand,
  category,
  material,
  attractiveness,
  price,
});

// Known structure: brand A sells at 2x brand B, jeans at 2x t-shirts, material has no effect, attractiveness multiplies by
// 0.8 / 1 / 1.3. A fixed cycle of ±10% noise keeps the data deterministic and balanced, so effects are not confounded.
function syntheticSales(): SoldExample[] {
  const brandFactor = { A: 2, B: 1 };
  const categoryBase = { jeans: 40000, 't-shirt': 20000 };
  const attractivenessFactor: Record<Attractiveness, number> = { low: 0.8, medium: 1, high: 1.3 };
  const noise = [0.9, 1, 1.1, 1];
  const sales: SoldExample[] = [];
  for (const [brand, bf] of Object.entries(brandFactor)) {
    for (const [category, base] of Object.entries(categoryBase)) {
      for (const material of ['cotton', 'polyester']) {
        for (const [attractiveness, af] of Object.entries(attractivenessFactor) as [Attractiveness, number][]) {
          for (const n of noise) sales.push(sale(brand, category, material, Math.round(base * bf * af * n), attractiveness));
        }
      }
    }
  }
  return sales;
}

function predictedPrice(model: PriceModel, q: Parameters<PriceModel['predict']>[0]): number {
  const prediction = model.predict(q);
  if (!prediction) throw new Error('expected a prediction');
  return prediction.predictedPrice;
}

describe('trainPriceModel', () => {
  const model = trainPriceModel(syntheticSales());

  test('recovers the brand ratio (~2x) within a category', () => {
    const a = predictedPrice(model, { brand: 'A', category: 'jeans', material: 'cotton', attractiveness: 'medium' });
    const b = predictedPrice(model, { brand: 'B', category: 'jeans', material: 'cotton', attractiveness: 'medium' });
    expect(a / b).toBeGreaterThan(1.7);
    expect(a / b).toBeLessThan(2.2);
  });

  test('learns attractiveness as a factor: low < medium < high, high ~1.3x medium', () => {
    const at = (attractiveness: Attractiveness) =>
      predictedPrice(model, { brand: 'B', category: 't-shirt', material: 'cotton', attractiveness });
    expect(at('low')).toBeLessThan(at('medium'));
    expect(at('medium')).toBeLessThan(at('high'));
    expect(at('high') / at('medium')).toBeGreaterThan(1.15);
    expect(at('high') / at('medium')).toBeLessThan(1.4);
  });

  test('predicts near the true price and rounds to a whole major unit', () => {
    const prediction = model.predict({ brand: 'A', category: 'jeans', material: 'cotton', attractiveness: 'medium' });
    expect(prediction?.predictedPrice).toBeGreaterThan(80000 * 0.85);
    expect(prediction?.predictedPrice).toBeLessThan(80000 * 1.15);
    expect((prediction?.predictedPrice ?? 1) % 100).toBe(0);
    expect(prediction?.basis).toMatchObject({ level: 'brand+category+material', comparableSales: 12 });
  });

  test('falls back to broader levels for unseen combinations', () => {
    const levelOf = (q: Parameters<PriceModel['predict']>[0]) => model.predict(q)?.basis;
    expect(levelOf({ brand: 'A', category: 'jeans', material: 'silk' })).toMatchObject({ level: 'brand+category', comparableSales: 24 });
    expect(levelOf({ brand: 'A', category: 'jeans' })).toMatchObject({ level: 'brand+category', comparableSales: 24 });
    expect(levelOf({ brand: 'Unknown', category: 'jeans', material: 'cotton' })).toMatchObject({ level: 'category', comparableSales: 48 });
    expect(levelOf({ brand: 'A', category: null })).toMatchObject({ level: 'brand', comparableSales: 48 });
    expect(levelOf({ brand: 'A', category: 'jumpsuit' })).toMatchObject({ level: 'brand', comparableSales: 48 });
    expect(levelOf({})).toMatchObject({ level: 'all', comparableSales: 96 });
  });

  test('an unseen brand in a known category is priced at the category level', () => {
    const unseen = predictedPrice(model, { brand: 'Unknown', category: 'jeans', attractiveness: 'medium' });
    const category = predictedPrice(model, { category: 'jeans', attractiveness: 'medium' });
    expect(unseen).toBe(category);
  });

  test('returns null when there are no sales at all', () => {
    expect(trainPriceModel([]).predict({ brand: 'A', category: 'jeans' })).toBeNull();
  });

  test('compares brand, category and material case-insensitively and trimmed; empty means unknown', () => {
    const q = { brand: 'A', category: 'jeans', material: 'cotton', attractiveness: 'high' } as const;
    expect(model.predict({ ...q, brand: ' a ', category: 'JEANS', material: 'Cotton ' })).toEqual(model.predict(q));
    expect(model.predict({ brand: '  ', category: 'jeans' })).toEqual(model.predict({ category: 'jeans' }));
  });

  test('shrinks a group mean toward its parent: est = (n·mean + k·parent) / (n + k) in log space', () => {
    const sales = [sale('a', 'x', null, 10000), sale('b', 'x', null, 40000)];
    // Global and category estimates are the geometric mean, 20000; brand a: (1·ln 10000 + 1·ln 20000) / 2 → √(2·10⁸) ≈ 14142.
    expect(predictedPrice(trainPriceModel(sales, { shrinkage: 1 }), { brand: 'a', category: 'x' })).toBe(14100);
    // Without shrinkage a group speaks for itself.
    expect(predictedPrice(trainPriceModel(sales, { shrinkage: 0 }), { brand: 'a', category: 'x' })).toBe(10000);
    // With heavy shrinkage a single sale barely moves the estimate away from the category.
    expect(predictedPrice(trainPriceModel(sales, { shrinkage: 1000 }), { brand: 'a', category: 'x' })).toBe(20000);
  });

  test("reports the basis group's 25th/75th percentile prices and never predicts below 100", () => {
    const sales = [100, 200, 300, 400, 500].map((price) => sale('a', 'x', null, price));
    expect(trainPriceModel(sales).predict({ brand: 'a', category: 'x' })?.basis).toEqual({
      comparableSales: 5,
      level: 'brand+category',
      low: 200,
      high: 400,
    });
    expect(predictedPrice(trainPriceModel([sale('a', 'x', null, 1)]), {})).toBe(100);
  });

  test('rejects non-positive prices and negative shrinkage', () => {
    expect(() => trainPriceModel([sale('a', 'x', null, 0)])).toThrow(RangeError);
    expect(() => trainPriceModel([], { shrinkage: -1 })).toThrow(RangeError);
  });
});

describe('medianAbsolutePercentageError', () => {
  // Prices everything at 100.00 except category 'unpriced', which it cannot price.
  const fixed: PriceModel = {
    predict: (q) =>
      q.category === 'unpriced' ? null : { predictedPrice: 10000, basis: { comparableSales: 1, level: 'all', low: 10000, high: 10000 } },
  };

  test('is the median of |predicted − actual| / actual over the sales the model can price', () => {
    // Errors 0, 0.25, 0.2, 1 → sorted 0, 0.2, 0.25, 1 → median 0.225; the unpriced sale is ignored.
    const heldOut = [10000, 8000, 12500, 5000].map((price) => sale('a', 'x', null, price));
    expect(medianAbsolutePercentageError(fixed, [...heldOut, sale('a', 'unpriced', null, 1)])).toBeCloseTo(0.225, 10);
    expect(medianAbsolutePercentageError(fixed, heldOut.slice(0, 3))).toBeCloseTo(0.2, 10);
  });

  test('is NaN when nothing can be priced', () => {
    expect(medianAbsolutePercentageError(fixed, [])).toBeNaN();
  });

  test('is small on held-out synthetic data', () => {
    const { train, test } = splitHoldOut(syntheticSales(), 0.25, 42);
    expect(medianAbsolutePercentageError(trainPriceModel(train), test)).toBeLessThan(0.15);
  });
});

describe('splitHoldOut', () => {
  const items = Array.from({ length: 100 }, (_, i) => i);

  test('is deterministic for a seed and differs between seeds', () => {
    expect(splitHoldOut(items, 0.2, 7)).toEqual(splitHoldOut(items, 0.2, 7));
    expect(splitHoldOut(items, 0.2, 7).test).not.toEqual(splitHoldOut(items, 0.2, 8).test);
  });

  test('splits into disjoint parts that cover every item, sized by the fraction, in input order', () => {
    const { train, test } = splitHoldOut(items, 0.2, 7);
    expect(test).toHaveLength(20);
    expect(train).toHaveLength(80);
    expect(test.filter((i) => train.includes(i))).toEqual([]);
    expect([...train, ...test].sort((a, b) => a - b)).toEqual(items);
    expect(test).toEqual([...test].sort((a, b) => a - b));
  });

  test('handles the edges and rejects fractions outside [0, 1]', () => {
    expect(splitHoldOut(items, 0, 1)).toEqual({ train: items, test: [] });
    expect(splitHoldOut(items, 1, 1)).toEqual({ train: [], test: items });
    expect(splitHoldOut([], 0.5, 1)).toEqual({ train: [], test: [] });
    expect(() => splitHoldOut(items, 1.5, 1)).toThrow(RangeError);
  });
});
