import { stringify } from 'csv-stringify/browser/esm/sync';
import type { ImportRowError } from '@consign/contracts';
import { serverText } from '../../../api/api';
import { i18n } from '../../../i18n';

/** The refused rows as a CSV file to fix in a spreadsheet: UTF-8 with a BOM, so Excel keeps æ, ø and å. */
export function importErrorsCsv(errors: readonly ImportRowError[], labelOf: (field: string) => string): Blob {
  const text = stringify(
    errors.map((e) => [e.row, labelOf(e.field), serverText(e.message)]),
    {
      bom: true,
      header: true,
      // The header in the reader's language, as the table on screen names the columns.
      columns: [
        i18n.t('settings:importExport.import.row'),
        i18n.t('settings:importExport.import.column'),
        i18n.t('settings:importExport.import.error'),
      ],
      record_delimiter: 'windows',
    },
  );
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}

/** Saves a Blob or object URL as a download with the given file name. */
export function download(data: Blob | string, filename: string): void {
  const href = typeof data === 'string' ? data : URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
