import { formatBankAccount, formatPhone, isValidNorwegianBankAccount, normalizeBankAccount, normalizePhone } from '@consign/contracts';
import type { Rule } from 'antd/es/form';
import { codedErrorMessage } from '../../api/api';
import { i18n } from '../../i18n';

export interface SellerFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  bankAccountNumber?: string;
}

/**
 * SPEC §5 'Seller create (staff)' and 'Seller edit': phone required on create, optional on edit (the e-mail's rule
 * is components/EmailField's). Built at render time: the messages are in the current language.
 */
export function sellerFormRules(mode: 'create' | 'edit'): Record<Exclude<keyof SellerFormValues, 'email'>, Rule[]> {
  const t = i18n.t;
  const phoneRequired = t('messages:sellers.phoneRequired');
  return {
    firstName: [{ required: true, whitespace: true, message: t('messages:sellers.firstNameRequired') }],
    lastName: [{ required: true, whitespace: true, message: t('messages:sellers.lastNameRequired') }],
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

/** SPEC §8: create and update errors with a code are shown as that code's text, an unknown code as itself. */
export const sellerErrorText = codedErrorMessage;
