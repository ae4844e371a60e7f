import {
  MESSAGES,
  adjustmentProblem,
  negativeBalanceProblem,
  insufficientCredits,
  payoutProblem,
  type PayoutCandidate,
} from '@consign/contracts';

const BANK = '12345678903';
const base: PayoutCandidate = {
  asker: 'staff',
  amount: 60_00,
  bankAccountNumber: BANK,
  available: 100_00,
  minimum: 50_51,
  fractionDigits: 2,
  currency: 'NOK',
};

describe('payout rules speak the language of the form that asks (SPEC §5)', () => {
  test.each<[string, Partial<PayoutCandidate>, string | null]>([
    ['staff: a valid request', {}, null],
    ['staff: no amount', { amount: null }, MESSAGES.payouts.missingAmount],
    ['staff: a bad bank account', { bankAccountNumber: '12345678901' }, MESSAGES.payouts.invalidBankAccount],
    ['staff: no credits at all', { available: 0 }, MESSAGES.payouts.notEnoughCredits],
    ['staff: credits below the minimum', { available: 50_00 }, MESSAGES.payouts.notEnoughCredits],
    ['staff: below the minimum', { amount: 50_50 }, 'Amount must be at least 50,51'],
    ['staff: above the credits', { amount: 100_01 }, 'Amount must be less than 100,00'],
    ['staff: USD amounts use a decimal point', { amount: 100_01, currency: 'USD' }, 'Amount must be less than 100.00'],
    ['seller: no bank account', { asker: 'seller', bankAccountNumber: null }, MESSAGES.sellerPayout.bankAccountRequired],
    ['seller: a bad bank account', { asker: 'seller', bankAccountNumber: '1234' }, MESSAGES.sellerPayout.bankAccountInvalid],
    ['seller: nothing asked for', { asker: 'seller', amount: 0 }, MESSAGES.sellerPayout.amountAboveZero],
    ['seller: a negative amount', { asker: 'seller', amount: -5_00 }, MESSAGES.sellerPayout.amountAboveZero],
    ['seller: above the credits', { asker: 'seller', amount: 100_01 }, MESSAGES.sellerPayout.exceedsCredits],
    ['seller: below the minimum', { asker: 'seller', amount: 45_00 }, 'Amount must be at least 50,51'],
    ['seller: the designated test account is accepted', { asker: 'seller', bankAccountNumber: '99999999999' }, null],
  ])('%s', (_what, change, message) => {
    expect(payoutProblem({ ...base, ...change })?.message ?? null).toBe(message);
  });

  test('the re-check under the row lock', () => {
    expect(insufficientCredits('staff').message).toBe(MESSAGES.payouts.notEnoughStoreCredits);
    expect(insufficientCredits('seller').message).toBe(MESSAGES.sellerPayout.exceedsCredits);
  });
});

describe('balance adjustment rules (SPEC §5)', () => {
  test.each<[number | null, string | null, string | null]>([
    [10_00, 'Gift card', null],
    [-10_00, 'Store credits spent', null],
    [null, 'Gift card', MESSAGES.payouts.missingAmount],
    [0, 'Gift card', 'Amount cannot be 0'],
    [99_999_00, 'Gift card', 'Amount must be less than 99999'],
    [99_998_99, 'Gift card', null],
    [10_00, '', MESSAGES.adjustments.missingDetails],
    [10_00, 'x'.repeat(400), null],
    [10_00, 'x'.repeat(401), MESSAGES.adjustments.detailsTooLong],
  ])('%s with %j', (amount, details, message) => {
    expect(adjustmentProblem(amount, details, 2)?.message ?? null).toBe(message);
  });

  test('going below zero needs the confirmation', () => {
    expect(negativeBalanceProblem(10_00, -10_01, false)).toMatchObject({ code: 'negative_balance' });
    expect(negativeBalanceProblem(10_00, -10_01, true)).toBeNull();
    expect(negativeBalanceProblem(10_00, -10_00, false)).toBeNull();
  });
});
