/** Frontend paths that e-mails link to, relative to the app's public URL. */
export const APP_LINKS = {
  acceptInvite: (token: string) => `/auth/accept-invite?token=${encodeURIComponent(token)}`,
  resetPassword: (token: string) => `/auth/reset-password?token=${encodeURIComponent(token)}`,
  home: () => '/',
} as const;
