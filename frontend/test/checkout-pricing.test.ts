import { PRICING_MESSAGES, linePrice, priceBasket, readDiscount, spreadDiscount } from '../src/features/checkout/basket-pricing';

describe('a discount as typed at the counter', () => {
  test.each([
    ['10 %', { kind: 'percent', percent: 10 }],
    ['12,5%', { kind: 'percent', percent: 12.5 }],
    ['100 %', { kind: 'percent', percent: 100 }],
    ['100,50', { kind: 'amount', amount: 100_50 }],
    ['1 234.5', { kind: 'amount', amount: 1234_50 }],
    ['', undefined],
  ])('%j reads as %j', (text, value) => {
    expect(readDiscount(text, 2)).toEqual({ value });
  });

  test.each([
    ['ten', PRICING_MESSAGES.discount],
    ['-10', PRICING_MESSAGES.discount],
    ['-5 %', PRICING_MESSAGES.discount],
    ['%', PRICING_MESSAGES.discount],
    ['10,505', PRICING_MESSAGES.discount],
    ['100,01 %', PRICING_MESSAGES.percentOver],
  ])('%j is explained: %s', (text, error) => {
    expect(readDiscount(text, 2)).toEqual({ error });
  });
});

describe("a line's sale price", () => {
  test('untouched or emptied: the listed price', () => {
    expect(linePrice(200_00, undefined, 2)).toEqual({ value: 200_00 });
    expect(linePrice(200_00, { field: 'discount', text: ' ' }, 2)).toEqual({ value: 200_00 });
  });

  test('a typed sale price, Norwegian decimals', () => {
    expect(linePrice(200_00, { field: 'price', text: '150,50' }, 2)).toEqual({ value: 150_50 });
    expect(linePrice(200_00, { field: 'price', text: 'abc' }, 2)).toEqual({ error: PRICING_MESSAGES.price });
    expect(linePrice(200_00, { field: 'price', text: '-1' }, 2)).toEqual({ error: PRICING_MESSAGES.price });
  });

  test('a discount in percent rounds to the øre; an amount is taken off; more than the price is refused', () => {
    expect(linePrice(99_99, { field: 'discount', text: '15 %' }, 2)).toEqual({ value: 84_99 });
    expect(linePrice(200_00, { field: 'discount', text: '50,25' }, 2)).toEqual({ value: 149_75 });
    expect(linePrice(200_00, { field: 'discount', text: '200' }, 2)).toEqual({ value: 0 });
    expect(linePrice(200_00, { field: 'discount', text: '200,01' }, 2)).toEqual({ error: PRICING_MESSAGES.overPrice });
  });
});

describe('a basket discount spread over the items', () => {
  test('in proportion, the øre left to the largest remainders, summing exactly', () => {
    expect(spreadDiscount([100_00, 200_00], 30_00)).toEqual([90_00, 180_00]);
    // 10 øre over three equal lines: 3,33 each and the last øre to the first line.
    expect(spreadDiscount([100, 100, 100], 10)).toEqual([96, 97, 97]);
    // The 1 øre line's share is 0,4999 øre: it rounds up to the whole øre.
    expect(spreadDiscount([33_33, 66_67, 1], 50_00)).toEqual([16_67, 33_34, 0]);
  });

  test.each([
    [[1999, 2999, 4999, 1], 1234],
    [[10_00, 10_00, 10_00], 10_00],
    [[7, 0, 13], 20],
    [[123_45, 67_89], 1],
  ])('%j less %i sums to the total less the discount, no line negative', (prices, off) => {
    const spread = spreadDiscount(prices, off);
    expect(spread.reduce((a, b) => a + b, 0)).toBe(prices.reduce((a, b) => a + b, 0) - off);
    spread.forEach((p, i) => {
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(prices[i]!);
    });
  });

  test('a whole basket: line prices and discounts first, then the basket discount; the items sum to the total', () => {
    const basket = priceBasket(
      [
        { listed: 100_00 },
        { listed: 200_00, edit: { field: 'discount', text: '25 %' } },
        { listed: 50_00, edit: { field: 'price', text: '33,33' } },
      ],
      '10 %',
      2,
    );
    // 100 + 150 + 33,33 = 283,33; 10 % is 28,33.
    expect(basket.total).toBe(255_00);
    expect(basket.prices).toEqual([90_00, 135_00, 30_00]);
    expect(basket.prices.reduce<number>((a, b) => a + b!, 0)).toBe(basket.total);
    expect(priceBasket([{ listed: 100_00 }], '25', 2)).toMatchObject({ prices: [75_00], total: 75_00 });
  });

  test('a basket discount above the basket, or unreadable, is explained', () => {
    expect(priceBasket([{ listed: 100_00 }], '100,01', 2).basketError).toBe(PRICING_MESSAGES.overBasket);
    expect(priceBasket([{ listed: 100_00 }], 'lots', 2).basketError).toBe(PRICING_MESSAGES.discount);
    const wrongLine = priceBasket([{ listed: 100_00, edit: { field: 'price', text: 'x' } }, { listed: 50_00 }], '', 2);
    expect(wrongLine).toMatchObject({ prices: [undefined, 50_00], lineErrors: [PRICING_MESSAGES.price, undefined] });
  });
});
