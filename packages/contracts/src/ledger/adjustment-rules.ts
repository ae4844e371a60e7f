import { MESSAGES, RULE_MESSAGES, amountLessThan } from '../messages';
import { ADJUSTMENT_AMOUNT_LIMIT_MAJOR, ADJUSTMENT_DETAILS_MAX } from './ledger.schema';
import type { RuleProblem } from './payout-rules';

export const ADJUSTMENT_MESSAGES = {
  zeroAmount: RULE_MESSAGES.adjustments.zeroAmount,
  negativeBalance: MESSAGES.adjustments.negativeBalanceQuestion,
} as const;

/** SPEC §5 balance adjustment: amount required, non-zero, below 99999; details required, at most 400 characters. */
export function adjustmentProblem(amount: number | null, details: string | null | undefined, fractionDigits: number): RuleProblem | null {
  if (amount === null) return { kind: 'invalid', message: MESSAGES.payouts.missingAmount };
  if (amount === 0) return { kind: 'invalid', message: ADJUSTMENT_MESSAGES.zeroAmount };
  if (Math.abs(amount) >= ADJUSTMENT_AMOUNT_LIMIT_MAJOR * 10 ** fractionDigits)
    return { kind: 'invalid', message: amountLessThan(String(ADJUSTMENT_AMOUNT_LIMIT_MAJOR)) };
  const text = details?.trim() ?? '';
  if (!text) return { kind: 'invalid', message: MESSAGES.adjustments.missingDetails };
  if (text.length > ADJUSTMENT_DETAILS_MAX) return { kind: 'invalid', message: MESSAGES.adjustments.detailsTooLong };
  return null;
}

/** An adjustment may take the seller below zero only when the user confirmed the warning. */
export function negativeBalanceProblem(available: number, amount: number, allowNegative: boolean): RuleProblem | null {
  return available + amount < 0 && !allowNegative
    ? { kind: 'state', message: ADJUSTMENT_MESSAGES.negativeBalance, code: 'negative_balance' }
    : null;
}
