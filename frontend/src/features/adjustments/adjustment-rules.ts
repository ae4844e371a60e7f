import {
  ADJUSTMENT_AMOUNT_LIMIT_MAJOR,
  ADJUSTMENT_DETAILS_MAX,
  MESSAGES,
  amountLessThan,
  currencyFractionDigits,
  toMinor,
} from '@consign/contracts';
import { readAmount } from '../payouts/payout-rules';

const A = MESSAGES.adjustments;

/** SPEC §5 preset details; anything else is custom text. */
export const ADJUSTMENT_PRESETS = [A.presetStoreCreditsSpent, A.presetGiftCard] as const;
export const CUSTOM_PRESET = 'custom';

export interface AdjustmentInput {
  amountText: string | undefined;
  details: string | undefined;
  currency: string;
  /** The seller's available credits in minor units, when known. */
  available?: number;
}

export interface AdjustmentCheck {
  amount: number | null;
  amountError?: string;
  detailsError?: string;
  /** 'You are now increasing the balance': 'Store credits spent' with a positive amount. */
  increasingWarning: boolean;
  /** The balance after it would be negative: the 'Negative Balance Warning' dialog asks first. */
  wouldGoNegative: boolean;
}

/** The balance adjustment rules and texts of SPEC §5. */
export function checkAdjustment({ amountText, details, currency, available }: AdjustmentInput): AdjustmentCheck {
  const digits = currencyFractionDigits(currency);
  const amount = readAmount(amountText, digits);
  const limit = toMinor(ADJUSTMENT_AMOUNT_LIMIT_MAJOR, digits);
  let amountError: string | undefined;
  if (amount === null) amountError = MESSAGES.payouts.missingAmount;
  else if (amount === 0) amountError = 'Amount cannot be 0';
  else if (Math.abs(amount) >= limit) amountError = amountLessThan(String(ADJUSTMENT_AMOUNT_LIMIT_MAJOR));
  const text = details?.trim() ?? '';
  const detailsError = !text ? A.missingDetails : text.length > ADJUSTMENT_DETAILS_MAX ? A.detailsTooLong : undefined;
  return {
    amount,
    amountError,
    detailsError,
    increasingWarning: text === A.presetStoreCreditsSpent && amount !== null && amount > 0,
    wouldGoNegative: amount !== null && available !== undefined && available + amount < 0,
  };
}
