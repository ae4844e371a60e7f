/** The adjustments feature's texts (features/adjustments). */
export const adjustments = {
  form: {
    title: 'New balance adjustment',
    label: 'Balance adjustment',
    seller: 'Seller',
    storeCreditsNow: 'Store credits now: {amount}',
    amount: 'Amount ({currency})',
    amountField: 'Amount',
    amountHelp: 'Negative to take credits away, positive to add them.',
    amountPlaceholder: '-250',
    details: 'Details',
    customText: 'Custom text',
    customDetails: 'Custom details',
    confirmOk: 'Yes, adjust',
    confirmCancel: 'Cancel',
  },
  /** The form's amount rules; the limit is written in the reader's language. */
  rules: {
    amountZero: 'Amount cannot be 0',
    amountLessThan: 'Amount must be less than {amount}',
  },
  details: {
    title: 'Balance adjustment',
    seller: 'Seller',
    amount: 'Amount',
    details: 'Details',
    created: 'Created',
    close: 'Close',
    notFound: 'Adjustment not found',
  },
} as const;
