import { serviceConfigSchema } from '@consign/kit';
import { z } from 'zod';

export const configSchema = serviceConfigSchema('identity', 8081).extend({
  /** Send the refresh cookie over HTTPS only; on in production, off for http://127.0.0.1 in development. */
  COOKIE_SECURE: z.stringbool().default(false),
});
export type Config = z.infer<typeof configSchema>;
