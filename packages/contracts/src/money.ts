import { AppError } from './errors';
import { numberFormat } from './intl-formats';
import { DEFAULT_LANGUAGE, LOCALES, type Language } from './language';
import { RULE_MESSAGES } from './messages';

const INVALID = RULE_MESSAGES.money.invalid;
const GROUP_SPACES = /[\s\u00a0\u202f]/g;

export function currencyFractionDigits(currency: string): number {
  return ['JPY', 'ISK', 'KRW'].includes(currency.toUpperCase()) ? 0 : 2;
}

/**
 * Parses a money string or number into integer minor units. In strings the last '.' or ',' is the
 * decimal separator ("1 234,50", "1.234,50", "1,234.50", "12.5"); earlier ones group thousands.
 */
export function parseMoney(input: string | number, fractionDigits = 2): number {
  if (typeof input === 'number') return numberToMinor(input, fractionDigits);
  const text = input.replace(GROUP_SPACES, '');
  const match = /^(-?)(\d+(?:[.,]\d+)*)$/.exec(text);
  if (!match) throw AppError.invalid(INVALID);
  const [, sign, body] = match as unknown as [string, string, string];
  const lastSep = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  let integer = body;
  let fraction = '';
  if (lastSep >= 0) {
    integer = body.slice(0, lastSep);
    fraction = body.slice(lastSep + 1);
    if (fraction.length > fractionDigits) throw AppError.invalid(INVALID);
  }
  const groups = integer.split(/[.,]/);
  // Grouping separators must group thousands: "1.234.567" yes, "12.34.5" no.
  if (groups.length > 1 && (groups[0]!.length > 3 || groups.slice(1).some((g) => g.length !== 3))) throw AppError.invalid(INVALID);
  const digits = groups.join('') + fraction.padEnd(fractionDigits, '0');
  const minor = Number(digits);
  if (!Number.isSafeInteger(minor)) throw AppError.invalid(INVALID);
  return sign === '-' && minor !== 0 ? -minor : minor;
}

function numberToMinor(value: number, fractionDigits: number): number {
  if (!Number.isFinite(value)) throw AppError.invalid(INVALID);
  const scaled = value * 10 ** fractionDigits;
  const minor = Math.round(scaled);
  // Float noise (0.1 + 0.2) is accepted; a real third decimal (12.345) is not.
  if (Math.abs(scaled - minor) > 1e-6 || !Number.isSafeInteger(minor)) throw AppError.invalid(INVALID);
  return minor;
}

export function toMinor(major: number, fractionDigits = 2): number {
  return numberToMinor(major, fractionDigits);
}

export function toMajor(minor: number, fractionDigits = 2): number {
  return minor / 10 ** fractionDigits;
}

/** For display in the reader's language: "1 234,50 kr" in Norwegian, "NOK 1,234.50" in English. */
export function formatMoney(minor: number, currency: string, language: Language = DEFAULT_LANGUAGE): string {
  const digits = currencyFractionDigits(currency);
  return numberFormat(LOCALES[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(toMajor(minor, digits));
}

/** A quantity (kg, litres, counts) written as the reader's language writes numbers ('106 543' / '106,543'). */
export function formatNumber(value: number, fractionDigits = 0, language: Language = DEFAULT_LANGUAGE): string {
  return numberFormat(LOCALES[language], { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}

/** A plain amount without grouping, e.g. "1234,50" for a NOK bank transfer. */
export function formatAmount(minor: number, opts: { decimal?: '.' | ','; fractionDigits?: number } = {}): string {
  const digits = opts.fractionDigits ?? 2;
  const fixed = toMajor(minor, digits).toFixed(digits);
  return opts.decimal === ',' ? fixed.replace('.', ',') : fixed;
}
