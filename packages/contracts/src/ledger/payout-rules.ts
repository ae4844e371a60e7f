import { isValidNorwegianBankAccount } from '../bank-account';
import { MESSAGES, amountAtLeast, amountLessThan } from '../messages';
import { formatAmount } from '../money';

/** The staff payout form and the seller portal word the same rules differently (SPEC §5). */
export type Asker = 'staff' | 'seller';

export interface PayoutCandidate {
  asker: Asker;
  /** Minor units; null when not given. */
  amount: number | null;
  bankAccountNumber: string | null | undefined;
  /** What the seller can pay out now (minor units). */
  available: number;
  /** Null when fees leave nothing to pay out. */
  minimum: number | null;
  fractionDigits: number;
  currency: string;
}

export interface RuleProblem {
  /** invalid: the request itself is wrong (400); state: the books say no (422). */
  kind: 'invalid' | 'state';
  message: string;
  code?: string;
}

/** NOK amounts are written with a decimal comma (SPEC §9). */
export const displayAmount = (minor: number, currency: string, fractionDigits: number) =>
  formatAmount(minor, { decimal: currency === 'NOK' ? ',' : '.', fractionDigits });

const invalid = (message: string): RuleProblem => ({ kind: 'invalid', message });
const state = (message: string, code: string): RuleProblem => ({ kind: 'state', message, code });

/**
 * The checks of a payout request or edit before the books are locked, in the order each form shows them.
 * The authoritative credit check runs again under the account's row lock (`insufficientCredits`).
 */
export function payoutProblem(c: PayoutCandidate): RuleProblem | null {
  const show = (minor: number) => displayAmount(minor, c.currency, c.fractionDigits);
  const bank = c.bankAccountNumber?.trim() ?? '';
  if (c.asker === 'seller') {
    if (!bank) return invalid(MESSAGES.sellerPayout.bankAccountRequired);
    if (!isValidNorwegianBankAccount(bank)) return invalid(MESSAGES.sellerPayout.bankAccountInvalid);
    if (c.amount === null || c.amount <= 0) return invalid(MESSAGES.sellerPayout.amountAboveZero);
    if (c.amount > c.available) return state(MESSAGES.sellerPayout.exceedsCredits, 'insufficient_credits');
    if (c.minimum === null || c.amount < c.minimum) return invalid(amountAtLeast(show(c.minimum ?? c.amount + 1)));
    return null;
  }
  if (c.amount === null) return invalid(MESSAGES.payouts.missingAmount);
  if (!isValidNorwegianBankAccount(bank)) return invalid(MESSAGES.payouts.invalidBankAccount);
  if (c.available <= 0 || c.minimum === null || c.available < c.minimum) return state(MESSAGES.payouts.notEnoughCredits, 'no_credits');
  if (c.amount < c.minimum) return invalid(amountAtLeast(show(c.minimum)));
  if (c.amount > c.available) return state(amountLessThan(show(c.available)), 'insufficient_credits');
  return null;
}

/** Under the row lock: another request may have taken the credits since the form was checked. */
export function insufficientCredits(asker: Asker): RuleProblem {
  return state(asker === 'seller' ? MESSAGES.sellerPayout.exceedsCredits : MESSAGES.payouts.notEnoughStoreCredits, 'insufficient_credits');
}
