import {
  currencyFractionDigits,
  displayAmount,
  isValidNorwegianBankAccount,
  minimumPayout as minimumOf,
  parseMoney,
  payoutFee as feeOf,
  type PayoutFeeConfig,
} from '@consign/contracts';
import { i18n } from '../../i18n';

/** The organization's payout settings the fee depends on (identity's payouts section). */
export type { PayoutFeeConfig };

/** The ledger's fee rule (one implementation, in contracts), as the form shows it: the fee alone. */
export const payoutFee = (amount: number, config: PayoutFeeConfig, fractionDigits = 2): number =>
  feeOf(amount, config, fractionDigits).transactionFee;

/** SPEC §9: 40 plus the computed fee; null when fees take everything. */
export const minimumPayout = (config: PayoutFeeConfig, fractionDigits = 2): number | null => minimumOf(config, fractionDigits);

/** Amounts as the messages and the copied payout amount write them: comma decimals for NOK (SPEC §9). */
export const plainAmount = (minor: number, currency: string): string => displayAmount(minor, currency, currencyFractionDigits(currency));

/** Parses a typed amount into minor units; null for empty or unreadable text. */
export function readAmount(text: string | undefined, fractionDigits = 2): number | null {
  if (!text?.trim()) return null;
  try {
    return parseMoney(text.trim(), fractionDigits);
  } catch {
    return null;
  }
}

export interface StaffPayoutInput {
  amountText: string | undefined;
  bankAccountNumber: string | undefined;
  sellerId: string | undefined;
  /** The seller's available store credits, minor units (unknown until the seller is loaded). */
  available: number | undefined;
  currency: string;
  config: PayoutFeeConfig;
}

export interface StaffPayoutCheck {
  amountError?: string;
  bankAccountError?: string;
  amount: number | null;
  fee: number;
  received: number;
  minimum: number | null;
  /** SPEC §5: Save needs a bank account, an amount, a seller and an amount within credits. */
  canSave: boolean;
}

/** The staff payout form's rules and texts (SPEC §5), in the order the ledger checks them; texts in the reader's language. */
export function checkStaffPayout(input: StaffPayoutInput): StaffPayoutCheck {
  const digits = currencyFractionDigits(input.currency);
  const show = (minor: number) => plainAmount(minor, input.currency);
  const amount = readAmount(input.amountText, digits);
  const minimum = minimumPayout(input.config, digits);
  const available = input.available ?? 0;
  const account = input.bankAccountNumber?.trim() ?? '';
  const bankAccountError = account && !isValidNorwegianBankAccount(account) ? i18n.t('messages:payouts.invalidBankAccount') : undefined;

  let amountError: string | undefined;
  if (!input.amountText?.trim() || amount === null || amount <= 0) amountError = i18n.t('messages:payouts.missingAmount');
  else if (input.sellerId && input.available !== undefined && (available <= 0 || minimum === null || available < minimum))
    amountError = i18n.t('messages:payouts.notEnoughCredits');
  else if (minimum !== null && amount < minimum) amountError = i18n.t('payouts:rules.amountAtLeast', { amount: show(minimum) });
  else if (input.available !== undefined && amount > available)
    amountError = i18n.t('payouts:rules.amountLessThan', { amount: show(available) });

  const fee = amount !== null && amount > 0 ? payoutFee(amount, input.config, digits) : 0;
  const withinCredits = amount !== null && amount > 0 && input.available !== undefined && amount <= available;
  return {
    amountError,
    bankAccountError,
    amount,
    fee,
    received: amount !== null && amount > 0 ? Math.max(0, amount - fee) : 0,
    minimum,
    canSave: Boolean(account) && !bankAccountError && Boolean(input.sellerId) && withinCredits && !amountError,
  };
}
