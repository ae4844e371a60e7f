import { isLanguage, saleReceiptRequested, type EventEnvelope } from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { recordUpdate } from '../app/record-update';
import { organizationOnce } from '../app/batch-reads';
import { saleReceiptUpdate } from '../domain/update-content';
import type { HandlerContext } from './context';

/** catalog.sale.receipt_requested: the receipt PDF to the buyer's address (never listed as an update). */
export async function onSaleReceiptRequested(ctx: HandlerContext, event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const data = saleReceiptRequested.schema.parse(event.data);
  const org = await organizationOnce(trx, event.orgId!);
  const input = { orgName: org?.name ?? 'Consign', ...data };
  // The receipt's language (the PDF's, the till's request); an older event without one gets the organization's
  // (recordUpdate's default for an account without one).
  const { language } = data;
  await recordUpdate(trx, ctx.queues, event.orgId!, (l) => saleReceiptUpdate(input, l), {
    email: data.email,
    name: '',
    ...(isLanguage(language) ? { language } : {}),
  });
}
