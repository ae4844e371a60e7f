import { SOLD_PRODUCTS_PAGE } from '@consign/contracts';
import { serviceConfigSchema } from '@consign/kit';
import { z } from 'zod';

export const configSchema = serviceConfigSchema('ledger', 8084).extend({
  /** catalog's replicas (comma-separated), for the sales reconciliation's signed read of sold products. */
  CATALOG_URL: z
    .string()
    .default('http://127.0.0.1:8082')
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url()).min(1)),
  /** How often the periodic job reconciles every organization's sales (and sets the mismatch gauge). */
  RECONCILIATION_EVERY_MS: z.coerce.number().int().min(1000).default(300_000),
  /** How many sold products the reconciliation asks catalog for at a time (its page; the tests make it small). */
  RECONCILIATION_PAGE: z.coerce.number().int().min(1).max(SOLD_PRODUCTS_PAGE).default(SOLD_PRODUCTS_PAGE),
  /** How often pending store-credit debits are settled, and how old one must be (a sale commits within seconds). */
  DEBIT_SETTLE_EVERY_MS: z.coerce.number().int().min(100).default(30_000),
  DEBIT_SETTLE_AFTER_MS: z.coerce.number().int().min(0).default(60_000),
});
export type Config = z.infer<typeof configSchema>;
