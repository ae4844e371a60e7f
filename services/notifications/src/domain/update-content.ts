import {
  APP_LINKS,
  currencyFractionDigits,
  saleShare,
  toMajor,
  type Cta,
  type ExpiryAction,
  type Language,
  type SaleFees,
  type UpdateAudience,
  type UpdateBlock,
  type UpdateType,
} from '@consign/contracts';
import { rich, t } from '../i18n';
import { money, parisDate, parisDateTime } from './formats';

export interface Attachment {
  filename: string;
  contentType: string;
  /** Text content (calendar invites are text), or base64 where `encoding` says so (a receipt PDF). */
  content: string;
  encoding?: 'base64';
}

/** What an update says in one language. */
export interface UpdateText {
  subject: string;
  body: UpdateBlock[];
  cta: Cta | null;
}

/** Everything an update says; who receives it is decided by its audience and seller. */
export interface UpdateDraft extends UpdateText {
  type: UpdateType;
  audience: UpdateAudience;
  sellerId: string | null;
  attachments: Attachment[];
}

/**
 * An update the service writes itself, in whichever language it is asked for: recordUpdate writes it in its
 * readers' languages (issue 23). Type, audience, seller and attachments are the same in every language.
 */
export type LocalizedDraft = (language: Language) => UpdateDraft;

export const p = (...children: Array<string | { text: string; bold?: boolean }>): UpdateBlock => ({
  type: 'paragraph',
  children: children.map((c) => (typeof c === 'string' ? { text: c } : c)),
});
const item = (children: Array<{ text: string; bold?: boolean }>): UpdateBlock => ({ type: 'list-item', children });
const major = (minor: number, currency: string) => toMajor(minor, currencyFractionDigits(currency));
const link = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();

/**
 * "Your item sold": the price it sold for (a counter sale's price, else the listed price) and the seller's share
 * after the organization's fees on sales, by the rule the ledger credits it with.
 */
export function productSoldUpdate(
  input: {
    sellerId: string;
    firstName: string | null;
    product: { name: string; skuPadded: string; price: number; salePrice?: number; consignmentSplit: number; storeOwned: boolean };
    fees: SaleFees;
    currency: string;
    publicUrl: string;
  },
  language: Language,
): UpdateDraft {
  const { product, currency } = input;
  const price = product.salePrice ?? product.price;
  const terms = { price, consignmentSplit: product.consignmentSplit, storeOwned: product.storeOwned };
  const share = saleShare(terms, input.fees, currencyFractionDigits(currency)).credit;
  return {
    type: 'product_sold',
    audience: 'seller',
    sellerId: input.sellerId,
    subject: t(language, 'productSold.subject'),
    body: [
      {
        type: 'paragraph',
        children: input.firstName
          ? rich(language, 'productSold.goodNewsTo', { firstName: input.firstName, product: product.name })
          : rich(language, 'productSold.goodNews', { product: product.name }),
      },
      {
        type: 'paragraph',
        children: [
          {
            text: t(language, 'productSold.card'),
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
      ...(share > 0
        ? [{ type: 'paragraph' as const, children: rich(language, 'productSold.share', { amount: money(share, currency, language) }) }]
        : []),
    ],
    cta: { url: link(input.publicUrl, APP_LINKS.home()), text: t(language, 'productSold.cta') },
    attachments: [],
  };
}

export function payoutApprovedUpdate(
  input: {
    sellerId: string;
    firstName: string | null;
    payout: { numberPadded: string; amount: number; transactionFee: number; amountWithFeesDeducted: number; currency: string };
    receiptUrl: string;
  },
  language: Language,
): UpdateDraft {
  const { payout } = input;
  const amount = (minor: number) => money(minor, payout.currency, language);
  return {
    type: 'payout_approved',
    audience: 'seller',
    sellerId: input.sellerId,
    subject: t(language, 'payoutApproved.subject'),
    body: [
      p(
        input.firstName
          ? t(language, 'payoutApproved.introTo', { firstName: input.firstName, number: payout.numberPadded })
          : t(language, 'payoutApproved.intro', { number: payout.numberPadded }),
      ),
      {
        type: 'bulleted-list',
        children: [
          item(rich(language, 'payoutApproved.requested', { amount: amount(payout.amount) })),
          item(rich(language, 'payoutApproved.fee', { amount: amount(payout.transactionFee) })),
          item(rich(language, 'payoutApproved.received', { amount: amount(payout.amountWithFeesDeducted) })),
        ],
      },
      p(t(language, 'payoutApproved.arrival')),
    ],
    cta: { url: input.receiptUrl, text: t(language, 'payoutApproved.cta') },
    attachments: [],
  };
}

export function invitationUpdate(
  input: { name: string; orgName: string; token: string; publicUrl: string },
  language: Language,
): UpdateDraft {
  return {
    type: 'invitation',
    audience: 'account',
    sellerId: null,
    subject: t(language, 'invitation.subject', { orgName: input.orgName }),
    body: [p(t(language, 'invitation.created', { name: input.name, orgName: input.orgName })), p(t(language, 'invitation.choose'))],
    cta: { url: link(input.publicUrl, APP_LINKS.acceptInvite(input.token)), text: t(language, 'invitation.cta') },
    attachments: [],
  };
}

/** Issue 25: a person who signs in already was added to another organization; their password stays theirs. */
export function membershipAddedUpdate(input: { name: string; orgName: string; publicUrl: string }, language: Language): UpdateDraft {
  return {
    type: 'invitation',
    audience: 'account',
    sellerId: null,
    subject: t(language, 'invitation.subject', { orgName: input.orgName }),
    body: [p(t(language, 'invitation.added', { name: input.name, orgName: input.orgName })), p(t(language, 'invitation.signIn'))],
    cta: { url: link(input.publicUrl, APP_LINKS.home()), text: t(language, 'invitation.signInCta') },
    attachments: [],
  };
}

export function passwordResetUpdate(input: { token: string; publicUrl: string }, language: Language): UpdateDraft {
  return {
    type: 'password_reset',
    audience: 'account',
    sellerId: null,
    subject: t(language, 'passwordReset.subject'),
    body: [p(t(language, 'passwordReset.asked')), p(t(language, 'passwordReset.notYou'))],
    cta: { url: link(input.publicUrl, APP_LINKS.resetPassword(input.token)), text: t(language, 'passwordReset.cta') },
    attachments: [],
  };
}

export function termsPublishedUpdate(input: { orgName: string; publicUrl: string }, language: Language): UpdateDraft {
  return {
    type: 'terms_published',
    audience: 'all_sellers',
    sellerId: null,
    subject: t(language, 'termsPublished.subject'),
    body: [p(t(language, 'termsPublished.published', { orgName: input.orgName })), p(t(language, 'termsPublished.accept'))],
    cta: { url: link(input.publicUrl, APP_LINKS.home()), text: t(language, 'termsPublished.cta') },
    attachments: [],
  };
}

export function productExpiringUpdate(
  input: { sellerId: string; product: { name: string; skuPadded: string }; expiringAt: Date; publicUrl: string },
  language: Language,
): UpdateDraft {
  const choice = (key: 'extend' | 'lowerPrice' | 'collect' | 'donate') => item([{ text: t(language, `productExpiring.${key}`) }]);
  return {
    type: 'product_expiring',
    audience: 'seller',
    sellerId: input.sellerId,
    subject: t(language, 'productExpiring.subject'),
    body: [
      {
        type: 'paragraph',
        children: rich(language, 'productExpiring.intro', {
          product: input.product.name,
          sku: input.product.skuPadded,
          date: parisDate(input.expiringAt, language),
        }),
      },
      p(t(language, 'productExpiring.decide')),
      { type: 'bulleted-list', children: [choice('extend'), choice('lowerPrice'), choice('collect'), choice('donate')] },
      p(t(language, 'productExpiring.otherwise')),
    ],
    cta: { url: link(input.publicUrl, APP_LINKS.home()), text: t(language, 'productExpiring.cta') },
    attachments: [],
  };
}

export function productExpiredUpdate(
  input: { sellerId: string; product: { name: string; skuPadded: string }; action: ExpiryAction; publicUrl: string },
  language: Language,
): UpdateDraft {
  return {
    type: 'product_expired',
    audience: 'seller',
    sellerId: input.sellerId,
    subject: t(language, 'productExpired.subject'),
    body: [
      {
        type: 'paragraph',
        children: rich(language, 'productExpired.intro', { product: input.product.name, sku: input.product.skuPadded }),
      },
      p(t(language, `productExpired.actions.${input.action}`)),
    ],
    cta: { url: link(input.publicUrl, APP_LINKS.home()), text: t(language, 'productExpired.cta') },
    attachments: [],
  };
}

/** The day's markdowns of one consignor, in one update (the markdown schedule runs once a day). */
export function productsMarkedDownUpdate(
  input: {
    sellerId: string;
    items: Array<{ name: string; skuPadded: string; from: number; to: number }>;
    currency: string;
    publicUrl: string;
  },
  language: Language,
): UpdateDraft {
  const amount = (minor: number) => money(minor, input.currency, language);
  const count = input.items.length;
  return {
    type: 'product_marked_down',
    audience: 'seller',
    sellerId: input.sellerId,
    subject: t(language, 'productsMarkedDown.subject', { count }),
    body: [
      p(t(language, 'productsMarkedDown.intro', { count })),
      {
        type: 'bulleted-list',
        children: input.items.map((i) =>
          item(rich(language, 'productsMarkedDown.item', { product: i.name, sku: i.skuPadded, from: amount(i.from), to: amount(i.to) })),
        ),
      },
    ],
    cta: { url: link(input.publicUrl, APP_LINKS.home()), text: t(language, 'productsMarkedDown.cta') },
    attachments: [],
  };
}

export function webhookDisabledUpdate(
  input: { url: string; since: Date; lastError: string | null; publicUrl: string },
  language: Language,
): UpdateDraft {
  // English keeps the SPEC's ISO time; Norwegian writes it as Norway does, in Paris (= Oslo) time.
  const since = language === 'en' ? input.since.toISOString() : parisDateTime(input.since, language);
  return {
    type: 'webhook_disabled',
    audience: 'staff',
    sellerId: null,
    subject: t(language, 'webhookDisabled.subject'),
    body: [
      { type: 'paragraph', children: rich(language, 'webhookDisabled.failing', { url: input.url, since }) },
      ...(input.lastError ? [p(t(language, 'webhookDisabled.lastError', { error: input.lastError }))] : []),
      p(t(language, 'webhookDisabled.fix')),
    ],
    cta: { url: link(input.publicUrl, '/settings/integrations'), text: t(language, 'webhookDisabled.cta') },
    attachments: [],
  };
}

/** Staff's own words, in the one language they wrote them in; only the e-mail's fixed parts follow the reader. */
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
export function saleReceiptUpdate(
  input: { orgName: string; storeName: string; numberPadded: string; filename: string; pdf: string },
  language: Language,
): UpdateDraft {
  return {
    type: 'sale_receipt',
    audience: 'account',
    sellerId: null,
    subject: t(language, 'saleReceipt.subject', { number: input.numberPadded, orgName: input.orgName }),
    body: [
      p(t(language, 'saleReceipt.thanks', { orgName: input.orgName, storeName: input.storeName })),
      p(t(language, 'saleReceipt.attached', { number: input.numberPadded })),
    ],
    cta: null,
    attachments: [{ filename: input.filename, contentType: 'application/pdf', content: input.pdf, encoding: 'base64' }],
  };
}
