import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: (minutes: number) => `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  sessionExpired: 'Your session has expired. Please sign in again.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  invalidOrExpiredLink: 'This link is invalid or has expired',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
} as const;

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

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['coworker', 'seller']),
  orgSlug: z.string(),
  sellerId: z.string().optional(),
  metadata: z.object({ role: z.enum(['coworker', 'seller']) }),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  user: sessionUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
