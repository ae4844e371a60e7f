import { z } from 'zod';
import { LANGUAGES } from '../language';
import { RULE_MESSAGES } from '../messages';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from './auth.messages';

export { AUTH_MESSAGES, PASSWORD_MIN_LENGTH };

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: AUTH_MESSAGES.emailInvalid }));

export const loginRequestSchema = z.object({
  email,
  password: z.string({ message: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort).max(200);

export const acceptInviteRequestSchema = z.object({ token: z.string().min(1), password: newPasswordSchema });
export const forgotPasswordRequestSchema = z.object({ email });
export const resetPasswordRequestSchema = z.object({ token: z.string().min(1), password: newPasswordSchema });

/** A person's or an organization's choice of language: 'en', 'nb', or null for none (the default then decides). */
export const languageChoice = z.enum(LANGUAGES, { error: RULE_MESSAGES.language.invalid }).nullable();

/** PUT /api/auth/language: the signed-in user's own language, null to follow the organization's. */
export const languageRequestSchema = z.object({ language: languageChoice });
export type LanguageRequest = z.infer<typeof languageRequestSchema>;

export const membershipSchema = z.object({
  organizationId: z.string(),
  slug: z.string(),
  name: z.string(),
  role: z.enum(['coworker', 'seller']),
});
export type Membership = z.infer<typeof membershipSchema>;

/** POST /api/auth/switch: a session in another organization of the signed-in person. */
export const switchOrganizationRequestSchema = z.object({ organizationId: z.uuid({ message: AUTH_MESSAGES.noMembership }) });
export type SwitchOrganizationRequest = z.infer<typeof switchOrganizationRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['coworker', 'seller']),
  orgSlug: z.string(),
  sellerId: z.string().optional(),
  metadata: z.object({ role: z.enum(['coworker', 'seller']) }),
  /** The user's own choice of language (profile), null when they made none. */
  language: z.enum(LANGUAGES).nullable().default(null),
  /** The organization's default language (Settings → Organization), null when it has none. */
  organizationLanguage: z.enum(LANGUAGES).nullable().default(null),
  /**
   * Issue 25: every organization the person belongs to, this one included (the shop switcher shows itself when
   * there is more than one). A token is still for one organization: POST /api/auth/switch trades it for another's.
   */
  memberships: z.array(membershipSchema).default([]),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  user: sessionUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
