import { currencyFractionDigits, formatBankAccount, saleShare, toMinor, type ProductView, type SaleFees } from '@consign/contracts';

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

/** The bank account as a confirmation shows it: only the last four digits readable. */
export const maskBankAccount = (account: string) => formatBankAccount(account).replace(/\d(?=(?:\D*\d){4})/g, '•');
