import { z } from 'zod';

/**
 * Paying at the counter with a consignor's store credit (issue 24): catalog's sale asks the ledger, service to
 * service (kit's signed internal call, no gateway route), to debit the seller under the sale's id. The debit is
 * pending until the ledger learns the sale's outcome from catalog: committed confirms it, voided reverses it.
 * Money in minor units, as both services store it.
 */
export const storeCreditDebitsPath = (orgId: string) => `/internal/${orgId}/store-credit-debits`;
export const storeCreditDebitCancelPath = (orgId: string, saleId: string) => `/internal/${orgId}/store-credit-debits/${saleId}/cancel`;

export const storeCreditDebitSchema = z.object({
  saleId: z.uuid(),
  sellerId: z.string().min(1),
  amount: z.number().int().positive(),
  /** What the seller's transaction says, e.g. 'Store credit purchase, sale 000042'. */
  name: z.string().min(1).max(200),
});
export type StoreCreditDebit = z.infer<typeof storeCreditDebitSchema>;

export const DEBIT_STATUSES = ['pending', 'confirmed', 'reversed'] as const;
export type DebitStatus = (typeof DEBIT_STATUSES)[number];

export const storeCreditDebitReplySchema = z.object({
  data: z.object({ saleId: z.string(), status: z.enum(DEBIT_STATUSES), available: z.number().int() }),
});

/** catalog's answer to the ledger's question about a sale a debit was made for. */
export const SALE_OUTCOMES = ['committed', 'voided'] as const;
export type SaleOutcome = (typeof SALE_OUTCOMES)[number];
export const saleOutcomePath = (orgId: string, saleId: string) => `/internal/${orgId}/sales/${saleId}/outcome`;
export const saleOutcomeReplySchema = z.object({ data: z.object({ outcome: z.enum(SALE_OUTCOMES) }) });
