import { currencyFractionDigits, formatMoney, toMinor } from '@consign/contracts';

/** An API amount (major units) for display, e.g. 1234.5 NOK → "kr 1 234,50". */
export function formatMajor(amount: number, currency: string): string {
  const digits = currencyFractionDigits(currency);
  return formatMoney(toMinor(Math.round(amount * 10 ** digits) / 10 ** digits, digits), currency);
}

/** SPEC §9: deliveries and stores are shown in Paris time. */
const paris = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
export const formatParisDateTime = (iso: string) => paris.format(new Date(iso));

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
export const formatDate = (iso: string | null | undefined) => (iso ? day.format(new Date(iso)) : '—');
