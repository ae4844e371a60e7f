import { padAccountNumber, type Language, type SellerEventData, type SellerMinimal, type SellerView } from '@consign/contracts';
import type { SellerRow } from '../db/sellers.repo';

export const fullName = (s: Pick<SellerRow, 'first_name' | 'last_name'>) => `${s.first_name} ${s.last_name}`.trim();

export function toSellerView(row: SellerRow, orgSlug: string): SellerView {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: fullName(row),
    email: row.email,
    phonenumber: row.phone,
    accountNumber: row.account_number,
    accountNumberPadded: padAccountNumber(row.account_number),
    contact: { email: row.email, phone: row.phone },
    bankAccountNumber: row.bank_account_number,
    termsAccepted: row.terms_accepted_at !== null,
    terms_accepted_at: row.terms_accepted_at?.toISOString() ?? null,
    org: { slug: orgSlug },
  };
}

export function toSellerMinimal(row: SellerRow): SellerMinimal {
  return { id: row.id, fullName: fullName(row), accountNumberPadded: padAccountNumber(row.account_number) };
}

/**
 * The replica other services keep (event data): the view's contact and payout fields, and the language the seller
 * chose for themself (their login's; null when none, and then their organization's decides).
 */
export function sellerEventData(row: SellerRow, language: Language | null): SellerEventData {
  const { id, firstName, lastName, fullName: name, email, phonenumber, accountNumber, bankAccountNumber } = toSellerView(row, '');
  return { id, firstName, lastName, fullName: name, email, phone: phonenumber, accountNumber, bankAccountNumber, language };
}
