import { z } from 'zod';
import { LANGUAGES } from '../language';
import { defineEvent } from './envelope';

/** What catalog, deliveries, ledger and notifications keep of a seller. */
const sellerData = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  accountNumber: z.number().int(),
  bankAccountNumber: z.string().nullable(),
  /** The reader's language for e-mails and PDFs: the person's own choice, else null (then the organization's). */
  language: z.enum(LANGUAGES).nullable().default(null),
});
export type SellerEventData = z.infer<typeof sellerData>;

export const sellerCreated = defineEvent({ type: 'identity.seller.created', version: 1, aggregateType: 'seller', data: sellerData });
export const sellerUpdated = defineEvent({ type: 'identity.seller.updated', version: 1, aggregateType: 'seller', data: sellerData });
export const sellerDeleted = defineEvent({
  type: 'identity.seller.deleted',
  version: 1,
  aggregateType: 'seller',
  data: z.object({ id: z.string() }),
});
