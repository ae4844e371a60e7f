/**
 * The English texts of notifications' updates and e-mails: the SPEC's, verbatim (tests assert them). ICU
 * messages; `<b>…</b>` marks what the update shows in bold (update-content's `rich`).
 */
export const en = {
  card: {
    price: 'Price: {price}',
    share: 'Your share: {share}',
  },
  productSold: {
    subject: 'Your item sold',
    goodNews: 'Good news! <b>{product}</b> has sold.',
    goodNewsTo: 'Good news, {firstName}! <b>{product}</b> has sold.',
    card: 'Sold item',
    share: 'Your share of <b>{amount}</b> has been added to your balance.',
    cta: 'See your balance',
  },
  payoutApproved: {
    subject: 'Your payout was approved',
    intro: 'Hi, your payout #{number} was approved.',
    introTo: 'Hi {firstName}, your payout #{number} was approved.',
    requested: 'Requested: <b>{amount}</b>',
    fee: 'Fee: {amount}',
    received: 'You receive: <b>{amount}</b>',
    /** contracts' PAYOUT_ARRIVAL_NOTE. */
    arrival: 'Payouts are expected within a week after approval.',
    cta: 'Payout receipt',
  },
  invitation: {
    subject: "You're invited to {orgName}",
    created: 'Hi {name}, {orgName} has created an account for you.',
    choose: 'Choose a password to sign in. The link can be used once.',
    cta: 'Set your password',
    added: 'Hi {name}, {orgName} has added you to their shop.',
    signIn: 'Sign in with the e-mail and password you already use with Consign. Switch between your shops at the top of the page.',
    signInCta: 'Sign in',
  },
  passwordReset: {
    subject: 'Reset your password',
    asked: 'Someone asked to reset the password of your account. Use the link below to choose a new one.',
    notYou: 'If it was not you, ignore this e-mail: your password stays the same.',
    cta: 'Choose a new password',
  },
  termsPublished: {
    subject: 'New terms to accept',
    published: '{orgName} has published new terms.',
    accept: 'Please read and accept them the next time you sign in.',
    cta: 'Read the terms',
  },
  productExpiring: {
    subject: 'Your item expires soon',
    intro: '<b>{product}</b> (#{sku}) reaches the end of its consignment period on {date}.',
    decide: 'Decide what happens to it before then:',
    extend: 'Extend: it stays on sale for another period (once).',
    lowerPrice: 'Lower the price: a lower price may help it sell.',
    collect: 'Collect it: it is set aside in the store for you to pick up.',
    donate: 'Donate it: the store gives it to charity.',
    otherwise: 'If you do not decide, the store follows its own rule for expired items.',
    cta: 'Decide now',
  },
  productExpired: {
    subject: 'Your item has expired',
    intro: '<b>{product}</b> (#{sku}) reached the end of its consignment period without a decision.',
    /** What the organization's expiry action did, in the consignor's words. */
    actions: {
      return_to_seller: 'It has been set aside in the store for you to pick up.',
      donate: 'The store has donated it.',
      store_owned: 'It now belongs to the store and stays on sale; its sale no longer earns you a share.',
    },
    cta: 'See your products',
  },
  productsMarkedDown: {
    subject: '{count, plural, one {Your item was marked down} other {Your items were marked down}}',
    intro:
      '{count, plural, one {The store lowered the price of your item by its markdown schedule:} other {The store lowered the prices of your items by its markdown schedule:}}',
    item: '<b>{product}</b> (#{sku}): {from} → <b>{to}</b>',
    cta: 'See your products',
  },
  webhookDisabled: {
    subject: 'A webhook endpoint was disabled',
    failing: 'Deliveries to <b>{url}</b> have failed since {since}, so the endpoint was disabled.',
    lastError: 'Last error: {error}',
    fix: 'Fix the receiver, then enable the endpoint again in the integration settings.',
    cta: 'Open integrations',
  },
  saleReceipt: {
    subject: 'Your receipt {number} from {orgName}',
    thanks: 'Thank you for shopping at {orgName}, {storeName}.',
    attached: 'Your receipt for sale {number} is attached.',
  },
  delivery: {
    subjects: {
      delivery_confirmed: 'Your delivery is confirmed',
      delivery_rescheduled: 'Your delivery was rescheduled',
      delivery_cancelled: 'Your delivery was cancelled',
    },
    when: '{time} (Paris time)',
    booked: 'Your delivery is booked for <b>{when}</b> at <b>{location}</b>.',
    moved: 'Your delivery has moved from {from} to <b>{when}</b> at <b>{location}</b>.',
    cancelled: 'Your delivery at <b>{location}</b> on <b>{when}</b> was cancelled.',
    calendarLink: 'Add it to your calendar with the link below.',
    calendarAttached: 'The calendar invite is attached.',
    googleCalendar: 'Add to Google Calendar',
  },
  /** Settings → E-mails: each template's preview, filled with sample data staff recognise as such. */
  sample: {
    firstName: 'Sam',
    consignor: 'Sam Sample',
    item: 'Sample item: wool coat',
    otherItem: 'Sample item: leather bag',
    store: 'Sample store',
    location: 'Sample store, Main street 1',
    announcementSubject: 'Sample announcement',
    announcementBody: 'This is where your words to the consignors go.',
    error: 'Sample error: the receiver answered 500',
  },
};
