import { formatIcu } from '../icu';
import { RULE_MESSAGES } from '../messages';

/**
 * Import columns: the fields an import reads and the column names shops' files use for them (Norwegian,
 * English and the exports of common consignment systems). One table, read by the services that import and
 * by the screen that lets staff map a column the table does not know.
 */
export interface ImportField {
  key: string;
  label: string;
  required: boolean;
  aliases: readonly string[];
}

export const SELLER_IMPORT_FIELDS: readonly ImportField[] = [
  { key: 'firstName', label: 'First name', required: true, aliases: ['first name', 'firstname', 'fornavn', 'given name', 'forename'] },
  { key: 'lastName', label: 'Last name', required: true, aliases: ['last name', 'lastname', 'etternavn', 'surname', 'family name'] },
  {
    key: 'email',
    label: 'E-mail',
    required: true,
    aliases: ['email', 'e-mail', 'e-post', 'epost', 'mail', 'email address', 'e-postadresse', 'epostadresse', 'customer email'],
  },
  {
    key: 'phoneNumber',
    label: 'Phone',
    required: true,
    aliases: ['phone', 'phone number', 'phonenumber', 'telefon', 'telefonnummer', 'tlf', 'mobil', 'mob', 'mobile', 'mobilnummer', 'cell'],
  },
  {
    key: 'bankAccountNumber',
    label: 'Bank account',
    required: false,
    aliases: ['bank account', 'bank account number', 'bankaccount', 'kontonummer', 'kontonr', 'bankkonto', 'account number'],
  },
];

/**
 * A product row is found again by its SKU (a product of this shop) or by the id the other system gave it;
 * the seller by account number or e-mail, the store by name (the only store when the column is missing).
 */
export const PRODUCT_IMPORT_FIELDS: readonly ImportField[] = [
  {
    key: 'sku',
    label: 'SKU',
    required: false,
    aliases: ['sku', 'varenummer', 'varenr', 'artikkelnummer', 'artikkelnr', 'item number', 'strekkode'],
  },
  {
    key: 'externalId',
    label: 'External id',
    required: false,
    aliases: ['external id', 'externalid', 'ekstern id', 'id', 'item id', 'vare id', 'product id', 'produkt id'],
  },
  {
    key: 'name',
    label: 'Name',
    required: true,
    aliases: ['name', 'navn', 'product name', 'produktnavn', 'varenavn', 'title', 'tittel', 'item'],
  },
  { key: 'brand', label: 'Brand', required: false, aliases: ['brand', 'merke', 'merkenavn', 'designer', 'label'] },
  { key: 'size', label: 'Size', required: false, aliases: ['size', 'størrelse', 'str'] },
  { key: 'category', label: 'Category', required: false, aliases: ['category', 'kategori', 'type'] },
  { key: 'color', label: 'Color', required: false, aliases: ['color', 'colour', 'farge'] },
  { key: 'material', label: 'Material', required: false, aliases: ['material', 'materiale', 'stoff'] },
  { key: 'price', label: 'Price', required: true, aliases: ['price', 'pris', 'salgspris', 'selling price', 'utsalgspris'] },
  {
    key: 'seller',
    label: 'Seller',
    required: true,
    aliases: [
      'seller',
      'selger',
      'consignor',
      'seller account',
      'seller number',
      'selgernummer',
      'kundenummer',
      'seller email',
      'selger e-post',
    ],
  },
  { key: 'store', label: 'Store', required: false, aliases: ['store', 'butikk', 'shop', 'location', 'avdeling'] },
  { key: 'status', label: 'Status', required: false, aliases: ['status'] },
];

/** A column name as compared: case, spacing and punctuation do not matter ("E-post" = "epost" = "E post"). */
export const normalizeColumnName = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The field each column holds (undefined when unknown); `mapping` (column name → field key, '' = ignore) wins. */
export function mapImportColumns(
  headers: readonly string[],
  fields: readonly ImportField[],
  mapping: Readonly<Record<string, string>> = {},
): Array<string | undefined> {
  const byAlias = new Map<string, string>();
  for (const field of fields)
    for (const alias of [field.key, field.label, ...field.aliases]) byAlias.set(normalizeColumnName(alias), field.key);
  const known = new Set(fields.map((f) => f.key));
  const taken = new Set<string>();
  return headers.map((header) => {
    const chosen = Object.hasOwn(mapping, header) ? mapping[header] : byAlias.get(normalizeColumnName(header));
    // The first column of a field wins; a second one with the same meaning is left for the mapping step.
    if (!chosen || !known.has(chosen) || taken.has(chosen)) return undefined;
    taken.add(chosen);
    return chosen;
  });
}

/** One refused cell or row: `row` is the number a spreadsheet shows (the header is row 1). */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

/** The reply of POST /api/{org}/imports/{sellers|products} (issue 26). */
export interface ImportResult {
  rows: number;
  valid: number;
  invalid: ImportRowError[];
  created: number;
  updated: number;
  /** What the file was read as: its columns, the field each maps to, and its first rows (for the mapping step). */
  columns: Array<{ name: string; field: string | null }>;
  preview: string[][];
}

/** A running import (`Prefer: respond-async`): the screen polls it for progress and then its result. */
export interface ImportJobView {
  id: string;
  state: 'waiting' | 'active' | 'completed' | 'failed';
  /** 0–100 */
  progress: number;
  result: ImportResult | null;
  error: string | null;
}

/** The imports' texts (API catalogue `rules.imports.`); the ones with placeholders rendered in English. */
export const IMPORT_MESSAGES = {
  ...RULE_MESSAGES.imports,
  missingColumn: (label: string) => formatIcu(RULE_MESSAGES.imports.missingColumn, { column: label }),
  duplicateInFile: (first: number) => formatIcu(RULE_MESSAGES.imports.duplicateInFile, { row: String(first) }),
};
