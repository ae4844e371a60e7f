import {
  currencyFractionDigits,
  displayAmount,
  isValidNorwegianBankAccount,
  minimumPayout as minimumOf,
  parseMoney,
  payoutFee as feeOf,
  toMinor,
  type Asker,
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

export interface SanitizedAmount {
  text: string;
  /** The typed amount was above the credits and was brought down to them. */
  capped: boolean;
}

/**
 * SPEC §5 (seller payout form): the amount field keeps digits and one decimal separator (a comma or a point, as
 * money strings accept both: '100,50' is 100.50) with at most the currency's decimals, and never more than the
 * credits (major units; none while they are unknown).
 */
export function sanitizeAmount(input: string, available: number | undefined, fractionDigits = 2): SanitizedAmount {
  const kept = input.replace(/[^\d.,]/g, '');
  const separator = kept.search(/[.,]/);
  const text =
    separator < 0
      ? kept
      : kept.slice(0, separator + 1) +
        kept
          .slice(separator + 1)
          .replace(/[.,]/g, '')
          .slice(0, fractionDigits);
  const minor = readAmount(text, fractionDigits);
  if (minor === null || available === undefined || minor <= toMinor(available, fractionDigits)) return { text, capped: false };
  const mark = separator < 0 ? '.' : kept[separator]!;
  return { text: String(available).replace('.', mark), capped: true };
}

export interface PayoutInput {
  /** SPEC §5 words the staff payout form's rules and the seller's differently. */
  asker: Asker;
  amountText: string | undefined;
  bankAccountNumber: string | undefined;
  sellerId: string | undefined;
  /** The seller's available store credits, minor units (unknown until the seller is loaded). */
  available: number | undefined;
  currency: string;
  config: PayoutFeeConfig;
}

export interface PayoutCheck {
  amountError?: string;
  bankAccountError?: string;
  amount: number | null;
  fee: number;
  received: number;
  minimum: number | null;
  /** SPEC §5 (staff): Save needs a bank account, an amount, a seller and an amount within credits. */
  canSave: boolean;
}

/** The staff's wording of an amount problem (SPEC §5 'Staff payout form'), in the order the ledger checks them. */
function staffAmountError(input: PayoutInput, amount: number | null, minimum: number | null): string | undefined {
  const show = (minor: number) => plainAmount(minor, input.currency);
  const available = input.available ?? 0;
  if (!input.amountText?.trim() || amount === null || amount <= 0) return i18n.t('messages:payouts.missingAmount');
  if (input.sellerId && input.available !== undefined && (available <= 0 || minimum === null || available < minimum))
    return i18n.t('messages:payouts.notEnoughCredits');
  if (minimum !== null && amount < minimum) return i18n.t('messages:payouts.amountAtLeast', { amount: show(minimum) });
  if (input.available !== undefined && amount > available) return i18n.t('messages:payouts.amountLessThan', { amount: show(available) });
  return undefined;
}

/** The seller's wording (SPEC §5 'Seller payout form'), in the order contracts' payoutProblem checks it. */
function sellerAmountError(input: PayoutInput, amount: number | null, minimum: number | null): string | undefined {
  const digits = currencyFractionDigits(input.currency);
  if (amount === null || amount < toMinor(1, digits)) return i18n.t('messages:sellerPayout.amountAboveZero');
  if (input.available !== undefined && amount > input.available) return i18n.t('messages:sellerPayout.exceedsCredits');
  if (minimum === null || amount < minimum)
    return i18n.t('messages:payouts.amountAtLeast', { amount: plainAmount(minimum ?? amount + 1, input.currency) });
  return undefined;
}

function bankAccountError(asker: Asker, account: string): string | undefined {
  if (asker === 'seller' && !account) return i18n.t('messages:sellerPayout.bankAccountRequired');
  if (!account || isValidNorwegianBankAccount(account)) return undefined;
  return i18n.t(asker === 'seller' ? 'messages:sellerPayout.bankAccountInvalid' : 'messages:payouts.invalidBankAccount');
}

/** The payout form's rules and texts for who asks (SPEC §5), with the fee and what arrives; texts in the reader's language. */
export function checkPayout(input: PayoutInput): PayoutCheck {
  const digits = currencyFractionDigits(input.currency);
  const amount = readAmount(input.amountText, digits);
  const minimum = minimumPayout(input.config, digits);
  const account = input.bankAccountNumber?.trim() ?? '';
  const amountError = (input.asker === 'seller' ? sellerAmountError : staffAmountError)(input, amount, minimum);
  const fee = amount !== null && amount > 0 ? payoutFee(amount, input.config, digits) : 0;
  const withinCredits = amount !== null && amount > 0 && input.available !== undefined && amount <= input.available;
  const accountError = bankAccountError(input.asker, account);
  return {
    amountError,
    bankAccountError: accountError,
    amount,
    fee,
    received: amount !== null && amount > 0 ? Math.max(0, amount - fee) : 0,
    minimum,
    canSave: Boolean(account) && !accountError && Boolean(input.sellerId) && withinCredits && !amountError,
  };
}

/** The answer when the credits went down after the form was checked (contracts' insufficientCredits, as each asker reads it). */
export const insufficientCreditsText = (asker: Asker): string =>
  i18n.t(asker === 'seller' ? 'messages:sellerPayout.exceedsCredits' : 'messages:payouts.notEnoughStoreCredits');
