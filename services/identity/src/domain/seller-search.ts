/** What a typed seller search looks for in name, e-mail, phone and account number. */
export interface SellerSearchTerms {
  /** The text to find inside name, e-mail or phone (any case); a phone number typed with spaces is its digits. */
  text: string;
  /**
   * The part of `text` the index looks up; a seller whose text holds `text` holds it too, and `text` is then
   * checked in full. `text` itself unless `specific` says otherwise.
   */
  lookup: string;
  /**
   * For a text with one @: its part before the @, from its last space on, which the own part of a matching
   * seller's e-mail ends with (names and phone numbers hold no @); null for any other text, or one too short or
   * not plain ASCII (e-mails are), which `lookup` finds instead.
   */
  emailTail: string | null;
  /** The text names one seller more than it describes many (a whole e-mail, a phone number): not worth a walk in list order. */
  specific: boolean;
  /** The digits an account number starts with, leading zeros aside; null when the query is no number. */
  accountPrefix: string | null;
  /** One or two characters: what no trigram narrows. */
  short: boolean;
  /**
   * For a text of two words ('nils berg'): the first, which a first name would end with, and the second, which
   * its last name would start with, looked up in the names' own index; null for any other text, a first word
   * under three characters (as many first names end with it as the trigrams would read) or a word that starts
   * or ends with a character past the ordinary ones (its range's end would be none).
   */
  nameApart: { firstEnd: string; lastStart: string } | null;
}

/** Digits with the separators people type a phone number with ('+47 412 34 567', '412-34-567'). */
const NUMBER_AS_TYPED = /^[\d\s+\-().]*\d[\d\s+\-().]*$/;

/** The digits of a number a phone number ends with: the country and operator codes before them are shared by many. */
const SUBSCRIBER_DIGITS = 6;
/** Enough characters before an e-mail's @ for their trigrams to narrow (the domain after it is shared by many). */
const MIN_LOCAL_PART = 3;

/**
 * The index's lookup for a whole e-mail is its own part with the @ ('kari.h@'), for a long number its last
 * digits: the trigrams of 'gmail.com' or of '+479' are in a great share of all sellers, and the trigram index
 * read every one of those entries to find one seller. At the bench's 100,000 sellers: a whole e-mail 4-5 ms, its
 * own part 2 ms (every own part there starts 'bench'); a phone number 2 ms, its last digits 0.4 ms. An e-mail
 * with an `emailTail` is looked up by that instead (0.3 ms); this lookup is for the rest.
 */
function lookupOf(text: string, digits: boolean): string {
  if (digits) return text.length > SUBSCRIBER_DIGITS ? text.slice(-SUBSCRIBER_DIGITS) : text;
  const at = text.lastIndexOf('@');
  return at >= 0 && [...text.slice(0, at)].length >= MIN_LOCAL_PART ? text.slice(0, at + 1) : text;
}

/** Printable ASCII without the space: what an e-mail's own part is made of. */
const PLAIN_ASCII = /^[\x21-\x7e]+$/;

function emailTailOf(text: string): string | null {
  const parts = text.split('@');
  if (parts.length !== 2) return null;
  const tail = parts[0]!.slice(parts[0]!.lastIndexOf(' ') + 1);
  return tail.length >= MIN_LOCAL_PART && PLAIN_ASCII.test(tail) ? tail : null;
}

/** Enough characters of a first name's end that few first names end with them ('ils' of Nils, 'ola' of Ola). */
const MIN_FIRST_END = 3;
/** Below the surrogates and private use: a character whose successor is a character too (the range's end). */
const ORDINARY_BELOW = 0xd000;

function nameApartOf(text: string, digits: boolean): SellerSearchTerms['nameApart'] {
  const words = text.split(' ');
  if (digits || words.length !== 2 || text.includes('@')) return null;
  const [firstEnd, lastStart] = words as [string, string];
  const ordinary = (c: string | undefined) => c !== undefined && c.codePointAt(0)! < ORDINARY_BELOW;
  if ([...firstEnd].length < MIN_FIRST_END || !ordinary(firstEnd[0]) || !ordinary(lastStart.at(-1))) return null;
  return { firstEnd, lastStart };
}

export function sellerSearchTerms(query: string): SellerSearchTerms {
  const trimmed = query.trim();
  const digits = NUMBER_AS_TYPED.test(trimmed) ? trimmed.replace(/\D/g, '') : null;
  const text = digits ?? trimmed;
  const lookup = lookupOf(text, digits !== null);
  const emailTail = digits === null ? emailTailOf(text) : null;
  return {
    text,
    lookup,
    emailTail,
    specific: emailTail !== null || lookup !== text,
    accountPrefix: digits?.replace(/^0+/, '') || null,
    short: [...text].length < 3,
    nameApart: nameApartOf(text, digits !== null),
  };
}
