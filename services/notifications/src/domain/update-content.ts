import {
  APP_LINKS,
  PAYOUT_ARRIVAL_NOTE,
  currencyFractionDigits,
  formatMoney,
  toMajor,
  type Cta,
  type UpdateAudience,
  type UpdateBlock,
  type UpdateType,
} from '@consign/contracts';

export interface Attachment {
  filename: string;
  contentType: string;
  /** Text content (calendar invites are text). */
  content: string;
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

/** The seller's share of a sale; the same rule as the ledger's sale credit (nothing for store-owned items). */
export function sellerShare(price: number, consignmentSplit: number, storeOwned: boolean): number {
  return storeOwned ? 0 : Math.round(price * consignmentSplit);
}

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

export function productSoldUpdate(input: {
  sellerId: string;
  firstName: string | null;
  product: { name: string; skuPadded: string; price: number; consignmentSplit: number; storeOwned: boolean };
  currency: string;
  publicUrl: string;
}): UpdateDraft {
  const { product, currency } = input;
  const share = sellerShare(product.price, product.consignmentSplit, product.storeOwned);
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
              price: major(product.price, currency),
              sellerShare: major(share, currency),
            },
          },
        ],
      },
      p('Your share of ', { text: formatMoney(share, currency), bold: true }, ' has been added to your balance.'),
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
  return {
    type: 'product_expiring',
    audience: 'seller',
    sellerId: input.sellerId,
    subject: 'Your item expires soon',
    body: [
      p({ text: input.product.name, bold: true }, ` (#${input.product.skuPadded}) reaches the end of its consignment period on ${date}.`),
      p('What happens next:'),
      {
        type: 'numbered-list',
        children: [
          { type: 'list-item', children: [{ text: 'Until that day it stays on sale in the store.' }] },
          { type: 'list-item', children: [{ text: 'If it has not sold by then, it is set aside for you to pick up.' }] },
          { type: 'list-item', children: [{ text: 'Items not picked up may be donated by the store.' }] },
        ],
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
