import { serviceConfigSchema } from '@consign/kit';
import { z } from 'zod';

export const configSchema = serviceConfigSchema('catalog', 8082).extend({
  /** A hosted vision model for photo classification (POST {image} → {vector}); unset: local hand-made features. */
  IMAGE_EMBEDDING_URL: z.url().optional(),
});
export type Config = z.infer<typeof configSchema>;
