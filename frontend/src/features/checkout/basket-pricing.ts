import { parseMoney } from '@consign/contracts';

/**
 * The basket's prices at the counter, in minor units (øre): a line is sold at its listed price, at a typed
 * sale price or with a discount ('10 %' or an amount); a basket discount is spread over the lines.
 */
export type Discount = { kind: 'percent'; percent: number } | { kind: 'amount'; amount: number };

/** What a coworker typed on a line: the sale price or a discount; untouched: the listed price. */
export interface LineEdit {
  field: 'price' | 'discount';
  text: string;
}

/** What can be wrong with a typed price or discount: keys of the checkout catalogue's `pricing` texts. */
export const PRICING_MESSAGES = {
  price: 'price',
  discount: 'discount',
  percentOver: 'percentOver',
  overPrice: 'overPrice',
  overBasket: 'overBasket',
} as const;
export type PricingError = (typeof PRICING_MESSAGES)[keyof typeof PRICING_MESSAGES];

type Read<T> = { value: T; error?: undefined } | { value?: undefined; error: PricingError };

/** A typed amount, Norwegian or not ('100,50', '1 234.5'); never negative. */
export function readAmount(text: string, digits: number): number | undefined {
  if (text.trim().startsWith('-')) return undefined;
  try {
    return parseMoney(text.trim(), digits);
  } catch {
    return undefined;
  }
}

/** '10 %', '12,5%' is a percentage; anything else an amount. Empty is no discount. */
export function readDiscount(text: string, digits: number): Read<Discount | undefined> {
  const trimmed = text.trim();
  if (!trimmed) return { value: undefined };
  const percent = /^(.*?)\s*%$/.exec(trimmed);
  if (percent) {
    // A percentage may carry two decimals whatever the currency ('12,5 %').
    const hundredths = readAmount(percent[1]!, 2);
    if (hundredths === undefined) return { error: PRICING_MESSAGES.discount };
    if (hundredths > 100_00) return { error: PRICING_MESSAGES.percentOver };
    return { value: { kind: 'percent', percent: hundredths / 100 } };
  }
  const amount = readAmount(trimmed, digits);
  return amount === undefined ? { error: PRICING_MESSAGES.discount } : { value: { kind: 'amount', amount } };
}

/** How much a discount takes off `price`: a percentage rounds to the minor unit; never more than the price. */
export function discountOf(price: number, discount: Discount, tooMuch: PricingError): Read<number> {
  const off = discount.kind === 'percent' ? Math.round((price * discount.percent) / 100) : discount.amount;
  return off > price ? { error: tooMuch } : { value: off };
}

/** A line's sale price from its listed price and what was typed on it. */
export function linePrice(listed: number, edit: LineEdit | undefined, digits: number): Read<number> {
  if (!edit || !edit.text.trim()) return { value: listed };
  if (edit.field === 'price') {
    const price = readAmount(edit.text, digits);
    return price === undefined ? { error: PRICING_MESSAGES.price } : { value: price };
  }
  const discount = readDiscount(edit.text, digits);
  if (discount.error !== undefined) return discount;
  if (!discount.value) return { value: listed };
  const off = discountOf(listed, discount.value, PRICING_MESSAGES.overPrice);
  return off.error !== undefined ? off : { value: listed - off.value };
}

/**
 * Spreads `off` over `prices` in proportion to each, so the lines sum to exactly sum(prices) − off: each line
 * takes the floor of its share, and the øre left go to the lines with the largest remainders (ties: first).
 */
export function spreadDiscount(prices: number[], off: number): number[] {
  const total = prices.reduce((a, b) => a + b, 0);
  if (off === 0 || total === 0) return [...prices];
  const shares = prices.map((p) => Math.floor((p * off) / total));
  let left = off - shares.reduce((a, b) => a + b, 0);
  const byRemainder = prices.map((p, i) => ({ i, remainder: (p * off) % total })).sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return prices.map((p, i) => p - shares[i]!);
}

export interface BasketPrices {
  /** Each line's price before the basket discount; undefined where the line's own input is wrong. */
  own: Array<number | undefined>;
  /** Each line's sale price, the basket discount spread in; undefined where the line's own input is wrong. */
  prices: Array<number | undefined>;
  lineErrors: Array<PricingError | undefined>;
  basketError?: PricingError;
  total: number;
}

/** The whole basket: every line's price, then the basket discount spread over them. */
export function priceBasket(lines: Array<{ listed: number; edit?: LineEdit }>, basketDiscount: string, digits: number): BasketPrices {
  const read = lines.map((l) => linePrice(l.listed, l.edit, digits));
  const lineErrors = read.map((r) => r.error);
  const own = read.map((r) => r.value ?? 0);
  const subtotal = own.reduce((a, b) => a + b, 0);
  const discount = readDiscount(basketDiscount, digits);
  const off = discount.value ? discountOf(subtotal, discount.value, PRICING_MESSAGES.overBasket) : { value: 0 };
  const basketError = discount.error ?? off.error;
  const spread = spreadDiscount(own, off.value ?? 0);
  return {
    own: read.map((r) => r.value),
    prices: spread.map((p, i) => (lineErrors[i] === undefined ? p : undefined)),
    lineErrors,
    ...(basketError !== undefined ? { basketError } : {}),
    total: spread.reduce((a, b) => a + b, 0),
  };
}
