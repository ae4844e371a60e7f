/** The help feature's texts (features/help): how-to for the daily tasks. */
export const help = {
  title: 'Help',
  goTo: 'Go to {page}',
  pages: {
    sellers: 'Sellers',
    products: 'Products',
    deliveries: 'Deliveries',
    payouts: 'Payouts',
    stores: 'Stores',
    emails: 'E-mails',
  },
  topics: {
    registerSeller: {
      title: 'Register a seller',
      open: 'Open Sellers and press New seller.',
      fillIn: 'Fill in name, email and phone; the seller gets an e-mail to set a password.',
    },
    takeInProducts: {
      title: 'Take in products',
      open: 'Open Products and press New product.',
      photo: 'Take a photo: category and colour are suggested, the price is predicted.',
      label: 'Print the label from the product sheet.',
    },
    bookDelivery: {
      title: 'Book a delivery for a seller',
      open: 'Open Deliveries and press Schedule delivery.',
      pick: 'Pick the seller, the store, a date and a time (Paris time), then Schedule.',
      manage: 'Open a delivery to reschedule, cancel or mark it completed.',
    },
    payOut: {
      title: 'Pay out store credits',
      open: 'Open Payouts and press New payout, or use Payout on the seller.',
      check: 'Check the bank account and the amount; the fee is shown live.',
      approve: 'Approve the payout once the money is sent; the receipt is a PDF.',
    },
    correctBalance: {
      title: 'Correct a balance',
      open: 'Open the seller and press Adjust.',
      storeCredits: "Use 'Store credits spent' with a negative amount when credits are used in the shop.",
      negative: 'A balance that would go negative asks for confirmation.',
    },
    openingHours: {
      title: 'Change opening hours for deliveries',
      where: 'Settings › Stores › the store › Delivery settings.',
      set: 'Set the weekly hours, slot length and excluded dates.',
    },
    announce: {
      title: 'Tell all sellers something',
      where: 'Settings › E-mails › New announcement.',
      write: 'Write the message; the preview shows the e-mail as sellers get it.',
    },
  },
  shortcuts: {
    title: 'Shortcuts',
    ctrl: 'Ctrl',
    k: 'K',
    search: 'searches sellers and products.',
    wizard: 'Run the setup wizard again',
  },
} as const;
