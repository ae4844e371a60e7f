import { z } from 'zod';
import { EXPIRY_DECISIONS, EXPIRY_DECISION_MESSAGES } from './expiry';

export const expiryDecisionSchema = z
  .object({
    action: z.enum(EXPIRY_DECISIONS, { message: EXPIRY_DECISION_MESSAGES.action }),
    /** Major units; a string may use a decimal comma ('349,50'). */
    price: z.union([z.number(), z.string().trim().min(1)]).optional(),
  })
  .refine((d) => d.action !== 'reprice' || d.price !== undefined, { message: EXPIRY_DECISION_MESSAGES.priceRequired, path: ['price'] });
export type ExpiryDecisionInput = z.infer<typeof expiryDecisionSchema>;
