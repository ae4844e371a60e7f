import { serviceConfigSchema } from '@consign/kit';
import type { z } from 'zod';

export const configSchema = serviceConfigSchema('ledger', 8084);
export type Config = z.infer<typeof configSchema>;
