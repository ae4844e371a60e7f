/** The billing feature's texts (features/billing): where billing stands, and its setup. */
export const billing = {
  page: {
    title: 'Billing',
    billing: 'Billing',
    enabled: 'Enabled',
    notEnabled: 'Not enabled',
    setup: 'Setup',
    needsSetup: 'Needs setup',
    complete: 'Complete',
    setUp: 'Set up billing',
    change: 'Change plan or contact',
  },
  plans: {
    starter: { name: 'Starter', description: 'One store, up to 500 active products.' },
    standard: { name: 'Standard', description: 'Up to three stores, unlimited products.' },
    pro: { name: 'Pro', description: 'Unlimited stores, webhooks and priority support.' },
  },
  setup: {
    title: 'Set up billing',
    intro: 'Choose a plan and who receives the invoices.',
    plan: 'Plan',
    choosePlan: 'Choose a plan',
    billingEmail: 'Billing email',
    companyName: 'Company name',
    companyNameRequired: 'Company name is required',
    orgNumber: 'Organization number',
    orgNumberInvalid: 'Organization number must be 9 digits',
    orgNumberPlaceholder: '123 456 789',
    submit: 'Complete setup',
    saved: 'Billing set up successfully',
    failed: 'Failed to set up billing',
  },
} as const;
