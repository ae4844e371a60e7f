import { generateValidBankAccount, parisDay } from '@consign/contracts';
import { readCsv } from '@consign/kit';
import { givenCredit, givenOrganization, givenSeller, httpClient, newOrg, useLedger } from './harness';

const { tokens, ledger } = useLedger();
const call = httpClient(() => ledger().url);
const DEMO = newOrg('demo');
const OTHER = newOrg('other');
const BANK = generateValidBankAccount('1234567890')!;
const staff = (o = DEMO) => tokens.sign({ sub: 'staff', role: 'coworker', ...o });

test('the payouts export: number order, seller names with Norwegian letters, decimal commas for ";", the list filters, staff only', async () => {
  const db = ledger().deps.db;
  await givenOrganization(db, DEMO, { payouts: { enabled: true, fee: { type: 'flat', amount: 10 }, productFeePercent: 0 } });
  await givenOrganization(db, OTHER, { payouts: { enabled: true, fee: { type: 'flat', amount: 0 }, productFeePercent: 0 } });
  const bjorn = await givenSeller(db, DEMO, 'Bjørn Ærlighet');
  const ase = await givenSeller(db, DEMO, 'Åse Østby');
  const stranger = await givenSeller(db, OTHER, 'Olga Other');
  await givenCredit(db, DEMO, bjorn.id, 2000_00);
  await givenCredit(db, DEMO, ase.id, 1000_00);
  await givenCredit(db, OTHER, stranger.id, 1000_00);
  const pay = async (sellerId: string, amount: string, o = DEMO) => {
    const res = await call('POST', `/api/${o.orgSlug}/payouts`, await staff(o), {
      seller: { id: sellerId },
      bankAccountNumber: BANK,
      amount,
    });
    expect([res.status, res.body.message]).toEqual([201, 'Payout saved successfully']);
  };
  await pay(bjorn.id, '1234,50');
  await pay(ase.id, '100');
  await pay(stranger.id, '100', OTHER);

  const all = await call('GET', '/api/demo/exports/payouts.csv?delimiter=;', await staff());
  expect([all.status, all.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
  const table = readCsv(all.body as Buffer);
  expect(table.headers).toEqual([
    'Number',
    'Created',
    'Seller',
    'Bank account',
    'Amount',
    'Fee',
    'Paid out',
    'Currency',
    'Status',
    'Approved',
  ]);
  expect(table.rows.map((r) => [r.cells[2], r.cells[4], r.cells[5], r.cells[6]])).toEqual([
    ['Bjørn Ærlighet', '1234,50', '10,00', '1224,50'],
    ['Åse Østby', '100,00', '10,00', '90,00'],
  ]);

  const ases = readCsv((await call('GET', `/api/demo/exports/payouts.csv?sellerId=${ase.id}`, await staff())).body as Buffer);
  expect([ases.delimiter, ases.rows.map((r) => [r.cells[2], r.cells[4]])]).toEqual([',', [['Åse Østby', '100.00']]]);

  // Days are the shop's, in Paris: 23:30 UTC on the 28th is half past midnight on the 29th there.
  await db('payouts')
    .where({ seller_id: ase.id })
    .update({ created_at: new Date('2026-03-28T23:30:00Z') });
  const onDay = async (from: string, to: string) =>
    readCsv((await call('GET', `/api/demo/exports/payouts.csv?from=${from}&to=${to}`, await staff())).body as Buffer).rows.map(
      (r) => r.cells[2],
    );
  expect(await onDay('2026-03-29', '2026-03-29')).toEqual(['Åse Østby']);
  expect(await onDay('2026-03-28', '2026-03-28')).toEqual([]);

  const sellerToken = await tokens.sign({ sub: 'u', role: 'seller', sellerId: bjorn.id, ...DEMO });
  expect((await call('GET', '/api/demo/exports/payouts.csv', sellerToken)).status).toBe(403);
  expect((await call('GET', '/api/other/exports/payouts.csv', await staff())).status).toBe(403);
});

test('the transactions export: the books in date order with what each posting moved, the seller and date filters, staff only', async () => {
  const db = ledger().deps.db;
  const BOOKS = newOrg('books');
  await givenOrganization(db, BOOKS, { payouts: { enabled: true, fee: { type: 'flat', amount: 10 }, productFeePercent: 0 } });
  const ase = await givenSeller(db, BOOKS, 'Åse Østby');
  const per = await givenSeller(db, BOOKS, 'Pål Ærlig');
  await givenCredit(db, BOOKS, ase.id, 500_00);
  await givenCredit(db, BOOKS, per.id, 250_50);
  const payout = await call('POST', '/api/books/payouts', await staff(BOOKS), {
    seller: { id: ase.id },
    bankAccountNumber: BANK,
    amount: '100,25',
  });
  expect(payout.status).toBe(201);

  const all = await call('GET', '/api/books/exports/transactions.csv?delimiter=;', await staff(BOOKS));
  expect([all.status, all.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
  expect([...(all.body as Buffer).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const table = readCsv(all.body as Buffer);
  expect(table.headers).toEqual(['Date', 'Type', 'Description', 'Seller', 'Available', 'Held', 'Fee', 'Currency', 'Id']);
  expect(table.rows.map((r) => [r.cells[1], r.cells[3], r.cells[4], r.cells[5], r.cells[7]])).toEqual([
    ['Sale', 'Åse Østby', '500,00', '0,00', 'NOK'],
    ['Sale', 'Pål Ærlig', '250,50', '0,00', 'NOK'],
    ['Payout requested', 'Åse Østby', '-100,25', '100,25', 'NOK'],
  ]);

  const pers = readCsv((await call('GET', `/api/books/exports/transactions.csv?sellerId=${per.id}`, await staff(BOOKS))).body as Buffer);
  expect([pers.delimiter, pers.rows.map((r) => [r.cells[3], r.cells[4]])]).toEqual([',', [['Pål Ærlig', '250.50']]]);
  const tomorrow = parisDay(new Date(Date.now() + 86_400_000));
  const later = readCsv((await call('GET', `/api/books/exports/transactions.csv?from=${tomorrow}`, await staff(BOOKS))).body as Buffer);
  expect(later.rows).toEqual([]);

  const sellerToken = await tokens.sign({ sub: 'u', role: 'seller', sellerId: ase.id, ...BOOKS });
  expect((await call('GET', '/api/books/exports/transactions.csv', sellerToken)).status).toBe(403);
  expect((await call('GET', '/api/demo/exports/transactions.csv', await staff(BOOKS))).status).toBe(403);
  expect((await call('GET', '/api/books/exports/transactions.csv?from=yesterday', await staff(BOOKS))).status).toBe(400);
});
