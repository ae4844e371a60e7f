import { ADJUSTMENT_AMOUNT_LIMIT_MAJOR, ADJUSTMENT_DETAILS_MAX, currencyFractionDigits, toMinor } from '@consign/contracts';
import { i18n } from '../../i18n';
import { readAmount } from '../../components/payout/payout-rules';

/**
 * SPEC §5 preset details in the reader's language (at render time): the text is what the adjustment's details
 * say, so the seller reads it as the store wrote it. Anything else is custom text.
 */
export const adjustmentPresets = () =>
  [i18n.t('messages:adjustments.presetStoreCreditsSpent'), i18n.t('messages:adjustments.presetGiftCard')] as const;
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

/** The balance adjustment rules and texts of SPEC §5, in the reader's language. */
export function checkAdjustment({ amountText, details, currency, available }: AdjustmentInput): AdjustmentCheck {
  const digits = currencyFractionDigits(currency);
  const amount = readAmount(amountText, digits);
  const limit = toMinor(ADJUSTMENT_AMOUNT_LIMIT_MAJOR, digits);
  let amountError: string | undefined;
  if (amount === null) amountError = i18n.t('messages:payouts.missingAmount');
  else if (amount === 0) amountError = i18n.t('adjustments:rules.amountZero');
  else if (Math.abs(amount) >= limit)
    amountError = i18n.t('adjustments:rules.amountLessThan', { amount: String(ADJUSTMENT_AMOUNT_LIMIT_MAJOR) });
  const text = details?.trim() ?? '';
  const detailsError = !text
    ? i18n.t('messages:adjustments.missingDetails')
    : text.length > ADJUSTMENT_DETAILS_MAX
      ? i18n.t('messages:adjustments.detailsTooLong')
      : undefined;
  return {
    amount,
    amountError,
    detailsError,
    increasingWarning: text === adjustmentPresets()[0] && amount !== null && amount > 0,
    wouldGoNegative: amount !== null && available !== undefined && available + amount < 0,
  };
}
