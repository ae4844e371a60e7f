import { serviceConfigSchema } from '@consign/kit';
import type { z } from 'zod';

export const configSchema = serviceConfigSchema('identity', 8081);
export type Config = z.infer<typeof configSchema>;
