import { catalogueKeys, catalogueProblems } from '@consign/kit/i18n';
import { PAYOUT_ARRIVAL_NOTE, type DeliveryInvite, type Language, type UpdateBlock } from '@consign/contracts';
import { renderEmail } from '../src/domain/email-render';
import { deliveryUpdate } from '../src/domain/delivery-update';
import {
  invitationUpdate,
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
} from '../src/domain/update-content';
import { catalogues, rich } from '../src/i18n';

// Intl spaces groups and the currency with no-break spaces.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** An update as its plain text reads: subject, each block on a line (list items dashed), the button. */
function read(draft: UpdateDraft): string {
  const block = (b: UpdateBlock): string => {
    switch (b.type) {
      case 'paragraph':
        return b.children.map((l) => l.text).join('');
      case 'list-item':
        return `- ${b.children.map((l) => l.text).join('')}`;
      default:
        return b.children.map(block).join('\n');
    }
  };
  return spaced([draft.subject, ...draft.body.map(block), draft.cta ? `[${draft.cta.text}]` : ''].join('\n').trim());
}

const url = 'https://app.test';
const invite: DeliveryInvite = {
  deliveryId: 'd1',
  sequence: 0,
  start: '2026-03-29T08:00:00.000Z',
  end: '2026-03-29T09:00:00.000Z',
  cancelled: false,
  title: 'Delivery to Grünerløkka',
  location: 'Grünerløkka',
  description: '',
  organizer: { name: 'Demo', email: 'shop@demo.test' },
  attendee: { name: 'Kari', email: 'kari@demo.test' },
};
const sold = (language: Language, firstName: string | null = 'Kari') =>
  productSoldUpdate(
    {
      sellerId: 's1',
      firstName,
      product: { name: 'Wool coat', skuPadded: '000042', price: 123_450, consignmentSplit: 0.6, storeOwned: false },
      fees: [],
      currency: 'NOK',
      publicUrl: url,
    },
    language,
  );
const payout = (language: Language) =>
  payoutApprovedUpdate(
    {
      sellerId: 's1',
      firstName: null,
      payout: { numberPadded: '00007', amount: 123_450, transactionFee: 1_500, amountWithFeesDeducted: 121_950, currency: 'NOK' },
      receiptUrl: `${url}/r`,
    },
    language,
  );
const markedDown = (language: Language, items = 2) =>
  productsMarkedDownUpdate(
    {
      sellerId: 's1',
      items: [
        { name: 'Wool coat', skuPadded: '000078', from: 123_450, to: 100_000 },
        { name: 'Silk scarf', skuPadded: '000079', from: 30_000, to: 24_000 },
      ].slice(0, items),
      currency: 'NOK',
      publicUrl: url,
    },
    language,
  );

test('the Norwegian catalogue has the English keys, and every text is ICU with the English placeholders', () => {
  expect(catalogueKeys(catalogues.nb)).toEqual(catalogueKeys(catalogues.en));
  expect(catalogueProblems(catalogues)).toEqual([]);
});

test('English updates read as the SPEC writes them; money reads NOK 1,234.50', () => {
  expect(read(sold('en'))).toBe(
    [
      'Your item sold',
      'Good news, Kari! Wool coat has sold.',
      'Sold item',
      'Your share of NOK 740.70 has been added to your balance.',
      '[See your balance]',
    ].join('\n'),
  );
  expect(read(sold('en', null)).split('\n')[1]).toBe('Good news! Wool coat has sold.');
  expect(read(payout('en'))).toBe(
    [
      'Your payout was approved',
      'Hi, your payout #00007 was approved.',
      '- Requested: NOK 1,234.50',
      '- Fee: NOK 15.00',
      '- You receive: NOK 1,219.50',
      'Payouts are expected within a week after approval.',
      '[Payout receipt]',
    ].join('\n'),
  );
  expect(read(invitationUpdate({ name: 'Nina', orgName: 'Demo Resale', token: 't', publicUrl: url }, 'en'))).toBe(
    [
      "You're invited to Demo Resale",
      'Hi Nina, Demo Resale has created an account for you.',
      'Choose a password to sign in. The link can be used once.',
      '[Set your password]',
    ].join('\n'),
  );
  expect(read(passwordResetUpdate({ token: 't', publicUrl: url }, 'en'))).toBe(
    [
      'Reset your password',
      'Someone asked to reset the password of your account. Use the link below to choose a new one.',
      'If it was not you, ignore this e-mail: your password stays the same.',
      '[Choose a new password]',
    ].join('\n'),
  );
  expect(read(termsPublishedUpdate({ orgName: 'Demo Resale', publicUrl: url }, 'en'))).toBe(
    [
      'New terms to accept',
      'Demo Resale has published new terms.',
      'Please read and accept them the next time you sign in.',
      '[Read the terms]',
    ].join('\n'),
  );
  const product = { name: 'Linen dress', skuPadded: '000077' };
  expect(read(productExpiringUpdate({ sellerId: 's1', product, expiringAt: new Date('2027-03-31T22:30:00Z'), publicUrl: url }, 'en'))).toBe(
    [
      'Your item expires soon',
      'Linen dress (#000077) reaches the end of its consignment period on 2027-04-01.',
      'Decide what happens to it before then:',
      '- Extend: it stays on sale for another period (once).',
      '- Lower the price: a lower price may help it sell.',
      '- Collect it: it is set aside in the store for you to pick up.',
      '- Donate it: the store gives it to charity.',
      'If you do not decide, the store follows its own rule for expired items.',
      '[Decide now]',
    ].join('\n'),
  );
  const expired = (action: 'return_to_seller' | 'donate' | 'store_owned') =>
    read(productExpiredUpdate({ sellerId: 's1', product, action, publicUrl: url }, 'en')).split('\n');
  expect(expired('donate')).toEqual([
    'Your item has expired',
    'Linen dress (#000077) reached the end of its consignment period without a decision.',
    'The store has donated it.',
    '[See your products]',
  ]);
  expect(expired('return_to_seller')[2]).toBe('It has been set aside in the store for you to pick up.');
  expect(expired('store_owned')[2]).toBe('It now belongs to the store and stays on sale; its sale no longer earns you a share.');
  expect(read(markedDown('en'))).toBe(
    [
      'Your items were marked down',
      'The store lowered the prices of your items by its markdown schedule:',
      '- Wool coat (#000078): NOK 1,234.50 → NOK 1,000.00',
      '- Silk scarf (#000079): NOK 300.00 → NOK 240.00',
      '[See your products]',
    ].join('\n'),
  );
  expect(read(markedDown('en', 1)).split('\n').slice(0, 2)).toEqual([
    'Your item was marked down',
    'The store lowered the price of your item by its markdown schedule:',
  ]);
  const since = new Date('2026-11-20T10:00:00.000Z');
  expect(read(webhookDisabledUpdate({ url: 'https://hooks.test/x', since, lastError: 'HTTP 500', publicUrl: url }, 'en'))).toBe(
    [
      'A webhook endpoint was disabled',
      'Deliveries to https://hooks.test/x have failed since 2026-11-20T10:00:00.000Z, so the endpoint was disabled.',
      'Last error: HTTP 500',
      'Fix the receiver, then enable the endpoint again in the integration settings.',
      '[Open integrations]',
    ].join('\n'),
  );
  const receipt = { orgName: 'Demo Resale', storeName: 'Grünerløkka', numberPadded: '000042', filename: 'r.pdf', pdf: '' };
  expect(read(saleReceiptUpdate(receipt, 'en'))).toBe(
    [
      'Your receipt 000042 from Demo Resale',
      'Thank you for shopping at Demo Resale, Grünerløkka.',
      'Your receipt for sale 000042 is attached.',
    ].join('\n'),
  );
  const delivery = (type: 'delivery_confirmed' | 'delivery_rescheduled' | 'delivery_cancelled', email = 'kari@demo.test') =>
    read(deliveryUpdate({ type, sellerId: 's1', sellerEmail: email, invite, previousAt: '2026-03-28T08:00:00.000Z' }, 'en'));
  expect(delivery('delivery_confirmed')).toBe(
    [
      'Your delivery is confirmed',
      'Your delivery is booked for 2026-03-29 10:00 (Paris time) at Grünerløkka.',
      'The calendar invite is attached.',
    ].join('\n'),
  );
  expect(delivery('delivery_rescheduled', 'kari@gmail.com')).toBe(
    [
      'Your delivery was rescheduled',
      'Your delivery has moved from 2026-03-28 09:00 to 2026-03-29 10:00 (Paris time) at Grünerløkka.',
      'Add it to your calendar with the link below.',
      '[Add to Google Calendar]',
    ].join('\n'),
  );
  expect(delivery('delivery_cancelled')).toBe(
    [
      'Your delivery was cancelled',
      'Your delivery at Grünerløkka on 2026-03-29 10:00 (Paris time) was cancelled.',
      'The calendar invite is attached.',
    ].join('\n'),
  );
});

test('Norwegian updates are Norwegian, with Norwegian money and dates; the bold parts stay bold', () => {
  const nb = sold('nb');
  expect(spaced(read(nb))).toBe(
    [
      'Varen din er solgt',
      'Gode nyheter, Kari! Wool coat er solgt.',
      'Solgt vare',
      'Din andel på 740,70 kr er lagt til saldoen din.',
      '[Se saldoen din]',
    ].join('\n'),
  );
  expect(nb.body[0]).toEqual({
    type: 'paragraph',
    children: [{ text: 'Gode nyheter, Kari! ' }, { text: 'Wool coat', bold: true }, { text: ' er solgt.' }],
  });
  expect(spaced(read(payout('nb')))).toContain('- Du får: 1 219,50 kr');
  expect(spaced(read(markedDown('nb')))).toContain('Varene dine har fått prisnedsettelse\n');
  expect(spaced(read(markedDown('nb', 1)))).toContain('Varen din har fått prisnedsettelse\n');
  expect(spaced(read(markedDown('nb')))).toContain('- Wool coat (#000078): 1 234,50 kr → 1 000,00 kr');
  expect(read(deliveryUpdate({ type: 'delivery_confirmed', sellerId: 's1', sellerEmail: 'kari@demo.test', invite }, 'nb'))).toContain(
    'Innleveringen din er bestilt til 29.03.2026 kl. 10:00 (Paris-tid) hos Grünerløkka.',
  );
  const expiring = productExpiringUpdate(
    { sellerId: 's1', product: { name: 'Kjole', skuPadded: '000077' }, expiringAt: new Date('2027-03-31T22:30:00Z'), publicUrl: url },
    'nb',
  );
  expect(read(expiring)).toContain('Kjole (#000077) når slutten av kommisjonsperioden 01.04.2027.');
});

test("the e-mail's product card is in the reader's language", () => {
  const brand = { name: 'Demo', logoUrl: null, primaryColor: '#aa3355', currency: 'NOK' };
  const nb = renderEmail(sold('nb'), brand, '', 'nb');
  expect(spaced(nb.text)).toContain('Wool coat (#000042)\nPris: 1 234,50 kr\nDin andel: 740,70 kr');
  expect(nb.html).toContain('<html lang="nb">');
  const en = renderEmail(sold('en'), brand, '', 'en');
  expect(spaced(en.text)).toContain('Wool coat (#000042)\nPrice: NOK 1,234.50\nYour share: NOK 740.70');
});

test("a value's own '<b>' stays text: only the catalogue's marks make bold", () => {
  expect(rich('en', 'productSold.goodNewsTo', { firstName: '<b>Kari</b>', product: 'Coat <b>' })).toEqual([
    { text: 'Good news, <b>Kari</b>! ' },
    { text: 'Coat <b>', bold: true },
    { text: ' has sold.' },
  ]);
});

test("the payout update's arrival note is contracts' PAYOUT_ARRIVAL_NOTE, word for word", () => {
  expect(catalogues.en.payoutApproved.arrival).toBe(PAYOUT_ARRIVAL_NOTE);
});
