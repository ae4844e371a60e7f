import { z } from 'zod';

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/**
 * The designated test account number: it fails the checksum on purpose, and is accepted anyway so that
 * demos and test payouts never need a real account.
 */
export const TEST_BANK_ACCOUNT_NUMBER = '99999999999';

export function normalizeBankAccount(input: string): string {
  return input.replace(/[\s.]/g, '');
}

/** The check digit for ten digits, or null when the remainder makes every check digit invalid. */
export function bankAccountCheckDigit(firstTen: string): number | null {
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(firstTen[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? null : check;
}

export function isValidNorwegianBankAccount(input: string): boolean {
  const digits = normalizeBankAccount(input);
  if (digits === TEST_BANK_ACCOUNT_NUMBER) return true;
  if (!/^\d{11}$/.test(digits)) return false;
  return bankAccountCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** "12345678903" → "1234.56.78903"; anything that is not a valid account number is returned as given, never dressed as one. */
export function formatBankAccount(input: string): string {
  const digits = normalizeBankAccount(input);
  return /^\d{11}$/.test(digits) && isValidNorwegianBankAccount(digits)
    ? `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`
    : input;
}

/** What a bank account field keeps while typing: digits and the spaces and dots people group them with. */
export function bankAccountTyping(input: string): string {
  return input.replace(/[^\d .]/g, '');
}

/** A valid account number built from ten digits (seed data, tests), or null when none exists for them. */
export function generateValidBankAccount(firstTen: string): string | null {
  if (!/^\d{10}$/.test(firstTen)) return null;
  const check = bankAccountCheckDigit(firstTen);
  return check === null ? null : `${firstTen}${check}`;
}

/** A zod field that normalizes and validates, with the message of the form that uses it. */
export function bankAccountField(message: string) {
  return z.string().transform(normalizeBankAccount).refine(isValidNorwegianBankAccount, { message });
}
