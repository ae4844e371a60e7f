import type { Language, SaleFees, UpdateType } from '@consign/contracts';
import { t, type NotificationKey } from '../i18n';
import { deliveryUpdate } from './delivery-update';
import {
  announcementUpdate,
  invitationUpdate,
  p,
  passwordResetUpdate,
  payoutApprovedUpdate,
  productExpiredUpdate,
  productExpiringUpdate,
  productSoldUpdate,
  productsMarkedDownUpdate,
  saleReceiptUpdate,
  termsPublishedUpdate,
  webhookDisabledUpdate,
  type UpdateDraft,
} from './update-content';

export interface SampleOrganization {
  name: string;
  currency: string;
  fees: SaleFees;
  publicUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SAMPLE_ID = 'sample';
/** Not a real one-time link: the sample e-mail's button leads nowhere that could be used. */
const SAMPLE_TOKEN = 'sample';

/**
 * Each update type's e-mail filled with sample data (a sample consignor and item, named as samples in the reader's
 * language), written by the same builders the events use, so Settings → E-mails shows the template that is sent.
 */
export function sampleUpdate(type: UpdateType, org: SampleOrganization, language: Language, now: Date): UpdateDraft {
  const s = (key: NotificationKey) => t(language, key);
  const sellerId = SAMPLE_ID;
  const { publicUrl, currency } = org;
  const product = { name: s('sample.item'), skuPadded: '000042' };
  const invite = (cancelled: boolean) => ({
    deliveryId: SAMPLE_ID,
    sequence: 0,
    start: new Date(now.getTime() + 2 * DAY_MS).toISOString(),
    end: new Date(now.getTime() + 2 * DAY_MS + 30 * 60 * 1000).toISOString(),
    cancelled,
    title: org.name,
    location: s('sample.location'),
    description: '',
    organizer: null,
    attendee: null,
  });
  const delivery = (kind: 'delivery_confirmed' | 'delivery_rescheduled' | 'delivery_cancelled') =>
    deliveryUpdate(
      {
        type: kind,
        sellerId,
        sellerEmail: 'sam@example.com',
        invite: invite(kind === 'delivery_cancelled'),
        previousAt: new Date(now.getTime() + DAY_MS).toISOString(),
      },
      language,
    );
  switch (type) {
    case 'announcement':
      return announcementUpdate({
        sellerId: null,
        subject: s('sample.announcementSubject'),
        body: [p(s('sample.announcementBody'))],
        cta: null,
      });
    case 'product_sold':
      return productSoldUpdate(
        {
          sellerId,
          firstName: s('sample.firstName'),
          product: { ...product, price: 120000, consignmentSplit: 0.6, storeOwned: false },
          fees: org.fees,
          currency,
          publicUrl,
        },
        language,
      );
    case 'payout_approved':
      return payoutApprovedUpdate(
        {
          sellerId,
          firstName: s('sample.firstName'),
          payout: { numberPadded: '000007', amount: 100000, transactionFee: 2500, amountWithFeesDeducted: 97500, currency },
          receiptUrl: new URL('/', publicUrl).toString(),
        },
        language,
      );
    case 'delivery_confirmed':
    case 'delivery_rescheduled':
    case 'delivery_cancelled':
      return delivery(type);
    case 'invitation':
      return invitationUpdate({ name: s('sample.consignor'), orgName: org.name, token: SAMPLE_TOKEN, publicUrl }, language);
    case 'password_reset':
      return passwordResetUpdate({ token: SAMPLE_TOKEN, publicUrl }, language);
    case 'terms_published':
      return termsPublishedUpdate({ orgName: org.name, publicUrl }, language);
    case 'product_expiring':
      return productExpiringUpdate({ sellerId, product, expiringAt: new Date(now.getTime() + 7 * DAY_MS), publicUrl }, language);
    case 'product_expired':
      return productExpiredUpdate({ sellerId, product, action: 'return_to_seller', publicUrl }, language);
    case 'product_marked_down':
      return productsMarkedDownUpdate(
        {
          sellerId,
          items: [
            { ...product, from: 120000, to: 96000 },
            { name: s('sample.otherItem'), skuPadded: '000043', from: 80000, to: 64000 },
          ],
          currency,
          publicUrl,
        },
        language,
      );
    case 'webhook_disabled':
      return webhookDisabledUpdate(
        { url: 'https://example.com/webhooks', since: new Date(now.getTime() - DAY_MS), lastError: s('sample.error'), publicUrl },
        language,
      );
    case 'sale_receipt':
      // The receipt PDF is attached when sent; the preview shows the e-mail around it.
      return saleReceiptUpdate(
        { orgName: org.name, storeName: s('sample.store'), numberPadded: '000123', filename: 'receipt.pdf', pdf: '' },
        language,
      );
  }
}
