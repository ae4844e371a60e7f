import { serviceConfigSchema } from '@consign/kit';
import { z } from 'zod';

export const configSchema = serviceConfigSchema('catalog', 8082).extend({
  /** A hosted vision model for photo classification (POST {image} → {vector}); unset: local hand-made features. */
  IMAGE_EMBEDDING_URL: z.url().optional(),
  /** The ledger's replicas (comma-separated): a sale paid with store credit debits it service to service. */
  LEDGER_URL: z
    .string()
    .default('http://127.0.0.1:8084')
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url()).min(1)),
});
export type Config = z.infer<typeof configSchema>;
