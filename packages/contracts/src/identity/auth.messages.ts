// No zod here: the sign-in page loads these texts before any schema, and zod stays out of the first bundle.
export const PASSWORD_MIN_LENGTH = 8;

/** The sign-in, session and account texts; ICU, as every text of the API catalogue (`auth.` there). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  tooManyResetRequests: 'Too many password reset requests. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  invalidOrExpiredLink: 'This link is invalid or has expired',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  resetRequested: 'If an account exists for that e-mail, a reset link is on its way.',
  noMembership: 'You have no access to that shop.',
} as const;
