import { DEFAULT_RESERVATION_TTL_SECONDS } from '@consign/contracts';
import { serviceConfigSchema } from '@consign/kit';
import { z } from 'zod';

export const configSchema = serviceConfigSchema('deliveries', 8083).extend({
  /** How long a pending reservation holds its slot unconfirmed. */
  RESERVATION_TTL_SECONDS: z.coerce.number().int().min(1).default(DEFAULT_RESERVATION_TTL_SECONDS),
  /** How long GET invite.ics waits for a render it had to ask for. */
  INVITE_WAIT_MS: z.coerce.number().int().min(100).default(5000),
  /** How long a store's dates answer is reused (0: never); this process's own changes drop it at once. */
  DATES_CACHE_MS: z.coerce.number().int().min(0).default(3000),
});
export type Config = z.infer<typeof configSchema>;
