import { serviceConfigSchema } from '@consign/kit';
import type { z } from 'zod';

export const configSchema = serviceConfigSchema('notifications', 8085);
export type Config = z.infer<typeof configSchema>;
