import { createHash } from 'node:crypto';
import {
  AppError,
  LOCALES,
  dateTimeFormat,
  PARIS_TIME_ZONE,
  toMinor,
  formatMoney,
  type Language,
  apiMessage,
  SALE_MESSAGES,
} from '@consign/contracts';
import type { AccessClaims, Db, Storage } from '@consign/kit';
import { requestLanguage } from '@consign/kit/i18n';
import { RECEIPT_FORMATS, type ReceiptFormat, type SaleReceiptContent } from '../domain/sale-receipt-pdf';
import { t } from '../i18n';
import { SALE_RECEIPTS_BUCKET, type SaleReceiptsQueue } from '../jobs/render-sale-receipts.worker';
import { organizationContext } from './organization-context';
import { renderedDocument } from './rendered-document';
import { saleView } from './sale-queries';

const parisTime = (at: string, language: Language) =>
  dateTimeFormat(LOCALES[language], { timeZone: PARIS_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

export interface SaleReceiptDeps {
  db: Db;
  storage: Storage;
  queue: SaleReceiptsQueue;
}

/**
 * GET /sales/{id}/receipt?format=roll|a4: the sale's receipt PDF, returns included, in the request's language
 * (`Accept-Language`, else the organization's).
 */
export async function saleReceipt(
  deps: SaleReceiptDeps,
  auth: AccessClaims,
  id: string,
  format: unknown,
  acceptLanguage?: string,
): Promise<Buffer> {
  const chosen = (format ?? 'roll') as ReceiptFormat;
  if (!RECEIPT_FORMATS.includes(chosen))
    throw AppError.invalid(apiMessage('rules.sales.formatOneOf', { options: RECEIPT_FORMATS.join(', ') }));
  const [sale, org] = [await saleView(deps.db, auth.org, id), await organizationContext(deps.db, auth.org)];
  const language = requestLanguage(acceptLanguage, org.config.language.language);
  const money = (major: number) => formatMoney(toMinor(major, org.fractionDigits), sale.currency, language);
  const returned = sale.returns.reduce((sum, r) => sum + r.amount, 0);
  const content: SaleReceiptContent = {
    orgName: org.name,
    storeName: sale.storeName,
    saleNumber: sale.numberPadded,
    soldAt: parisTime(sale.createdAt, language),
    items: sale.items.map((i) => ({
      name: i.name,
      sku: i.skuPadded,
      price: money(i.price),
      listedPrice: i.listedPrice !== i.price ? money(i.listedPrice) : null,
      returned: i.returned,
    })),
    total: money(sale.total),
    payments: sale.payment.map((p) => ({ label: t(language, `receipt.methods.${p.method}`), amount: money(p.amount) })),
    change: sale.change ? money(sale.change) : null,
    returned: returned ? money(returned) : null,
  };
  // Named by what is printed: a return changes the receipt, and it renders anew.
  const hash = createHash('sha256').update(JSON.stringify({ content, chosen, language })).digest('hex').slice(0, 40);
  const object = `${auth.org}/${hash}.pdf`;
  return renderedDocument(
    deps.storage,
    SALE_RECEIPTS_BUCKET,
    object,
    () =>
      deps.queue.add('render', { object, content, format: chosen, language }, { jobId: `sale-receipt-${hash}`, removeOnComplete: true }),
    SALE_MESSAGES.receiptRendering,
  );
}
