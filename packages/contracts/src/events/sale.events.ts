import { z } from 'zod';
import { LANGUAGES } from '../language';
import { defineEvent } from './envelope';

/**
 * Items of a counter sale were taken back. The consignors' credits for the items follow product.status_changed;
 * this carries what goes back to the buyer's store credit when the sale was paid with it (minor units; the
 * ledger credits each refund once, under the return's id).
 */
export const saleReturned = defineEvent({
  type: 'catalog.sale.returned',
  version: 1,
  aggregateType: 'sale',
  data: z.object({
    saleId: z.string(),
    saleNumber: z.number().int(),
    returnId: z.string(),
    currency: z.string(),
    storeCreditRefunds: z.array(z.object({ sellerId: z.string(), amount: z.number().int().positive() })),
  }),
});

/**
 * A buyer at the counter asked for the receipt by e-mail: catalog renders it and hands it, PDF included,
 * to notifications, which e-mails it. The PDF travels in the event so notifications needs nothing of catalog.
 */
export const saleReceiptRequested = defineEvent({
  type: 'catalog.sale.receipt_requested',
  version: 1,
  aggregateType: 'sale',
  data: z.object({
    saleId: z.string(),
    numberPadded: z.string(),
    storeName: z.string(),
    email: z.email(),
    filename: z.string(),
    /** The receipt PDF, base64. */
    pdf: z.string(),
    /** The language the PDF is written in (the till's request): the e-mail around it is written in it too. */
    language: z.enum(LANGUAGES).optional(),
  }),
});
