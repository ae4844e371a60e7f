import {
  APP_LINKS,
  PAYOUT_ARRIVAL_NOTE,
  currencyFractionDigits,
  formatMoney,
  saleShare,
  toMajor,
  type Cta,
  type ExpiryAction,
  type SaleFees,
  type UpdateAudience,
  type UpdateBlock,
  type UpdateType,
} from '@consign/contracts';

export interface Attachment {
  filename: string;
  contentType: string;
  /** Text content (calendar invites are text), or base64 where `encoding` says so (a receipt PDF). */
  content: string;
  encoding?: 'base64';
}

/** Everything an update says; who receives it is decided by its audience and seller. */
export interface UpdateDraft {
  type: UpdateType;
  audience: UpdateAudience;
  sellerId: string | null;
  subject: string;
  body: UpdateBlock[];
  cta: Cta | null;
  attachments: Attachment[];
}

export const p = (...children: Array<string | { text: string; bold?: boolean }>): UpdateBlock => ({
  type: 'paragraph',
  children: children.map((c) => (typeof c === 'string' ? { text: c } : c)),
});
const major = (minor: number, currency: string) => toMajor(minor, currencyFractionDigits(currency));
const link = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();

/** yyyy-MM-dd HH:mm in Europe/Paris (SPEC §9: deliveries are shown in Paris time). */
export function parisTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * "Your item sold": the price it sold for (a counter sale's price, else the listed price) and the seller's share
 * after the organization's fees on sales, by the rule the ledger credits it with.
 */
export function productSoldUpdate(input: {
  sellerId: string;
  firstName: string | null;
  product: { name: string; skuPadded: string; price: number; salePrice?: number; consignmentSplit: number; storeOwned: boolean };
  fees: SaleFees;
  currency: string;
  publicUrl: string;
}): UpdateDraft {
  const { product, currency } = input;
  const price = product.salePrice ?? product.price;
  const terms = { price, consignmentSplit: product.consignmentSplit, storeOwned: product.storeOwned };
  const share = saleShare(terms, input.fees, currencyFractionDigits(currency)).credit;
  return {
    type: 'product_sold',
    audience: 'seller',
    sellerId: input.sellerId,
    subject: 'Your item sold',
    body: [
      p(`Good news${input.firstName ? `, ${input.firstName}` : ''}! `, { text: product.name, bold: true }, ' has sold.'),
      {
        type: 'paragraph',
        children: [
          {
            text: 'Sold item',
            productCard: {
              skuPadded: product.skuPadded,
              name: product.name,
              price: major(price, currency),
              sellerShare: major(share, currency),
            },
          },
        ],
      },
      // Fees that took the whole share credit nothing (the ledger announces nothing either).
      ...(share > 0 ? [p('Your share of ', { text: formatMoney(share, currency), bold: true }, ' has been added to your balance.')] : []),
    ],
    cta: { url: link(input.publicUrl, APP_LINKS.home()), text: 'See your balance' },
    attachments: [],
  };
}

export function payoutApprovedUpdate(input: {
  sellerId: string;
  firstName: string | null;
  payout: { numberPadded: string; amount: number; transactionFee: number; amountWithFeesDeducted: number; currency: string };
  receiptUrl: string;
}): UpdateDraft {
  const { payout } = input;
  const money = (minor: number) => formatMoney(minor, payout.currency);
  return {
    type: 'payout_approved',
    audience: 'seller',
    sellerId: input.sellerId,
    subject: 'Your payout was approved',
    body: [
      p(`Hi${input.firstName ? ` ${input.firstName}` : ''}, your payout #${payout.numberPadded} was approved.`),
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'Requested: ' }, { text: money(payout.amount), bold: true }] },
          { type: 'list-item', children: [{ text: 'Fee: ' }, { text: money(payout.transactionFee) }] },
          { type: 'list-item', children: [{ text: 'You receive: ' }, { text: money(payout.amountWithFeesDeducted), bold: true }] },
        ],
      },
      p(PAYOUT_ARRIVAL_NOTE),
    ],
    cta: { url: input.receiptUrl, text: 'Payout receipt' },
    attachments: [],
  };
}

export function invitationUpdate(input: { name: string; orgName: string; token: string; publicUrl: string }): UpdateDraft {
  return {
    type: 'invitation',
    audience: 'account',
    sellerId: null,
    subject: `You're invited to ${input.orgName}`,
    body: [
      p(`Hi ${input.name}, ${input.orgName} has created an account for you.`),
      p('Choose a password to sign in. The link can be used once.'),
    ],
    cta: { url: link(input.publicUrl, APP_LINKS.acceptInvite(input.token)), text: 'Set your password' },
    attachments: [],
  };
}

export function passwordResetUpdate(input: { token: string; publicUrl: string }): UpdateDraft {
  return {
    type: 'password_reset',
    audience: 'account',
    sellerId: null,
    subject: 'Reset your password',
    body: [
      p('Someone asked to reset the password of your account. Use the link below to choose a new one.'),
      p('If it was not you, ignore this e-mail: your password stays the same.'),
    ],
    cta: { url: link(input.publicUrl, APP_LINKS.resetPassword(input.token)), text: 'Choose a new password' },
    attachments: [],
  };
}

export function termsPublishedUpdate(input: { orgName: string; publicUrl: string }): UpdateDraft {
  return {
    type: 'terms_published',
    audience: 'all_sellers',
    sellerId: null,
    subject: 'New terms to accept',
    body: [p(`${input.orgName} has published new terms.`), p('Please read and accept them the next time you sign in.')],
    cta: { url: link(input.publicUrl, APP_LINKS.home()), text: 'Read the terms' },
    attachments: [],
  };
}

export function productExpiringUpdate(input: {
  sellerId: string;
  product: { name: string; skuPadded: string };
  expiringAt: Date;
  publicUrl: string;
}): UpdateDraft {
  const date = parisTime(input.expiringAt.toISOString()).slice(0, 10);
  const choice = (text: string): UpdateBlock => ({ type: 'list-item', children: [{ text }] });
  return {
    type: 'product_expiring',
    audience: 'seller',
    sellerId: input.sellerId,
    subject: 'Your item expires soon',
    body: [
      p({ text: input.product.name, bold: true }, ` (#${input.product.skuPadded}) reaches the end of its consignment period on ${date}.`),
      p('Decide what happens to it before then:'),
      {
        type: 'bulleted-list',
        children: [
          choice('Extend: it stays on sale for another period (once).'),
          choice('Lower the price: a lower price may help it sell.'),
          choice('Collect it: it is set aside in the store for you to pick up.'),
          choice('Donate it: the store gives it to charity.'),
        ],
      },
      p('If you do not decide, the store follows its own rule for expired items.'),
    ],
    cta: { url: link(input.publicUrl, APP_LINKS.home()), text: 'Decide now' },
    attachments: [],
  };
}

/** What the organization's expiry action did to an item that expired without a decision, in the consignor's words. */
const EXPIRED_TEXTS: Record<ExpiryAction, string> = {
  return_to_seller: 'It has been set aside in the store for you to pick up.',
  donate: 'The store has donated it.',
  store_owned: 'It now belongs to the store and stays on sale; its sale no longer earns you a share.',
};

export function productExpiredUpdate(input: {
  sellerId: string;
  product: { name: string; skuPadded: string };
  action: ExpiryAction;
  publicUrl: string;
}): UpdateDraft {
  return {
    type: 'product_expired',
    audience: 'seller',
    sellerId: input.sellerId,
    subject: 'Your item has expired',
    body: [
      p(
        { text: input.product.name, bold: true },
        ` (#${input.product.skuPadded}) reached the end of its consignment period without a decision.`,
      ),
      p(EXPIRED_TEXTS[input.action]),
    ],
    cta: { url: link(input.publicUrl, APP_LINKS.home()), text: 'See your products' },
    attachments: [],
  };
}

/** The day's markdowns of one consignor, in one update (the markdown schedule runs once a day). */
export function productsMarkedDownUpdate(input: {
  sellerId: string;
  items: Array<{ name: string; skuPadded: string; from: number; to: number }>;
  currency: string;
  publicUrl: string;
}): UpdateDraft {
  const money = (minor: number) => formatMoney(minor, input.currency);
  const one = input.items.length === 1;
  return {
    type: 'product_marked_down',
    audience: 'seller',
    sellerId: input.sellerId,
    subject: one ? 'Your item was marked down' : 'Your items were marked down',
    body: [
      p(
        one
          ? 'The store lowered the price of your item by its markdown schedule:'
          : 'The store lowered the prices of your items by its markdown schedule:',
      ),
      {
        type: 'bulleted-list',
        children: input.items.map((i) => ({
          type: 'list-item' as const,
          children: [{ text: i.name, bold: true }, { text: ` (#${i.skuPadded}): ${money(i.from)} → ` }, { text: money(i.to), bold: true }],
        })),
      },
    ],
    cta: { url: link(input.publicUrl, APP_LINKS.home()), text: 'See your products' },
    attachments: [],
  };
}

export function webhookDisabledUpdate(input: { url: string; since: Date; lastError: string | null; publicUrl: string }): UpdateDraft {
  return {
    type: 'webhook_disabled',
    audience: 'staff',
    sellerId: null,
    subject: 'A webhook endpoint was disabled',
    body: [
      p(
        'Deliveries to ',
        { text: input.url, bold: true },
        ` have failed since ${input.since.toISOString()}, so the endpoint was disabled.`,
      ),
      ...(input.lastError ? [p(`Last error: ${input.lastError}`)] : []),
      p('Fix the receiver, then enable the endpoint again in the integration settings.'),
    ],
    cta: { url: link(input.publicUrl, '/settings/integrations'), text: 'Open integrations' },
    attachments: [],
  };
}

export function announcementUpdate(input: { sellerId: string | null; subject: string; body: UpdateBlock[]; cta: Cta | null }): UpdateDraft {
  return {
    type: 'announcement',
    audience: input.sellerId ? 'seller' : 'all_sellers',
    sellerId: input.sellerId,
    subject: input.subject,
    body: input.body,
    cta: input.cta,
    attachments: [],
  };
}

/** A receipt the buyer asked for at the counter: to their address only, the PDF attached. */
export function saleReceiptUpdate(input: {
  orgName: string;
  storeName: string;
  numberPadded: string;
  filename: string;
  pdf: string;
}): UpdateDraft {
  return {
    type: 'sale_receipt',
    audience: 'account',
    sellerId: null,
    subject: `Your receipt ${input.numberPadded} from ${input.orgName}`,
    body: [
      p(`Thank you for shopping at ${input.orgName}, ${input.storeName}.`),
      p(`Your receipt for sale ${input.numberPadded} is attached.`),
    ],
    cta: null,
    attachments: [{ filename: input.filename, contentType: 'application/pdf', content: input.pdf, encoding: 'base64' }],
  };
}
