import { generateValidBankAccount } from '@consign/contracts';
import { pdfText } from '@consign/kit/testing';
import { givenCredit, givenOrganization, givenSeller, httpClient, newOrg, useLedger, type Org } from './harness';

/** Issue 23: a payout receipt in the request's language (the app's Accept-Language), else the organization's. */
const { tokens, ledger } = useLedger();
const call = httpClient(() => ledger().url);
const DEMO = newOrg('demo');
const NORSK = newOrg('norsk');
const BANK = generateValidBankAccount('1234567890')!;
const staff = (o: Org) => tokens.sign({ sub: 'staff', role: 'coworker', ...o });
// Intl spaces groups and the currency with no-break spaces.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** An approved payout of 1 234,50 kr and the path of its receipt. */
async function approvedPayout(o: Org): Promise<string> {
  const db = ledger().deps.db;
  const seller = await givenSeller(db, o, 'Kari Hansen');
  await givenCredit(db, o, seller.id, 2_000_00);
  const created = await call('POST', `/api/${o.orgSlug}/payouts`, await staff(o), {
    seller: { id: seller.id },
    bankAccountNumber: BANK,
    amount: '1234,50',
  });
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  expect((await call('PATCH', `/api/${o.orgSlug}/payouts`, await staff(o), { id, approved: true })).status).toBe(200);
  return `/api/${o.orgSlug}/payouts/${seller.id}/${id}/${seller.accountNumber}?currency=NOK`;
}

const receipt = async (o: Org, path: string, headers: Record<string, string>) => {
  const res = await call('GET', path, await staff(o), undefined, headers);
  expect(res.status).toBe(200);
  return spaced(pdfText(res.body as Buffer));
};

beforeAll(async () => {
  const payouts = { enabled: true, fee: { type: 'flat' as const, amount: 10 }, productFeePercent: 0 };
  await givenOrganization(ledger().deps.db, DEMO, { payouts });
  await givenOrganization(ledger().deps.db, NORSK, { payouts, language: { language: 'nb' } });
});

test('a payout receipt asked for in Norwegian is written in Norwegian; in English it reads as before', async () => {
  const path = await approvedPayout(DEMO);
  const nb = await receipt(DEMO, path, { 'accept-language': 'nb-NO,nb;q=0.9,en;q=0.8' });
  expect(nb).toMatch(/^Kvittering for utbetaling \d+$/m);
  for (const text of ['Selger', 'Fullført', 'Kontonummer', 'Transaksjonsgebyr', 'Utbetalt beløp', '1 234,50 kr', '1 224,50 kr'])
    expect(nb).toContain(text);
  expect(nb).toContain('Utbetalinger kan ventes innen en uke etter godkjenning.');

  const en = await receipt(DEMO, path, { 'accept-language': 'en' });
  expect(en).toMatch(/^Payout receipt \d+$/m);
  for (const text of ['Seller', 'Completed', 'Bank account', 'Transaction fee', 'Amount received', 'NOK 1,234.50', 'NOK 1,224.50'])
    expect(en).toContain(text);
  expect(en).toContain('Payouts are expected within a week after approval.');
});

test("without a language asked for, the receipt is in the organization's default; without one, in English", async () => {
  expect(await receipt(NORSK, await approvedPayout(NORSK), {})).toContain('Utbetalt beløp');
  expect(await receipt(DEMO, await approvedPayout(DEMO), {})).toContain('Amount received');
});
