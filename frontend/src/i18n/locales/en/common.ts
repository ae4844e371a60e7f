/** Texts of the shell, shared components and words every screen uses. */
export const common = {
  language: {
    label: 'Language',
    organizationDefault: 'Organization default',
    saved: 'Language saved',
  },
  earnings: {
    storeCredits: 'Store credits',
    commission: 'Earned commission',
  },
  notFound: {
    title: 'Page not found',
    back: 'Back to app',
  },
} as const;
