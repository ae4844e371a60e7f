import type { ImportJobView, ImportResult, SellerView } from '@consign/contracts';
import { readCsv } from '@consign/kit';
import { eventually, useTestInfra } from '@consign/kit/testing';
import { useIdentity } from './identity-harness';

const infra = useTestInfra();
const identity = useIdentity(infra);
const staff = () => identity.token('staff@demo.test');

/** A sellers file as Norwegian Excel saves it: Windows-1252 (Latin-1 for these letters), semicolons, CRLF. */
const norwegianExcel = Buffer.from(
  [
    'Fornavn;Etternavn;E-post;Telefon;Kontonummer;Notat',
    'Bjørn;Ærlighet;bjorn.aerlig@demo.test;412 34 567;8601.11.17947;"Liker blå; og grønt"',
    'Åse;Østby;ase.ostby@demo.test;41234566;;"to\r\nlinjer"',
    ';Mangler;mangler@demo.test;41234568;;',
    'Per;Feil;per@demo;41234569;;',
    'Kåre;Konto;kare@demo.test;41234570;86011117946;',
    'Siri;Staff;staff@demo.test;41234571;;',
    'Åse;Dobbel;ase.ostby@demo.test;41234572;;',
    'Ola;Nordmann;ola.nordmann@demo.test;+4791000009;;',
    '',
  ].join('\r\n'),
  'latin1',
);

async function upload(path: string, body: Buffer | FormData, token: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${identity.url()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body instanceof FormData ? {} : { 'content-type': 'text/csv' }), ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as { data: ImportResult & ImportJobView; message?: string } };
}

const badRows = [
  { row: 4, field: 'firstName', message: 'First name is required' },
  { row: 5, field: 'email', message: 'Please enter a valid email address' },
  { row: 6, field: 'bankAccountNumber', message: 'Please enter a valid Norwegian bank account number (11 digits)' },
  { row: 7, field: 'email', message: 'They already have an account here.' },
  { row: 8, field: 'email', message: 'The same row key appears earlier in the file (row 3)' },
];

async function sellersNamed(query: string): Promise<SellerView[]> {
  const { body } = await identity.call('GET', `/api/demo/sellers?query=${encodeURIComponent(query)}`, await staff());
  return (body as { data: SellerView[] }).data;
}

test('a Norwegian Excel file: dry run names the bad rows and writes nothing; the import writes the good rows once', async () => {
  const dry = await upload('/api/demo/imports/sellers?dryRun=true', norwegianExcel, await staff());
  expect(dry.status).toBe(200);
  expect(dry.body.data).toMatchObject({ rows: 8, valid: 3, created: 2, updated: 1, invalid: badRows });
  expect(dry.body.data.columns.map((c) => c.field)).toEqual(['firstName', 'lastName', 'email', 'phoneNumber', 'bankAccountNumber', null]);
  expect(dry.body.data.preview[1]).toEqual(['Åse', 'Østby', 'ase.ostby@demo.test', '41234566', '', 'to\r\nlinjer']);
  expect(await sellersNamed('Østby')).toEqual([]);

  const real = await upload('/api/demo/imports/sellers', norwegianExcel, await staff());
  expect(real.body.data).toMatchObject({ rows: 8, valid: 3, created: 2, updated: 1, invalid: badRows });
  expect(await sellersNamed('Østby')).toMatchObject([{ firstName: 'Åse', lastName: 'Østby', phonenumber: '+4741234566' }]);
  expect(await sellersNamed('Ærlighet')).toMatchObject([{ firstName: 'Bjørn', bankAccountNumber: '86011117947' }]);
  expect(await sellersNamed('ola.nordmann')).toMatchObject([{ phonenumber: '+4791000009' }]);

  const db = identity.service().deps.db;
  const events = async () => Number((await db('outbox').count<{ count: string }[]>('* as count'))[0]!.count);
  const before = await events();
  const again = await upload('/api/demo/imports/sellers', norwegianExcel, await staff());
  expect(again.body.data).toMatchObject({ valid: 3, created: 0, updated: 0, invalid: badRows });
  expect(await events()).toBe(before);
});

test('a large file runs as a job whose progress and result the screen polls; another organization cannot see it', async () => {
  const lines = ['first name,last name,email,phone'];
  for (let i = 0; i < 450; i++) lines.push(`Nr${i},Stor,bulk${i}@demo.test,+47${45000000 + i}`);
  const form = new FormData();
  form.append('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'sellers.csv');
  const started = await upload('/api/demo/imports/sellers', form, await staff(), { prefer: 'respond-async' });
  expect(started.status).toBe(202);
  const path = `/api/demo/imports/sellers/${started.body.data.id}`;

  let view = started.body.data as ImportJobView;
  const seen: number[] = [];
  while (view.state !== 'completed' && view.state !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    view = ((await identity.call('GET', path, await staff())).body as { data: ImportJobView }).data;
    seen.push(view.progress);
  }
  expect(view).toMatchObject({
    state: 'completed',
    progress: 100,
    error: null,
    result: { rows: 450, valid: 450, created: 450, invalid: [] },
  });
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect((await sellersNamed('bulk449@demo.test')).length).toBe(1);

  const other = await identity.call('GET', `/api/other/imports/sellers/${started.body.data.id}`, await identity.token('staff@other.test'));
  expect(other.status).toBe(404);

  // The invites and events of 450 sellers are published before the service stops, so none is left in flight.
  const db = identity.service().deps.db;
  await eventually(
    async () => {
      const [row] = await db('outbox').whereNull('published_at').count<{ count: string }[]>('* as count');
      return Number(row?.count) === 0;
    },
    60_000,
    'the outbox to be published',
  );
}, 120_000);

test('staff only, a column the file lacks is named at row 1, a mapping supplies it, and no file is a 400', async () => {
  const seller = await upload('/api/demo/imports/sellers?dryRun=true', norwegianExcel, await identity.token('seller@demo.test'));
  expect(seller.status).toBe(403);
  const elsewhere = await upload('/api/other/imports/sellers?dryRun=true', norwegianExcel, await staff());
  expect(elsewhere.status).toBe(403);

  const file = Buffer.from('Navn;Familie;E-post;Mob\nNina;Nes;nina.nes@demo.test;41234580\n');
  const unmapped = await upload('/api/demo/imports/sellers?dryRun=true', file, await staff());
  expect(unmapped.body.data.invalid).toEqual([
    { row: 1, field: 'firstName', message: 'The file has no column for First name: map one of its columns to it' },
    { row: 1, field: 'lastName', message: 'The file has no column for Last name: map one of its columns to it' },
  ]);
  const mapping = encodeURIComponent(JSON.stringify({ Navn: 'firstName', Familie: 'lastName' }));
  const mapped = await upload(`/api/demo/imports/sellers?mapping=${mapping}`, file, await staff());
  expect(mapped.body.data).toMatchObject({ valid: 1, created: 1, invalid: [] });
  expect(await sellersNamed('nina.nes')).toMatchObject([{ firstName: 'Nina', lastName: 'Nes' }]);

  const empty = await upload('/api/demo/imports/sellers', Buffer.from(''), await staff());
  expect([empty.status, empty.body.message]).toEqual([400, 'Choose a CSV file to import (multipart field "file" or a text/csv body)']);
  const badMapping = await upload('/api/demo/imports/sellers?mapping=nope', file, await staff());
  expect([badMapping.status, badMapping.body.message]).toEqual([400, 'mapping must be a JSON object of column name → field']);
});

test('the sellers export: UTF-8 with a BOM, Norwegian letters intact, the list filter, ";" on request, staff only', async () => {
  await upload('/api/demo/imports/sellers', norwegianExcel, await staff());
  const get = async (query: string, token: string) =>
    fetch(`${identity.url()}/api/demo/exports/sellers.csv${query}`, { headers: { authorization: `Bearer ${token}` } });

  const all = await get('?delimiter=;', await staff());
  expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const bytes = Buffer.from(await all.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const table = readCsv(bytes);
  expect(table.delimiter).toBe(';');
  expect(table.headers).toEqual(['Account number', 'First name', 'Last name', 'E-mail', 'Phone', 'Bank account', 'Terms accepted']);
  expect(table.rows.map((r) => r.cells[3])).toContain('bjorn.aerlig@demo.test');
  expect(table.rows.find((r) => r.cells[3] === 'bjorn.aerlig@demo.test')?.cells.slice(1, 3)).toEqual(['Bjørn', 'Ærlighet']);
  expect(table.rows.map((r) => r.cells[3])).not.toContain('seller@other.test');
  const accounts = table.rows.map((r) => Number(r.cells[0]));
  expect(accounts).toEqual([...accounts].sort((a, b) => a - b));

  const filtered = readCsv(Buffer.from(await (await get('?query=%C3%98stby', await staff())).arrayBuffer()));
  expect([filtered.delimiter, filtered.rows.map((r) => r.cells[2])]).toEqual([',', ['Østby']]);

  expect((await get('', await identity.token('seller@demo.test'))).status).toBe(403);
  expect((await get('?delimiter=x', await staff())).status).toBe(400);
});
