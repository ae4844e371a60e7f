import { formatAmount, padPayoutNumber } from '@consign/contracts';
import {
  authOf,
  csvDecimalMarkOf,
  csvDelimiterOf,
  orgScope,
  requireAuth,
  requireRole,
  sendCsv,
  type CsvColumn,
  type Db,
  type TokenVerifier,
} from '@consign/kit';
import type { Express } from 'express';
import { payoutExportPages, transactionExportPages } from '../app/ledger-queries';
import type { BookLine } from '../db/books.repo';
import type { PayoutRow } from '../db/payouts.repo';
import { BOOK_LINE_TYPES } from '../domain/views';

const PAGE = 1000;

function payoutColumns(decimal: '.' | ',', fractionDigits: number): ReadonlyArray<CsvColumn<PayoutRow & { seller_name: string | null }>> {
  const money = (minor: number) => formatAmount(minor, { decimal, fractionDigits });
  return [
    { header: 'Number', value: (p) => padPayoutNumber(p.number) },
    { header: 'Created', value: (p) => p.created_at.toISOString() },
    { header: 'Seller', value: (p) => p.seller_name },
    { header: 'Bank account', value: (p) => p.bank_account_number },
    { header: 'Amount', value: (p) => money(p.amount) },
    { header: 'Fee', value: (p) => money(p.fee) },
    { header: 'Paid out', value: (p) => money(p.amount - p.fee) },
    { header: 'Currency', value: (p) => p.currency },
    { header: 'Status', value: (p) => p.status },
    { header: 'Approved', value: (p) => p.approved_at?.toISOString() },
  ];
}

function transactionColumns(
  decimal: '.' | ',',
  fractionDigits: number,
  currency: string,
): ReadonlyArray<CsvColumn<BookLine & { seller_name: string | null }>> {
  const money = (minor: number) => formatAmount(minor, { decimal, fractionDigits });
  return [
    { header: 'Date', value: (t) => t.created_at.toISOString() },
    { header: 'Type', value: (t) => BOOK_LINE_TYPES[t.kind] },
    { header: 'Description', value: (t) => t.name },
    { header: 'Seller', value: (t) => t.seller_name },
    // The change of the seller's credits: a sale adds, a payout request moves credits to held.
    { header: 'Available', value: (t) => money(t.available) },
    { header: 'Held', value: (t) => money(t.held) },
    { header: 'Fee', value: (t) => money(t.fee) },
    { header: 'Currency', value: () => currency },
    { header: 'Id', value: (t) => t.id },
  ];
}

export function exportRoutes(app: Express, { db, verify }: { db: Db; verify: TokenVerifier }): void {
  app.get('/api/:org/exports/payouts.csv', requireAuth(verify), orgScope(), requireRole('coworker'), async (req, res) => {
    const delimiter = csvDelimiterOf(req.query.delimiter);
    const { pages, fractionDigits } = await payoutExportPages(db, authOf(res), req.query, PAGE);
    await sendCsv(res, {
      filename: 'payouts.csv',
      columns: payoutColumns(csvDecimalMarkOf(delimiter), fractionDigits),
      delimiter,
      pages,
    });
  });

  app.get('/api/:org/exports/transactions.csv', requireAuth(verify), orgScope(), requireRole('coworker'), async (req, res) => {
    const delimiter = csvDelimiterOf(req.query.delimiter);
    const { pages, fractionDigits, currency } = await transactionExportPages(db, authOf(res), req.query, PAGE);
    await sendCsv(res, {
      filename: 'transactions.csv',
      columns: transactionColumns(csvDecimalMarkOf(delimiter), fractionDigits, currency),
      delimiter,
      pages,
    });
  });
}
