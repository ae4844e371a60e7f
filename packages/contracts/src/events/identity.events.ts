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
    token: z.string(),
    expiresAt: z.string(),
    /** The language the e-mail is written in, resolved by identity (SPEC-free: issue 23). */
    language: z.enum(LANGUAGES).default('en'),
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
