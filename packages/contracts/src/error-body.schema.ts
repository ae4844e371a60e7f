import { z } from 'zod';

const params = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * Every error response of every service has this body. `message` is English (the SPEC's text); `code` is the
 * message's key in the API catalogue (API_MESSAGES: 'payouts.notEnoughCredits') and `params` the values of its
 * placeholders, so a client shows it in its reader's language; `reason` is the error's machine reason where it
 * has one ('negative_balance'); `details` what else the error names (a validation error's field issues, each
 * with its own message, code and params).
 */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: params.optional(),
  reason: z.string().optional(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** One field's problem in a validation error's `details`. */
export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
  code: z.string().optional(),
  params: params.optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;
