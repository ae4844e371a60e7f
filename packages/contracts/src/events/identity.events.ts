import { z } from 'zod';
import { LANGUAGES } from '../language';
import { defineEvent } from './envelope';

/** One-time links: the notifications service turns these into e-mails. */
export const userInvited = defineEvent({
  type: 'identity.user.invited',
  version: 1,
  aggregateType: 'user',
  data: z.object({
    userId: z.string(),
    email: z.string(),
    role: z.enum(['coworker', 'seller']),
    name: z.string(),
    /** The set-password link's secret; absent for a person who has a password already (`existingAccount`). */
    token: z.string().optional(),
    expiresAt: z.string(),
    /** The language the e-mail is written in, resolved by identity (SPEC-free: issue 23). */
    language: z.enum(LANGUAGES).default('en'),
    /**
     * Issue 25: the person already signs in elsewhere (another organization's membership) and keeps their
     * password; the e-mail says they were added and may sign in, with no link to set a password.
     */
    existingAccount: z.boolean().optional(),
  }),
});

export const passwordResetRequested = defineEvent({
  type: 'identity.user.password_reset_requested',
  version: 1,
  aggregateType: 'user',
  data: z.object({
    userId: z.string(),
    email: z.string(),
    token: z.string(),
    expiresAt: z.string(),
    language: z.enum(LANGUAGES).default('en'),
  }),
});
