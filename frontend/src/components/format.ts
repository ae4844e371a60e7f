import dayjs from 'dayjs';
import {
  PARIS_TIME_ZONE,
  currencyFractionDigits,
  dateTimeFormat,
  formatMoney,
  formatNumber,
  toMinor,
  type Language,
  type OrganizationView,
} from '@consign/contracts';
import { currentLanguage, currentLocale, i18n } from '../i18n';

// Every function here formats in the current language (i18n); contracts' Intl formatters are kept per locale.

/** Minor units for display: "1 234,50 kr" in Norwegian, "NOK 1,234.50" in English. */
export const formatMinor = (minor: number, currency: string) => formatMoney(minor, currency, currentLanguage());

/** An API amount (major units) for display, e.g. 1234.5 NOK → "1 234,50 kr". */
export function formatMajor(amount: number, currency: string): string {
  const digits = currencyFractionDigits(currency);
  return formatMinor(toMinor(Math.round(amount * 10 ** digits) / 10 ** digits, digits), currency);
}

/** A quantity (kg, litres, counts): "106 543" in Norwegian, "106,543" in English. */
export const formatQuantity = (value: number, fractionDigits = 0) => formatNumber(value, fractionDigits, currentLanguage());

/** SPEC §9: deliveries and stores are shown in Paris time. */
export const formatParisDateTime = (iso: string) =>
  dateTimeFormat(currentLocale(), {
    timeZone: PARIS_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** dayjs patterns of each language: English as the SPEC's screens, Norwegian with day-first dots. */
const PATTERNS: Record<Language, { day: string; date: string; dateTime: string }> = {
  en: { day: 'ddd D MMM YYYY', date: 'D MMM YYYY', dateTime: 'D MMM YYYY, HH:mm' },
  nb: { day: 'ddd D. MMM YYYY', date: 'DD.MM.YYYY', dateTime: 'DD.MM.YYYY [kl.] HH:mm' },
};

/** How a calendar day ('YYYY-MM-DD') is written, also in date pickers: 'Wed 25 Nov 2026', 'on. 25. nov. 2026'. */
export const dayFormat = () => PATTERNS[currentLanguage()].day;
export const formatDay = (date: string) => dayjs(date).format(dayFormat());
/** A calendar day without its weekday: '25 Nov 2026' / '25.11.2026'. */
export const formatCalendarDate = (date: string) => dayjs(date).format(PATTERNS[currentLanguage()].date);

/** "23 Nov 2026, 14:05" / "23.11.2026 kl. 14:05" in the browser's zone (settings and ledger times; deliveries use Paris time). */
export const formatDateTime = (at: string) => dayjs(at).format(PATTERNS[currentLanguage()].dateTime);

/** "23 Nov 2026" / "23.11.2026". */
export const formatDate = (iso: string | null | undefined) =>
  iso
    ? dateTimeFormat(
        currentLocale(),
        currentLanguage() === 'nb'
          ? { day: '2-digit', month: '2-digit', year: 'numeric' }
          : { day: 'numeric', month: 'short', year: 'numeric' },
      ).format(new Date(iso))
    : '—';

/** SPEC §2: 'Store credits' when the organization pays in store credit, else 'Earned commission' (portal and seller view). */
export const earningsLabel = (org: OrganizationView | undefined) =>
  i18n.t(org?.config.storeCredit === 'commission' ? 'common:earnings.commission' : 'common:earnings.storeCredits');
