import { z } from 'zod';
import { RULE_MESSAGES } from '../messages';

const MAPPING_MESSAGE = RULE_MESSAGES.imports.mapping;

/** The query of POST /api/{org}/imports/{kind}: `?dryRun=true`, and `mapping` (JSON) for columns not recognised. */
export const importQuerySchema = z.object({
  dryRun: z.stringbool({ message: RULE_MESSAGES.imports.dryRun }).default(false),
  mapping: z
    .string()
    .max(10_000)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: MAPPING_MESSAGE });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string(), z.string(), { message: MAPPING_MESSAGE }).optional()),
});
export type ImportQuery = z.infer<typeof importQuerySchema>;

/** `Prefer: respond-async` on an import: 202 with the job to poll instead of waiting for the result. */
export const prefersAsync = (prefer: string | undefined): boolean => /(^|[,\s])respond-async($|[,;\s])/i.test(prefer ?? '');
