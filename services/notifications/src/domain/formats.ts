import { LOCALES, PARIS_TIME_ZONE, dateTimeFormat, formatMoney, type Language } from '@consign/contracts';

/** The parts of a moment in Europe/Paris (SPEC §9: deliveries are shown in Paris time). */
function parisParts(at: Date, language: Language): Record<string, string> {
  return Object.fromEntries(
    dateTimeFormat(LOCALES[language], {
      timeZone: PARIS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
}

/** A Paris day as the reader writes it: '2026-03-29' in English (the SPEC's), '29.03.2026' in Norwegian. */
export function parisDate(at: Date | string, language: Language): string {
  const p = parisParts(new Date(at), language);
  return language === 'nb' ? `${p.day}.${p.month}.${p.year}` : `${p.year}-${p.month}-${p.day}`;
}

/** A Paris time as the reader writes it: '2026-03-29 10:00' in English (the SPEC's), '29.03.2026 kl. 10:00' in Norwegian. */
export function parisDateTime(at: Date | string, language: Language): string {
  const p = parisParts(new Date(at), language);
  return `${parisDate(at, language)}${language === 'nb' ? ' kl.' : ''} ${p.hour}:${p.minute}`;
}

/** Money in the reader's language: 'NOK 1,234.50' / '1 234,50 kr' (contracts' formatMoney). */
export const money = (minor: number, currency: string, language: Language) => formatMoney(minor, currency, language);
