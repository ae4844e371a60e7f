import { currencyFractionDigits, formatBankAccount, saleShare, toMinor, type ProductView, type SaleFees } from '@consign/contracts';
import { readAmount } from '../payouts/payout-rules';

/** SPEC §2: the Impact card is shown only for sellers whose id is a UUID. */
export const isUuid = (id: string | undefined) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id ?? '');

/** SPEC §9 impact equivalences. */
export const KG_CO2_PER_TREE = 21;
export const LITRES_PER_PERSON_YEAR = 1000;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;
export const treesFor = (co2Kg: number) => oneDecimal(co2Kg / KG_CO2_PER_TREE);
export const personYearsFor = (waterL: number) => oneDecimal(waterL / LITRES_PER_PERSON_YEAR);

/**
 * What the seller is credited if the product sells at its listed price (major units): their share less the
 * organization's fees on sales, by the ledger's own rule; nothing for store-owned products (SPEC §3).
 */
export function sellerShare(p: ProductView, fees: SaleFees, currency: string): number {
  const digits = currencyFractionDigits(currency);
  const terms = { price: toMinor(p.price, digits), consignmentSplit: p.consignmentSplit, storeOwned: p.storeOwned };
  return saleShare(terms, fees, digits).credit / 10 ** digits;
}

export interface SanitizedAmount {
  text: string;
  /** The typed amount was above the credits and was brought down to them. */
  capped: boolean;
}

/**
 * SPEC §5: the amount field keeps digits and one decimal separator (a comma or a point, as money strings
 * accept both: '100,50' is 100.50) with at most the currency's decimals, and never more than the credits.
 */
export function sanitizeAmount(input: string, available: number, fractionDigits = 2): SanitizedAmount {
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
  if (minor === null || minor <= toMinor(available, fractionDigits)) return { text, capped: false };
  const mark = separator < 0 ? '.' : kept[separator]!;
  return { text: String(available).replace('.', mark), capped: true };
}

/** The bank account as a confirmation shows it: only the last four digits readable. */
export const maskBankAccount = (account: string) => formatBankAccount(account).replace(/\d(?=(?:\D*\d){4})/g, '•');
