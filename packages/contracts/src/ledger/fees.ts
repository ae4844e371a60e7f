import { type OrganizationConfig } from '../identity/organization.schema';

/** The organization's payout settings the fee depends on (identity's payouts section). */
export type PayoutFeeConfig = Pick<OrganizationConfig['payouts'], 'fee' | 'productFeePercent'>;

/** SPEC §9: a payout must leave at least this much (major units) after fees. Here, not in ledger.schema, so the
 * fee rules load without zod (the seller portal's first screen). */
export const PAYOUT_MINIMUM_MAJOR = 40;

export interface PayoutFee {
  transactionFee: number;
  amountWithFeesDeducted: number;
}

// Percentages are taken in hundredths of a percent (basis points), so the arithmetic is on integers and
// 50.5 minor units rounds up instead of landing on 50.49999.
const basisPoints = (percent: number) => Math.round(percent * 100);

/** `percent` % of `amount` minor units, rounded to the minor unit (half up). */
export const percentOf = (amount: number, percent: number): number => Math.floor((amount * basisPoints(percent) + 5000) / 10000);

/** A flat fee, configured in major units, in minor units. */
export const flatFee = (major: number, fractionDigits: number): number => Math.round(major * 10 ** fractionDigits);

/**
 * SPEC §9: the fee of a payout of `amount` minor units is the organization's fee (a percentage of the
 * amount, or a flat amount in major units) plus the {product} percentage of the amount, rounded to the
 * currency's minor unit (half up).
 */
export function payoutFee(amount: number, config: PayoutFeeConfig, fractionDigits: number): PayoutFee {
  const percent = config.productFeePercent + (config.fee.type === 'percentage' ? config.fee.amount : 0);
  const flat = config.fee.type === 'flat' ? flatFee(config.fee.amount, fractionDigits) : 0;
  const transactionFee = flat + percentOf(amount, percent);
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
  const flat = config.fee.type === 'flat' ? flatFee(config.fee.amount, fractionDigits) : 0;
  // Start just below the exact solution of m - fee(m) = target and step up: rounding moves it by a unit or two.
  let amount = Math.max(1, Math.floor(((target + flat) * 10000) / (10000 - percent)) - 2);
  while (payoutFee(amount, config, fractionDigits).amountWithFeesDeducted < target) amount += 1;
  return amount;
}

/**
 * A sale credits the seller their share of the price it sold for (minor units); store-owned products earn the
 * seller nothing. catalog shows it on the sale, ledger posts it: one rule for both.
 */
export function saleCredit(price: number, consignmentSplit: number, storeOwned: boolean): number {
  return storeOwned ? 0 : Math.round(price * consignmentSplit);
}

/** The organization's fees on sales (Consignment settings). */
export type SaleFees = ReadonlyArray<OrganizationConfig['consignment']['fees'][number]>;

export interface SaleTerms {
  /** Minor units: what the product sold for (a counter sale's price, else the listed price). */
  price: number;
  consignmentSplit: number;
  storeOwned: boolean;
}

/** What a sale means for its seller, in minor units: share = fee + credit. */
export interface SaleShare {
  /** price × split; store-owned products earn the seller nothing. */
  share: number;
  /** The configured fees on sales, never more than the share. */
  fee: number;
  /** What the seller is credited. */
  credit: number;
}

/**
 * The seller's credit for a sale is price × split less the organization's fees on sales, each a
 * percentage of the sale price or a flat amount (major units) per sale, whoever it goes to. A fee never takes
 * more than the share: a cheap item earns its seller nothing rather than a debt. ledger posts it, the portal shows it.
 */
export function saleShare(terms: SaleTerms, fees: SaleFees, fractionDigits: number): SaleShare {
  const share = saleCredit(terms.price, terms.consignmentSplit, terms.storeOwned);
  const configured = fees.reduce(
    (sum, f) => sum + (f.type === 'percentage' ? percentOf(terms.price, f.amount) : flatFee(f.amount, fractionDigits)),
    0,
  );
  const fee = Math.min(configured, share);
  return { share, fee, credit: share - fee };
}
