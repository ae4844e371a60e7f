import { createHash } from 'node:crypto';
import { AppError, PARIS_TIME_ZONE, toMinor, formatMoney, type PaymentMethod } from '@consign/contracts';
import type { AccessClaims, Db, Storage } from '@consign/kit';
import { RECEIPT_FORMATS, type ReceiptFormat, type SaleReceiptContent } from '../domain/sale-receipt-pdf';
import { SALE_RECEIPTS_BUCKET, type SaleReceiptsQueue } from '../jobs/render-sale-receipts.worker';
import { organizationContext } from './organization-context';
import { renderedDocument } from './rendered-document';
import { saleView } from './sale-queries';

const METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Cash', card: 'Card', store_credit: 'Store credit', other: 'Other' };

const parisTime = new Intl.DateTimeFormat('en-GB', { timeZone: PARIS_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

export interface SaleReceiptDeps {
  db: Db;
  storage: Storage;
  queue: SaleReceiptsQueue;
}

/** GET /sales/{id}/receipt?format=roll|a4: the sale's receipt PDF, returns included. */
export async function saleReceipt(deps: SaleReceiptDeps, auth: AccessClaims, id: string, format: unknown): Promise<Buffer> {
  const chosen = (format ?? 'roll') as ReceiptFormat;
  if (!RECEIPT_FORMATS.includes(chosen)) throw AppError.invalid(`Format must be one of ${RECEIPT_FORMATS.join(', ')}`);
  const [sale, org] = [await saleView(deps.db, auth.org, id), await organizationContext(deps.db, auth.org)];
  const money = (major: number) => formatMoney(toMinor(major, org.fractionDigits), sale.currency);
  const returned = sale.returns.reduce((sum, r) => sum + r.amount, 0);
  const content: SaleReceiptContent = {
    orgName: org.name,
    storeName: sale.storeName,
    saleNumber: sale.numberPadded,
    soldAt: parisTime.format(new Date(sale.createdAt)),
    items: sale.items.map((i) => ({
      name: i.name,
      sku: i.skuPadded,
      price: money(i.price),
      listedPrice: i.listedPrice !== i.price ? money(i.listedPrice) : null,
      returned: i.returned,
    })),
    total: money(sale.total),
    payments: sale.payment.map((p) => ({ label: METHOD_LABELS[p.method], amount: money(p.amount) })),
    change: sale.change ? money(sale.change) : null,
    returned: returned ? money(returned) : null,
  };
  // Named by what is printed: a return changes the receipt, and it renders anew.
  const hash = createHash('sha256').update(JSON.stringify({ content, chosen })).digest('hex').slice(0, 40);
  const object = `${auth.org}/${hash}.pdf`;
  return renderedDocument(
    deps.storage,
    SALE_RECEIPTS_BUCKET,
    object,
    () => deps.queue.add('render', { object, content, format: chosen }, { jobId: `sale-receipt-${hash}`, removeOnComplete: true }),
    'The receipt is still being rendered; try again in a moment',
  );
}
