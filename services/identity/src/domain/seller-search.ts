/** What a typed seller search looks for in name, e-mail, phone and account number. */
export interface SellerSearchTerms {
  /** The text to find inside name, e-mail or phone (any case); a phone number typed with spaces is its digits. */
  text: string;
  /** The digits an account number starts with, leading zeros aside; null when the query is no number. */
  accountPrefix: string | null;
  /** One or two characters: what no trigram narrows. */
  short: boolean;
}

/** Digits with the separators people type a phone number with ('+47 412 34 567', '412-34-567'). */
const NUMBER_AS_TYPED = /^[\d\s+\-().]*\d[\d\s+\-().]*$/;

export function sellerSearchTerms(query: string): SellerSearchTerms {
  const trimmed = query.trim();
  const digits = NUMBER_AS_TYPED.test(trimmed) ? trimmed.replace(/\D/g, '') : null;
  const text = digits ?? trimmed;
  return { text, accountPrefix: digits?.replace(/^0+/, '') || null, short: [...text].length < 3 };
}
