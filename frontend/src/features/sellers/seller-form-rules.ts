import {
  createErrorText,
  formatBankAccount,
  formatPhone,
  isValidNorwegianBankAccount,
  MESSAGES,
  PHONE_INVALID_MESSAGE,
  normalizeBankAccount,
  normalizePhone,
} from '@consign/contracts';
import type { Rule } from 'antd/es/form';
import { errorMessage } from '../../api/api';

const S = MESSAGES.sellers;

export interface SellerFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  bankAccountNumber?: string;
}

/** SPEC §5 'Seller create (staff)' and 'Seller edit': phone required on create, optional on edit. */
export function sellerFormRules(mode: 'create' | 'edit'): Record<keyof SellerFormValues, Rule[]> {
  return {
    firstName: [{ required: true, whitespace: true, message: S.firstNameRequired }],
    lastName: [{ required: true, whitespace: true, message: S.lastNameRequired }],
    email: [
      { required: true, message: S.validEmail },
      { type: 'email', message: S.validEmail },
    ],
    phone: [
      ...(mode === 'create' ? [{ required: true, whitespace: true, message: S.phoneRequired }] : []),
      {
        validator: (_rule, value: string | undefined) =>
          !value?.trim() || normalizePhone(value)
            ? Promise.resolve()
            : Promise.reject(new Error(mode === 'create' ? S.phoneRequired : PHONE_INVALID_MESSAGE)),
      },
    ],
    bankAccountNumber: [
      {
        validator: (_rule, value: string | undefined) =>
          !value?.trim() || isValidNorwegianBankAccount(value) ? Promise.resolve() : Promise.reject(new Error(S.bankAccountInvalidProfile)),
      },
    ],
  };
}

/** On blur the phone becomes its normalised form ("41234567" → "+47 412 34 567"); unreadable text stays. */
export function normalisePhoneText(text: string): string {
  const phone = normalizePhone(text);
  return phone ? formatPhone(phone) : text;
}

/** On blur "12345678903" → "1234.56.78903"; on focus back to the digits. */
export const bankAccountOnBlur = (text: string) => formatBankAccount(text.trim());
export const bankAccountOnFocus = (text: string) => normalizeBankAccount(text);

/** SPEC §8: create and update errors with a code are shown as that code's text (an unknown code as itself). */
export function sellerErrorText(error: unknown, fallback: string): string {
  const code = (error as { data?: { code?: unknown } } | undefined)?.data?.code;
  return typeof code === 'string' && code ? createErrorText(code) : errorMessage(error, fallback);
}
