import { currencyFractionDigits, formatMoney, type OrganizationView } from '@consign/contracts';

/** SPEC §2: the Impact card is shown only for sellers whose id is a UUID. */
export const isUuid = (id: string | undefined) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id ?? '');

/** SPEC §9 impact equivalences. */
export const KG_CO2_PER_TREE = 21;
export const LITRES_PER_PERSON_YEAR = 1000;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;
export const treesFor = (co2Kg: number) => oneDecimal(co2Kg / KG_CO2_PER_TREE);
export const personYearsFor = (waterL: number) => oneDecimal(waterL / LITRES_PER_PERSON_YEAR);

/** A major-unit amount in the organization's currency. */
export function money(amount: number, currency: string): string {
  const digits = currencyFractionDigits(currency);
  return formatMoney(Math.round(amount * 10 ** digits), currency);
}

/** SPEC §2: 'Store credits' when the organization pays in store credit, else 'Earned commission'. */
export const earningsLabel = (org: OrganizationView | undefined) =>
  org?.config.storeCredit === 'commission' ? 'Earned commission' : 'Store credits';

/** SPEC §5: the amount field keeps digits and one decimal point, and never more than the available credits. */
export function sanitizeAmount(input: string, available: number): string {
  let text = input.replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  if (dot >= 0) text = text.slice(0, dot + 1) + text.slice(dot + 1).replace(/\./g, '');
  if (text !== '' && text !== '.' && Number(text) > available) return String(available);
  return text;
}
