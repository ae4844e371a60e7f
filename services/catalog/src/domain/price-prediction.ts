import { seededShuffle } from '@consign/kit/random';

/**
 * Price suggestions learned from an organization's own sold products.
 *
 * Why this method: an organization sells few items of any one brand/category/material combination, so raw group averages
 * are noisy, and price effects are multiplicative (a premium brand doubles a price rather than adding a fixed amount).
 * So we work in log-price space with hierarchical shrinkage (empirical-Bayes style): each group's mean is pulled toward its
 * parent's estimate, est = (n·groupMean + k·parentEst) / (n + k). A group with a handful of sales barely leaves its broader
 * level; a well-sold group speaks for itself. Levels run all → category → category+brand → category+brand+material, and
 * all → brand when the category is missing from the query or was never sold (a brand's own history then says more than
 * the global mean). Attractiveness is a learned multiplicative factor: the mean log residual of each attractiveness value
 * against the estimate without it, shrunk toward 0 (no effect) with the same k.
 */

export type Attractiveness = 'low' | 'medium' | 'high';

export interface SoldExample {
  brand: string | null;
  category: string | null;
  material: string | null;
  attractiveness: Attractiveness;
  /** Minor units, integer > 0. */
  price: number;
}

export interface PriceQuery {
  brand?: string | null;
  category?: string | null;
  material?: string | null;
  attractiveness?: Attractiveness | null;
}

export interface Prediction {
  /** Minor units, rounded to a whole major unit (a multiple of 100). */
  predictedPrice: number;
  basis: {
    comparableSales: number;
    level: 'brand+category+material' | 'brand+category' | 'category' | 'brand' | 'all';
    /** 25th and 75th percentile of the comparable sales' prices, minor units. */
    low: number;
    high: number;
  };
}

export interface PriceModel {
  predict(q: PriceQuery): Prediction | null;
}

type Level = Prediction['basis']['level'];

interface Group {
  n: number;
  sumLog: number;
  prices: number[];
}

const DEFAULT_SHRINKAGE = 5;
// Unit separator: cannot occur in a normalized brand/category/material, so composite keys never collide.
const SEP = '\u001f';

function normalize(value: string | null | undefined): string | null {
  const key = value?.trim().toLowerCase();
  return key ? key : null;
}

function groupKey(level: Level, ...parts: string[]): string {
  return [level, ...parts].join(SEP);
}

/** Keys of every group a sold example belongs to. */
function groupKeysOf(e: SoldExample): string[] {
  const brand = normalize(e.brand);
  const category = normalize(e.category);
  const material = normalize(e.material);
  const keys = [groupKey('all')];
  if (brand) keys.push(groupKey('brand', brand));
  if (category) {
    keys.push(groupKey('category', category));
    if (brand) {
      keys.push(groupKey('brand+category', category, brand));
      if (material) keys.push(groupKey('brand+category+material', category, brand, material));
    }
  }
  return keys;
}

/** Sorted ascending input; linear interpolation between closest ranks. */
function percentile(sorted: readonly number[], p: number): number {
  const pos = (sorted.length - 1) * p;
  const below = sorted[Math.floor(pos)]!;
  const above = sorted[Math.ceil(pos)]!;
  return below + (above - below) * (pos - Math.floor(pos));
}

export function trainPriceModel(examples: readonly SoldExample[], opts: { shrinkage?: number } = {}): PriceModel {
  const k = opts.shrinkage ?? DEFAULT_SHRINKAGE;
  if (!(Number.isFinite(k) && k >= 0)) throw new RangeError(`shrinkage must be a finite number >= 0, got ${k}`);

  const groups = new Map<string, Group>();
  for (const e of examples) {
    if (!(Number.isFinite(e.price) && e.price > 0)) throw new RangeError(`sold price must be > 0, got ${e.price}`);
    for (const key of groupKeysOf(e)) {
      const group = groups.get(key) ?? { n: 0, sumLog: 0, prices: [] };
      group.n += 1;
      group.sumLog += Math.log(e.price);
      group.prices.push(e.price);
      groups.set(key, group);
    }
  }
  for (const group of groups.values()) group.prices.sort((a, b) => a - b);

  const all = groups.get(groupKey('all'));
  if (!all) return { predict: () => null };

  // Levels below 'all' that the query reaches, broad to specific; the path stops at the first unknown attribute.
  const path = (q: PriceQuery): { level: Level; key: string }[] => {
    const brand = normalize(q.brand);
    const category = normalize(q.category);
    const material = normalize(q.material);
    if (!category || !groups.has(groupKey('category', category))) {
      return brand ? [{ level: 'brand', key: groupKey('brand', brand) }] : [];
    }
    const levels: { level: Level; key: string }[] = [{ level: 'category', key: groupKey('category', category) }];
    if (brand) {
      levels.push({ level: 'brand+category', key: groupKey('brand+category', category, brand) });
      if (material) levels.push({ level: 'brand+category+material', key: groupKey('brand+category+material', category, brand, material) });
    }
    return levels;
  };

  /** Shrunk log-price estimate without attractiveness, and the most specific group with at least one sale. */
  const estimate = (q: PriceQuery): { logPrice: number; basis: Group; level: Level } => {
    let logPrice = all.sumLog / all.n;
    let basis = all;
    let level: Level = 'all';
    for (const step of path(q)) {
      const group = groups.get(step.key);
      if (!group) continue; // n = 0: the estimate stays at the parent's
      logPrice = (group.sumLog + k * logPrice) / (group.n + k);
      basis = group;
      level = step.level;
    }
    return { logPrice, basis, level };
  };

  const residuals = new Map<Attractiveness, { n: number; sum: number }>();
  for (const e of examples) {
    const r = residuals.get(e.attractiveness) ?? { n: 0, sum: 0 };
    r.n += 1;
    r.sum += Math.log(e.price) - estimate(e).logPrice;
    residuals.set(e.attractiveness, r);
  }
  // (n·meanResidual + k·0) / (n + k); n >= 1 for every stored value, so the denominator is never 0.
  const attractivenessFactor = (a: Attractiveness | null | undefined): number => {
    const r = a ? residuals.get(a) : undefined;
    return r ? r.sum / (r.n + k) : 0;
  };

  return {
    predict(q) {
      const { logPrice, basis, level } = estimate(q);
      const price = Math.exp(logPrice + attractivenessFactor(q.attractiveness));
      return {
        predictedPrice: Math.max(100, Math.round(price / 100) * 100),
        basis: {
          comparableSales: basis.n,
          level,
          low: Math.round(percentile(basis.prices, 0.25)),
          high: Math.round(percentile(basis.prices, 0.75)),
        },
      };
    },
  };
}

/** Median of |predicted − actual| / actual over the held-out sales the model can price; NaN when it can price none. */
export function medianAbsolutePercentageError(model: PriceModel, heldOut: readonly SoldExample[]): number {
  const errors = heldOut
    .flatMap((e) => {
      const prediction = model.predict(e);
      return prediction ? [Math.abs(prediction.predictedPrice - e.price) / e.price] : [];
    })
    .sort((a, b) => a - b);
  return errors.length ? percentile(errors, 0.5) : NaN;
}

/** Deterministic random split (same seed, same split); both parts keep the input order. */
export function splitHoldOut<T>(items: readonly T[], fraction: number, seed: number): { train: T[]; test: T[] } {
  if (!(fraction >= 0 && fraction <= 1)) throw new RangeError(`fraction must be within [0, 1], got ${fraction}`);
  const order = seededShuffle(
    items.map((_, i) => i),
    seed,
  );
  const inTest = new Set(order.slice(0, Math.round(items.length * fraction)));
  const train: T[] = [];
  const test: T[] = [];
  items.forEach((item, i) => (inTest.has(i) ? test : train).push(item));
  return { train, test };
}
