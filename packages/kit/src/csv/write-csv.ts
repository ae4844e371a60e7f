import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import { AppError, RULE_MESSAGES } from '@consign/contracts';

export type CsvDelimiter = ',' | ';';

/** `?delimiter=` of an export: ',' by default, ';' for Excel in Norway. */
export function csvDelimiterOf(value: unknown): CsvDelimiter {
  if (value === undefined || value === '' || value === ',') return ',';
  if (value === ';') return ';';
  throw AppError.invalid(RULE_MESSAGES.csv.delimiter);
}

/** The decimal mark of money in an export: a comma where the separator is ';' (Excel in Norway reads 1234,50 as a number). */
export const csvDecimalMarkOf = (delimiter: CsvDelimiter): ',' | '.' => (delimiter === ';' ? ',' : '.');

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/**
 * Streams rows as a CSV download: UTF-8 with a BOM (so Excel shows æ, ø and å), the chosen delimiter, one
 * page of rows in memory at a time. `pages` yields pages until the source is exhausted (a keyset cursor).
 */
export async function sendCsv<T>(
  res: Response,
  opts: { filename: string; columns: ReadonlyArray<CsvColumn<T>>; delimiter: CsvDelimiter; pages: AsyncIterable<readonly T[]> },
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${opts.filename}"`);
  const { columns } = opts;
  async function* records() {
    for await (const page of opts.pages) for (const row of page) yield columns.map((c) => c.value(row) ?? '');
  }
  const csv = stringify({
    bom: true,
    delimiter: opts.delimiter,
    header: true,
    columns: columns.map((c) => c.header),
    record_delimiter: 'windows',
  });
  await pipeline(Readable.from(records()), csv, res);
}

/** Pages of a keyset cursor: `next(after)` loads the page after the last row seen, until a short page. */
export async function* keysetPages<T>(pageSize: number, next: (after: T | undefined) => Promise<T[]>): AsyncIterable<T[]> {
  let after: T | undefined;
  for (;;) {
    const page = await next(after);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1];
  }
}
