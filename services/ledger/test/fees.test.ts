import { minimumPayout, payoutFee, type PayoutFeeConfig } from '@consign/contracts';

const flat = (amount: number, productFeePercent = 1): PayoutFeeConfig => ({ fee: { type: 'flat', amount }, productFeePercent });
const pct = (amount: number, productFeePercent = 1): PayoutFeeConfig => ({ fee: { type: 'percentage', amount }, productFeePercent });

describe('payoutFee: organization fee (flat or percentage) plus the {product} percent, rounded to the minor unit', () => {
  test.each([
    // amount (minor), config, fraction digits, fee, received
    [10_000, flat(10), 2, 1_100, 8_900], // 100.00: 10 flat + 1 % of 100
    [5_050, flat(10), 2, 1_051, 3_999], // 1 % of 50.50 = 0.505 → 0.51 (half up)
    [12_345, flat(0), 2, 123, 12_222], // 1 % of 123.45 = 1.2345 → 1.23
    [12_345, flat(0, 0), 2, 0, 12_345], // no fees at all
    [10_000, pct(2.5), 2, 350, 9_650], // 2.5 % + 1 %
    [333, pct(0, 1.5), 2, 5, 328], // 1.5 % of 3.33 = 0.04995 → 0.05
    [1_000, flat(10), 0, 20, 980], // a currency without minor units: 10 flat + 1 % of 1000
    [1_001, pct(10, 0), 2, 100, 901], // 10 % of 10.01 = 1.001 → 1.00
  ])('%i with %j (%i digits) → fee %i, received %i', (amount, config, digits, fee, received) => {
    expect(payoutFee(amount, config, digits)).toEqual({ transactionFee: fee, amountWithFeesDeducted: received });
  });
});

describe('minimumPayout: 40 plus the computed fee, rounded — the least amount that leaves 40 after fees', () => {
  test.each([
    [flat(10), 2, 5_051], // 50.51 - (10 + 0.5051 → 0.51) = 40.00
    [flat(0, 0), 2, 4_000],
    [flat(0), 2, 4_040], // 40.40 - (0.404 → 0.40) = 40.00
    [pct(5), 2, 4_255], // 6 % in all: 42.55 - (2.553 → 2.55) = 40.00
    [flat(10), 0, 51], // whole units: 51 - (10 + 0.51 → 11) = 40
  ])('%j (%i digits) → %i', (config, digits, minimum) => {
    const m = minimumPayout(config, digits)!;
    const target = 40 * 10 ** digits;
    expect(payoutFee(m, config, digits).amountWithFeesDeducted).toBeGreaterThanOrEqual(target);
    expect(payoutFee(m - 1, config, digits).amountWithFeesDeducted).toBeLessThan(target);
    expect(m).toBe(minimum);
  });

  test('fees that take everything leave no possible payout', () => {
    expect(minimumPayout(pct(99, 1), 2)).toBeNull();
  });
});
