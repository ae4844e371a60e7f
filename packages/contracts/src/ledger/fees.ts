import { type OrganizationConfig } from '../identity/organization.schema';
import { PAYOUT_MINIMUM_MAJOR } from './ledger.schema';

/** The organization's payout settings the fee depends on (identity's payouts section). */
export type PayoutFeeConfig = Pick<OrganizationConfig['payouts'], 'fee' | 'productFeePercent'>;

export interface PayoutFee {
  transactionFee: number;
  amountWithFeesDeducted: number;
}

// Percentages are taken in hundredths of a percent (basis points), so the arithmetic is on integers and
// 50.5 minor units rounds up instead of landing on 50.49999.
const basisPoints = (percent: number) => Math.round(percent * 100);

/**
 * SPEC §9: the fee of a payout of `amount` minor units is the organization's fee (a percentage of the
 * amount, or a flat amount in major units) plus the {product} percentage of the amount, rounded to the
 * currency's minor unit (half up).
 */
export function payoutFee(amount: number, config: PayoutFeeConfig, fractionDigits: number): PayoutFee {
  const percent = basisPoints(config.productFeePercent) + (config.fee.type === 'percentage' ? basisPoints(config.fee.amount) : 0);
  const flat = config.fee.type === 'flat' ? Math.round(config.fee.amount * 10 ** fractionDigits) : 0;
  const transactionFee = flat + Math.floor((amount * percent + 5000) / 10000);
  return { transactionFee, amountWithFeesDeducted: amount - transactionFee };
}

/**
 * SPEC §9: the minimum payout is 40 plus the computed fee — the smallest amount that still leaves 40 after
 * the fee is taken. Null when the fees take everything (percentages adding up to 100 % or more).
 */
export function minimumPayout(config: PayoutFeeConfig, fractionDigits: number): number | null {
  const target = PAYOUT_MINIMUM_MAJOR * 10 ** fractionDigits;
  const percent = basisPoints(config.productFeePercent) + (config.fee.type === 'percentage' ? basisPoints(config.fee.amount) : 0);
  if (percent >= 10000) return null;
  const flat = config.fee.type === 'flat' ? Math.round(config.fee.amount * 10 ** fractionDigits) : 0;
  // Start just below the exact solution of m - fee(m) = target and step up: rounding moves it by a unit or two.
  let amount = Math.max(1, Math.floor(((target + flat) * 10000) / (10000 - percent)) - 2);
  while (payoutFee(amount, config, fractionDigits).amountWithFeesDeducted < target) amount += 1;
  return amount;
}
