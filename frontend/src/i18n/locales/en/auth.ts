/** The auth feature's texts (features/auth): sign-in, accept-invite, forgot and reset password; log out everywhere. */
export const auth = {
  fields: {
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
  },
  signIn: {
    title: 'Consign',
    intro: 'Sign in to your store or seller account.',
    submit: 'Sign in',
    forgotPassword: 'Forgot password?',
  },
  acceptInvite: {
    title: 'Welcome',
    intro: 'Choose a password to finish setting up your account.',
    submit: 'Create account',
  },
  forgot: {
    title: 'Reset password',
    intro: 'We will e-mail you a link to choose a new password.',
    submit: 'Send reset link',
    backToSignIn: 'Back to sign in',
  },
  reset: {
    title: 'Reset password',
    intro: 'Choose a new password.',
    submit: 'Save password',
    changed: 'Your password has been changed.',
    signIn: 'Sign in',
  },
  logOutEverywhere: {
    button: 'End all sessions',
    title: 'End all sessions?',
    content: 'Every device signed in to this account is logged out within seconds, this one too.',
    ok: 'End all sessions',
  },
} as const;
