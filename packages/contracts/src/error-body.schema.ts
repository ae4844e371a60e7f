import { z } from 'zod';

/** Every error response of every service has this body. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
