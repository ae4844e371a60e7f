import { SALE_MESSAGES, saleReceiptEmailSchema, saleReceiptRequested } from '@consign/contracts';
import { parseInput, publishEvents, withTransaction, type AccessClaims, type Reply } from '@consign/kit';
import { saleView } from './sale-queries';
import { requestLanguage } from '@consign/kit/i18n';
import { organizationContext } from './organization-context';
import { saleReceipt, type SaleReceiptDeps } from './sale-receipt';

/**
 * POST /sales/{id}/receipt/email: the receipt PDF, rendered here as for printing (in the request's language),
 * goes to the buyer through notifications (an event through the outbox: the e-mail survives a notifications
 * outage and is sent once).
 */
export async function emailSaleReceipt(
  deps: SaleReceiptDeps,
  auth: AccessClaims,
  id: string,
  input: unknown,
  acceptLanguage?: string,
): Promise<Reply<{ data: { email: string }; message: string }>> {
  const { email, format = 'roll' } = parseInput(saleReceiptEmailSchema, input);
  const sale = await saleView(deps.db, auth.org, id);
  const pdf = await saleReceipt(deps, auth, sale.id, format, acceptLanguage);
  const language = requestLanguage(acceptLanguage, (await organizationContext(deps.db, auth.org)).config.language.language);
  await withTransaction(deps.db, (trx) =>
    publishEvents(trx, [
      saleReceiptRequested.create({
        source: 'catalog',
        orgId: auth.org,
        aggregateId: sale.id,
        data: {
          saleId: sale.id,
          numberPadded: sale.numberPadded,
          storeName: sale.storeName,
          email,
          filename: `receipt-${sale.numberPadded}.pdf`,
          pdf: pdf.toString('base64'),
          language,
        },
      }),
    ]),
  );
  return { status: 202, body: { data: { email }, message: SALE_MESSAGES.receiptEmailed(email) } };
}
