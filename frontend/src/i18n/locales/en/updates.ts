/** The updates feature's texts (features/updates). */
export const updates = {
  list: {
    label: 'Updates',
    empty: 'No updates yet',
  },
  sheet: {
    title: 'Update',
    close: 'Close',
    type: 'Type',
    sent: 'Sent',
    email: 'E-mail',
  },
  emailStatus: {
    pending: 'pending',
    sent: 'sent',
    failed: 'failed',
    off: 'off',
    none: 'none',
  },
  card: {
    noSubject: 'No subject',
  },
  composer: {
    form: 'Announcement',
    to: 'To',
    allSellers: 'All sellers',
    chosenSellers: 'Chosen sellers',
    sellers: 'Sellers',
    subject: 'Subject',
    addBlock: 'Add block',
    buttonText: 'Button text',
    buttonLink: 'Button link',
    buttonLinkPlaceholder: 'https://',
    send: 'Send announcement',
    preview: 'Preview',
    sent: 'Announcement sent successfully',
    failed: 'Failed to send announcement',
  },
} as const;
