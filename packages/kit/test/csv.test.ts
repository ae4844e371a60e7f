import { mapImportColumns, SELLER_IMPORT_FIELDS } from '@consign/contracts';
import { detectDelimiter, keysetPages, readCsv } from '../src/csv';

const win1252 = (text: string) => Buffer.from([...text].map(cp1252));
// The few letters the tests need, as Norwegian Excel writes them.
function cp1252(c: string): number {
  const table: Record<string, number> = { æ: 0xe6, ø: 0xf8, å: 0xe5, Æ: 0xc6, Ø: 0xd8, Å: 0xc5 };
  return table[c] ?? c.charCodeAt(0);
}

describe('readCsv', () => {
  it('reads a Windows-1252 file with semicolons and Norwegian letters', () => {
    const table = readCsv(win1252('Fornavn;Etternavn;E-post\r\nBjørn;Ærlig;bjorn@example.no\r\nÅse;Øye;ase@example.no\r\n'));
    expect(table.encoding).toBe('windows-1252');
    expect(table.delimiter).toBe(';');
    expect(table.headers).toEqual(['Fornavn', 'Etternavn', 'E-post']);
    expect(table.rows).toEqual([
      { row: 2, cells: ['Bjørn', 'Ærlig', 'bjorn@example.no'] },
      { row: 3, cells: ['Åse', 'Øye', 'ase@example.no'] },
    ]);
  });

  it('reads UTF-8 with a BOM, quoted separators and line breaks, and keeps spreadsheet row numbers', () => {
    const text = '\ufeffname,note,price\n"Sørensen, Kari","two\nlines","1 234,50"\n\n"Ola ""Ole""",x,12.5\n';
    const table = readCsv(Buffer.from(text, 'utf8'));
    expect(table.encoding).toBe('utf-8');
    expect(table.headers).toEqual(['name', 'note', 'price']);
    expect(table.rows).toEqual([
      { row: 2, cells: ['Sørensen, Kari', 'two\nlines', '1 234,50'] },
      { row: 4, cells: ['Ola "Ole"', 'x', '12.5'] },
    ]);
  });

  it('refuses an empty file and an unreadable one with a clear 400', () => {
    expect(() => readCsv(Buffer.from(''))).toThrow('The file is empty');
    expect(() => readCsv(Buffer.from('a,b\n"open,1\n'))).toThrow('could not be read as CSV');
  });

  it('detects the delimiter of the header outside quotes', () => {
    expect(detectDelimiter('"a;b",c,d\n1;2;3;4;5')).toBe(',');
    expect(detectDelimiter('a;b;c')).toBe(';');
    expect(detectDelimiter('single')).toBe(',');
  });
});

describe('mapImportColumns', () => {
  it('knows Norwegian, English and other systems’ names, and lets a mapping choose or ignore a column', () => {
    const headers = ['Fornavn', 'Last Name', 'E-mail', 'Tlf', 'Kontonr.', 'Kundenr', 'Mobil'];
    expect(mapImportColumns(headers, SELLER_IMPORT_FIELDS)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'bankAccountNumber',
      undefined,
      undefined,
    ]);
    expect(mapImportColumns(headers, SELLER_IMPORT_FIELDS, { Tlf: '', Mobil: 'phoneNumber' })).toEqual([
      'firstName',
      'lastName',
      'email',
      undefined,
      'bankAccountNumber',
      undefined,
      'phoneNumber',
    ]);
  });
});

test('keysetPages asks for the page after the last row seen until a short page', async () => {
  const rows = [1, 2, 3, 4, 5];
  const asked: Array<number | undefined> = [];
  const pages: number[][] = [];
  for await (const page of keysetPages<number>(2, async (after) => {
    asked.push(after);
    return rows.filter((r) => r > (after ?? 0)).slice(0, 2);
  }))
    pages.push(page);
  expect(pages).toEqual([[1, 2], [3, 4], [5]]);
  expect(asked).toEqual([undefined, 2, 4]);
});
