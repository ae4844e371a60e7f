import { formatAmount, padSku } from '@consign/contracts';
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
import { productExportPages } from '../app/product-queries';
import { saleExportPages } from '../app/sale-export';
import type { ProductRecord } from '../db/products.repo';
import type { SaleLine } from '../db/sales-export.repo';

const PAGE = 1000;

function productColumns(decimal: '.' | ',', fractionDigits: number): ReadonlyArray<CsvColumn<ProductRecord>> {
  return [
    { header: 'SKU', value: (p) => p.sku },
    { header: 'Name', value: (p) => p.name },
    { header: 'Status', value: (p) => p.status },
    { header: 'Brand', value: (p) => p.brand_name },
    { header: 'Size', value: (p) => p.size_name },
    { header: 'Category', value: (p) => p.category },
    { header: 'Color', value: (p) => p.color },
    { header: 'Price', value: (p) => formatAmount(p.price, { decimal, fractionDigits }) },
    { header: 'Seller', value: (p) => p.seller_name },
    { header: 'Store', value: (p) => p.store_name },
    { header: 'Created', value: (p) => p.created_at.toISOString() },
    { header: 'Sold', value: (p) => p.sold_at?.toISOString() },
  ];
}

function saleColumns(decimal: '.' | ',', fractionDigits: number, currency: string): ReadonlyArray<CsvColumn<SaleLine>> {
  const money = (minor: number) => formatAmount(minor, { decimal, fractionDigits });
  return [
    { header: 'Receipt', value: (l) => l.number },
    { header: 'Date', value: (l) => l.created_at.toISOString() },
    { header: 'Store', value: (l) => l.store_name },
    { header: 'Payment', value: (l) => [...new Set(l.payment.map((p) => p.method))].join(' + ') },
    { header: 'SKU', value: (l) => padSku(l.sku) },
    { header: 'Item', value: (l) => l.name },
    { header: 'Seller', value: (l) => l.seller_name },
    { header: 'Listed price', value: (l) => money(l.listed_price) },
    { header: 'Price', value: (l) => money(l.price) },
    { header: 'Seller share', value: (l) => money(l.seller_share) },
    { header: 'Shop share', value: (l) => money(l.price - l.seller_share) },
    { header: 'Currency', value: () => currency },
    { header: 'Returned', value: (l) => l.returned_at?.toISOString() },
  ];
}

export function exportRoutes(app: Express, { db, verify }: { db: Db; verify: TokenVerifier }): void {
  app.get('/api/:org/exports/products.csv', requireAuth(verify), orgScope(), requireRole('coworker'), async (req, res) => {
    const delimiter = csvDelimiterOf(req.query.delimiter);
    const { pages, fractionDigits } = await productExportPages(db, authOf(res), req.query, PAGE);
    await sendCsv(res, {
      filename: 'products.csv',
      columns: productColumns(csvDecimalMarkOf(delimiter), fractionDigits),
      delimiter,
      pages,
    });
  });

  // Sales live in catalog beside the products they sold; the ledger's transactions export has the credits.
  app.get('/api/:org/exports/sales.csv', requireAuth(verify), orgScope(), requireRole('coworker'), async (req, res) => {
    const delimiter = csvDelimiterOf(req.query.delimiter);
    const { pages, fractionDigits, currency } = await saleExportPages(db, authOf(res), req.query, PAGE);
    await sendCsv(res, {
      filename: 'sales.csv',
      columns: saleColumns(csvDecimalMarkOf(delimiter), fractionDigits, currency),
      delimiter,
      pages,
    });
  });
}
