import { formatBankAccount, formatPhone, isValidNorwegianBankAccount, normalizeBankAccount, normalizePhone } from '@consign/contracts';
import type { Rule } from 'antd/es/form';
import { errorMessage } from '../../api/api';
import { i18n } from '../../i18n';

export interface SellerFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  bankAccountNumber?: string;
}

/**
 * SPEC §5 'Seller create (staff)' and 'Seller edit': phone required on create, optional on edit. Built at render
 * time: the messages are in the current language.
 */
export function sellerFormRules(mode: 'create' | 'edit'): Record<keyof SellerFormValues, Rule[]> {
  const t = i18n.t;
  const phoneRequired = t('messages:sellers.phoneRequired');
  return {
    firstName: [{ required: true, whitespace: true, message: t('messages:sellers.firstNameRequired') }],
    lastName: [{ required: true, whitespace: true, message: t('messages:sellers.lastNameRequired') }],
    email: [
      { required: true, message: t('messages:sellers.validEmail') },
      { type: 'email', message: t('messages:sellers.validEmail') },
    ],
    phone: [
      ...(mode === 'create' ? [{ required: true, whitespace: true, message: phoneRequired }] : []),
      {
        validator: (_rule, value: string | undefined) =>
          !value?.trim() || normalizePhone(value)
            ? Promise.resolve()
            : Promise.reject(new Error(mode === 'create' ? phoneRequired : t('sellers:form.phoneInvalid'))),
      },
    ],
    bankAccountNumber: [
      {
        validator: (_rule, value: string | undefined) =>
          !value?.trim() || isValidNorwegianBankAccount(value)
            ? Promise.resolve()
            : Promise.reject(new Error(t('messages:sellers.bankAccountInvalidProfile'))),
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

/** The catalogue keys of seller creation's error codes (contracts' CREATE_ERROR_TEXTS). */
const CREATE_ERROR_KEYS = {
  unknown_error: 'sellers:createErrors.unknownError',
  coworker_in_other_org: 'sellers:createErrors.coworkerInOtherOrg',
  user_already_exists: 'sellers:createErrors.userAlreadyExists',
} as const;

/**
 * SPEC §8: create and update errors with a code are shown as that code's text (an unknown code as the API's text
 * for it, else as itself).
 */
export function sellerErrorText(error: unknown, fallback: string): string {
  const code = (error as { data?: { code?: unknown } } | undefined)?.data?.code;
  if (typeof code !== 'string' || !code) return errorMessage(error, fallback);
  if (Object.hasOwn(CREATE_ERROR_KEYS, code)) return i18n.t(CREATE_ERROR_KEYS[code as keyof typeof CREATE_ERROR_KEYS]);
  return i18n.exists(`messages:${code}`) ? errorMessage(error, fallback) : code;
}
