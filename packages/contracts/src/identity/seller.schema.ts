import { z } from 'zod';
import { bankAccountField } from '../bank-account';
import { MESSAGES, RULE_MESSAGES } from '../messages';
import { PHONE_INVALID_MESSAGE, phoneField } from '../phone';
import { idListParam } from '../query';

const S = MESSAGES.sellers;

const firstName = z.string({ message: S.firstNameRequired }).trim().min(1, S.firstNameRequired).max(100);
const lastName = z.string({ message: S.lastNameRequired }).trim().min(1, S.lastNameRequired).max(100);
const email = z
  .string({ message: S.validEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: S.validEmail }));
/** Optional fields arrive as '' from forms; '' and null both mean "none". */
const emptyToNull = (v: unknown) => (v === '' ? null : v);
const bankAccount = z.preprocess(emptyToNull, bankAccountField(S.bankAccountInvalidProfile).nullable());
const optionalPhone = z.preprocess(emptyToNull, phoneField(PHONE_INVALID_MESSAGE).nullable());

/** Staff create a seller (SPEC §5 'Seller create'). */
export const sellerCreateSchema = z.object({
  firstName,
  lastName,
  email,
  phoneNumber: z.string({ message: S.phoneRequired }).trim().min(1, S.phoneRequired).pipe(phoneField(S.phoneRequired)),
  bankAccountNumber: bankAccount.optional(),
});
export type SellerCreate = z.infer<typeof sellerCreateSchema>;

/** PATCH /api/{org}/sellers (SPEC §7): staff may change the e-mail, a seller never. */
export const sellerPatchSchema = z.object({
  id: z.uuid(RULE_MESSAGES.sellers.notFound),
  firstName: firstName.optional(),
  lastName: lastName.optional(),
  email: email.optional(),
  phonenumber: optionalPhone.optional(),
  bankAccountNumber: bankAccount.optional(),
});
export type SellerPatch = z.infer<typeof sellerPatchSchema>;

export const sellerListQuerySchema = z.object({
  ids: idListParam,
  minimal: z.stringbool().optional(),
  take: z.coerce.number().int().min(1).max(1000).default(100),
  skip: z.coerce.number().int().min(0).default(0),
  query: z.string().trim().max(200).optional(),
});

export const ACCOUNT_NUMBER_DIGITS = 5;
export const padAccountNumber = (n: number) => String(n).padStart(ACCOUNT_NUMBER_DIGITS, '0');

export interface SellerView {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phonenumber: string | null;
  accountNumber: number;
  accountNumberPadded: string;
  contact: { email: string; phone: string | null };
  bankAccountNumber: string | null;
  termsAccepted: boolean;
  terms_accepted_at: string | null;
  org: { slug: string };
}

export interface SellerMinimal {
  id: string;
  fullName: string;
  accountNumberPadded: string;
}
