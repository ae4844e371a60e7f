// The harness first: TextEncoder and fetch for the contracts and the app modules.
import './staff-harness';
import { MESSAGES } from '@consign/contracts';
import { checkPayout, insufficientCreditsText, minimumPayout, payoutFee, plainAmount } from '../src/components/payout/payout-rules';

const FLAT = { fee: { type: 'flat' as const, amount: 10 }, productFeePercent: 1 };
const PERCENT = { fee: { type: 'percentage' as const, amount: 2 }, productFeePercent: 1 };
const base = { asker: 'staff' as const, bankAccountNumber: '12345678903', sellerId: 'seller-1', currency: 'NOK', config: FLAT };

describe('payout fee and minimum (SPEC §9)', () => {
  test.each([
    [FLAT, 100_00, 10_00 + 1_00],
    [FLAT, 1234_50, 10_00 + 12_35],
    [PERCENT, 100_00, 3_00],
    [PERCENT, 50_50, 1_52],
  ])('fee of %j on %i minor units is %i', (config, amount, fee) => {
    expect(payoutFee(amount, config)).toBe(fee);
  });

  test('the minimum is the smallest amount that leaves 40 after the fee', () => {
    const minimum = minimumPayout(FLAT)!;
    expect(minimum - payoutFee(minimum, FLAT)).toBeGreaterThanOrEqual(40_00);
    expect(minimum - 1 - payoutFee(minimum - 1, FLAT)).toBeLessThan(40_00);
    expect(minimumPayout({ fee: { type: 'percentage', amount: 99 }, productFeePercent: 1 })).toBeNull();
  });
});

describe('the staff payout form rules and texts (SPEC §5)', () => {
  test("'You are missing an amount' without an amount, and Save stays off", () => {
    const check = checkPayout({ ...base, amountText: '', available: 500_00 });
    expect(check.amountError).toBe(MESSAGES.payouts.missingAmount);
    expect(check.canSave).toBe(false);
  });

  test("'Amount must be at least {minimum}' below the minimum, NOK with a decimal comma", () => {
    const check = checkPayout({ ...base, amountText: '20', available: 500_00 });
    expect(check.amountError).toBe(`Amount must be at least ${plainAmount(minimumPayout(FLAT)!, 'NOK')}`);
    expect(check.amountError).toMatch(/^Amount must be at least \d+,\d{2}$/);
  });

  test("'Amount must be less than {available}' above the credits", () => {
    const check = checkPayout({ ...base, amountText: '600', available: 500_00 });
    expect(check.amountError).toBe('Amount must be less than 500,00');
    expect(check.canSave).toBe(false);
  });

  test("'Not enough credits' when the seller cannot reach the minimum", () => {
    expect(checkPayout({ ...base, amountText: '100', available: 0 }).amountError).toBe(MESSAGES.payouts.notEnoughCredits);
    expect(checkPayout({ ...base, amountText: '30', available: 30_00 }).amountError).toBe(MESSAGES.payouts.notEnoughCredits);
  });

  test("'Invalid bank account number' for a failing check digit; the designated test account passes", () => {
    expect(checkPayout({ ...base, bankAccountNumber: '12345678901', amountText: '100', available: 500_00 }).bankAccountError).toBe(
      MESSAGES.payouts.invalidBankAccount,
    );
    expect(checkPayout({ ...base, bankAccountNumber: '99999999999', amountText: '100', available: 500_00 }).canSave).toBe(true);
  });

  test('Save needs a bank account, an amount, a seller and an amount within credits', () => {
    expect(checkPayout({ ...base, amountText: '100,50', available: 500_00 }).canSave).toBe(true);
    expect(checkPayout({ ...base, bankAccountNumber: '', amountText: '100', available: 500_00 }).canSave).toBe(false);
    expect(checkPayout({ ...base, sellerId: undefined, amountText: '100', available: 500_00 }).canSave).toBe(false);
    expect(checkPayout({ ...base, amountText: '100', available: undefined }).canSave).toBe(false);
  });

  test('fee and amount received follow the typed amount (comma or period decimals)', () => {
    const check = checkPayout({ ...base, amountText: '200,00', available: 500_00 });
    expect(check.fee).toBe(12_00);
    expect(check.received).toBe(188_00);
    expect(checkPayout({ ...base, amountText: '200.00', available: 500_00 }).received).toBe(188_00);
  });

  test('the copied payout amount uses comma decimals for NOK and a period otherwise', () => {
    expect(plainAmount(1234_50, 'NOK')).toBe('1234,50');
    expect(plainAmount(1234_50, 'EUR')).toBe('1234.50');
  });
});

describe("the seller's payout form: the same rules in the seller's words (SPEC §5)", () => {
  const seller = { ...base, asker: 'seller' as const };

  test("the bank account is required and valid: 'Bank account number is required', 'Please enter a valid Norwegian bank account number'", () => {
    expect(checkPayout({ ...seller, bankAccountNumber: ' ', amountText: '100', available: 500_00 }).bankAccountError).toBe(
      MESSAGES.sellerPayout.bankAccountRequired,
    );
    expect(checkPayout({ ...seller, bankAccountNumber: '12345678901', amountText: '100', available: 500_00 }).bankAccountError).toBe(
      MESSAGES.sellerPayout.bankAccountInvalid,
    );
    // Staff may leave it empty while typing (Save stays off); a bad one reads 'Invalid bank account number'.
    expect(checkPayout({ ...base, bankAccountNumber: '', amountText: '100', available: 500_00 }).bankAccountError).toBeUndefined();
  });

  test("the amount: 'Amount must be greater than 0' under 1, 'Amount exceeds available credits' above them, then the minimum", () => {
    expect(checkPayout({ ...seller, amountText: '0,5', available: 500_00 }).amountError).toBe(MESSAGES.sellerPayout.amountAboveZero);
    expect(checkPayout({ ...seller, amountText: '', available: 500_00 }).amountError).toBe(MESSAGES.sellerPayout.amountAboveZero);
    expect(checkPayout({ ...seller, amountText: '600', available: 500_00 }).amountError).toBe(MESSAGES.sellerPayout.exceedsCredits);
    expect(checkPayout({ ...seller, amountText: '45', available: 500_00 }).amountError).toBe('Amount must be at least 50,51');
    expect(checkPayout({ ...seller, amountText: '100', available: 500_00 }).amountError).toBeUndefined();
  });

  test('credits spent since the form was checked: each asker has its text', () => {
    expect(insufficientCreditsText('seller')).toBe(MESSAGES.sellerPayout.exceedsCredits);
    expect(insufficientCreditsText('staff')).toBe(MESSAGES.payouts.notEnoughStoreCredits);
  });
});
