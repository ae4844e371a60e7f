import { serviceConfigSchema } from '@consign/kit';
import type { z } from 'zod';

export const configSchema = serviceConfigSchema('catalog', 8082);
export type Config = z.infer<typeof configSchema>;
