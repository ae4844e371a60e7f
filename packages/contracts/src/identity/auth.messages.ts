// No zod here: the sign-in page loads these texts before any schema, and zod stays out of the first bundle.
export const PASSWORD_MIN_LENGTH = 8;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: (minutes: number) => `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyResetRequests: (minutes: number) =>
    `Too many password reset requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  sessionExpired: 'Your session has expired. Please sign in again.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  invalidOrExpiredLink: 'This link is invalid or has expired',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
} as const;
