import { padAccountNumber, sellerListQuerySchema } from '@consign/contracts';
import {
  authOf,
  csvDelimiterOf,
  keysetPages,
  orgScope,
  parseInput,
  requireAuth,
  requireRole,
  sendCsv,
  type CsvColumn,
  type Db,
  type TokenVerifier,
} from '@consign/kit';
import type { Express } from 'express';
import { sellersAfter, type SellerRow } from '../db/sellers.repo';

const PAGE = 1000;

const SELLER_COLUMNS: ReadonlyArray<CsvColumn<SellerRow>> = [
  { header: 'Account number', value: (s) => padAccountNumber(s.account_number) },
  { header: 'First name', value: (s) => s.first_name },
  { header: 'Last name', value: (s) => s.last_name },
  { header: 'E-mail', value: (s) => s.email },
  { header: 'Phone', value: (s) => s.phone },
  { header: 'Bank account', value: (s) => s.bank_account_number },
  { header: 'Terms accepted', value: (s) => s.terms_accepted_at?.toISOString() },
];

export function exportRoutes(app: Express, { db, verify }: { db: Db; verify: TokenVerifier }): void {
  app.get('/api/:org/exports/sellers.csv', requireAuth(verify), orgScope(), requireRole('coworker'), async (req, res) => {
    const auth = authOf(res);
    // The seller list's own filter (?query=), so the file holds what the list shows.
    const { query } = parseInput(sellerListQuerySchema, req.query);
    const delimiter = csvDelimiterOf(req.query.delimiter);
    await sendCsv(res, {
      filename: 'sellers.csv',
      columns: SELLER_COLUMNS,
      delimiter,
      pages: keysetPages<SellerRow>(PAGE, (after) => sellersAfter(db, auth.org, { query }, after?.account_number ?? 0, PAGE)),
    });
  });
}
