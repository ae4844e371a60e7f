import { serviceConfigSchema } from '@consign/kit';
import type { z } from 'zod';

export const configSchema = serviceConfigSchema('deliveries', 8083);
export type Config = z.infer<typeof configSchema>;
