import { parse } from 'csv-parse/sync';
import { AppError, RULE_MESSAGES, apiMessage } from '@consign/contracts';

/** A CSV file as read: its header and its rows, each with the row number a spreadsheet shows (header = 1). */
export interface CsvTable {
  headers: string[];
  rows: Array<{ row: number; cells: string[] }>;
  delimiter: ',' | ';' | '\t';
  encoding: 'utf-8' | 'windows-1252';
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The text of a file as shops have them: UTF-8 with or without a BOM, else Windows-1252 (what Norwegian Excel
 * saves as "CSV (semikolonseparert)"). A file that is not valid UTF-8 is read as Windows-1252, which maps
 * every byte, so nothing is lost silently.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvTable['encoding'] } {
  const hasBom = UTF8_BOM.every((b, i) => bytes[i] === b);
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' };
  }
}

/** The separator of the header line: the one of `;`, `,` and tab it has most of outside quotes. */
export function detectDelimiter(text: string): CsvTable['delimiter'] {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch as keyof typeof counts]++;
  }
  const best = (Object.keys(counts) as Array<keyof typeof counts>).sort((a, b) => counts[b] - counts[a])[0]!;
  return counts[best] > 0 ? best : ',';
}

/**
 * Reads a CSV file with csv-parse (quoted fields with separators, quotes and line breaks inside). Rows that
 * are wholly empty are dropped but keep counting, so row numbers stay those a spreadsheet shows.
 */
export function readCsv(bytes: Uint8Array): CsvTable {
  const { text, encoding } = decodeCsvBytes(bytes);
  const delimiter = detectDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false, trim: true });
  } catch (err) {
    throw AppError.invalid(apiMessage('rules.csv.unreadable', { reason: err instanceof Error ? err.message : String(err) }));
  }
  const [header, ...body] = records;
  if (!header || header.every((c) => c === '')) throw AppError.invalid(RULE_MESSAGES.csv.empty);
  const rows = body.map((cells, i) => ({ row: i + 2, cells })).filter(({ cells }) => cells.some((c) => c !== ''));
  return { headers: header, rows, delimiter, encoding };
}
