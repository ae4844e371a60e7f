import dayjs from 'dayjs';
import { currencyFractionDigits, formatMoney, toMinor, type OrganizationView } from '@consign/contracts';

/** An API amount (major units) for display, e.g. 1234.5 NOK → "kr 1 234,50". */
export function formatMajor(amount: number, currency: string): string {
  const digits = currencyFractionDigits(currency);
  return formatMoney(toMinor(Math.round(amount * 10 ** digits) / 10 ** digits, digits), currency);
}

/** SPEC §2: 'Store credits' when the organization pays in store credit, else 'Earned commission' (portal and seller view). */
export const earningsLabel = (org: OrganizationView | undefined) =>
  org?.config.storeCredit === 'commission' ? 'Earned commission' : 'Store credits';

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

/** How a calendar day ('YYYY-MM-DD') is written everywhere: 'Wed 25 Nov 2026'. */
export const DAY_FORMAT = 'ddd D MMM YYYY';
export const formatDay = (date: string) => dayjs(date).format(DAY_FORMAT);

/** "23 Nov 2026, 14:05" in the browser's zone (settings and ledger times; deliveries use Paris time). */
export const formatDateTime = (at: string) => dayjs(at).format('D MMM YYYY, HH:mm');

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
export const formatDate = (iso: string | null | undefined) => (iso ? day.format(new Date(iso)) : '—');
