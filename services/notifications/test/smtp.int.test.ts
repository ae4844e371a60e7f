import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  deliveryCancelled,
  deliveryConfirmed,
  organizationConfigSchema,
  organizationUpdated,
  productSold,
  saleReceiptRequested,
  productExpired,
  productExpiringSoon,
  sellerCreated,
  sellerMarkedDown,
  termsPublished,
  userInvited,
  type DeliveryEventData,
  type UpdateView,
} from '@consign/contracts';
import { eventually, useService, useTestInfra, useTestTokens } from '@consign/kit/testing';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { DEMO, OTHER, call, sellerData, useBus } from './support/harness';
import { notificationsService } from '../src/service';

const received: ParsedMail[] = [];
const rcptTries = new Map<string, number>();
/** A real SMTP server on loopback: `flaky@` is refused once, `bounce@` always. */
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    const tries = (rcptTries.get(address.address) ?? 0) + 1;
    rcptTries.set(address.address, tries);
    if (address.address.startsWith('bounce@') || (address.address.startsWith('flaky@') && tries === 1)) {
      const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      return callback(err);
    }
    callback();
  },
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push(mail);
        callback();
      },
      (err: Error) => callback(err),
    );
  },
});
let smtpPort = 0;
beforeAll(
  () =>
    new Promise<void>((resolve) =>
      smtp.listen(0, '127.0.0.1', () => ((smtpPort = (smtp.server.address() as AddressInfo).port), resolve())),
    ),
);
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const infra = useTestInfra();
const tokens = useTestTokens();
const service = useService(infra, notificationsService, () => ({
  JWKS_URL: tokens.jwksUrl(),
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM_ADDRESS: 'updates@demo.test',
  EMAIL_ATTEMPTS: '3',
  EMAIL_BACKOFF_MS: '100',
}));
const publish = useBus(infra);
const staff = () => tokens.sign({ sub: 'staff', role: 'coworker', ...DEMO });
const updates = async (query: string) =>
  (await call<{ data: UpdateView[] }>(service().url, 'GET', `/api/next/demo/updates?${query}`, await staff())).body.data;

const SELLERS = {
  kari: { id: randomUUID(), email: 'kari@demo.test' },
  gmail: { id: randomUUID(), email: 'ola.nordmann@gmail.com' },
  flaky: { id: randomUUID(), email: 'flaky@demo.test' },
  bounce: { id: randomUUID(), email: 'bounce@demo.test' },
};

function delivery(seller: { id: string; email: string }, overrides: Partial<DeliveryEventData> = {}): DeliveryEventData {
  const id = overrides.id ?? randomUUID();
  const cancelled = overrides.status === 'cancelled';
  return {
    id,
    storeId: 'store-1',
    sellerId: seller.id,
    at: '2026-03-29T08:00:00.000Z',
    endsAt: '2026-03-29T09:00:00.000Z',
    status: 'confirmed',
    sequence: 0,
    sellerEmail: seller.email,
    invite: {
      deliveryId: id,
      sequence: cancelled ? 1 : 0,
      start: '2026-03-29T08:00:00.000Z',
      end: '2026-03-29T09:00:00.000Z',
      cancelled,
      title: 'Delivery to Grünerløkka',
      location: 'Grünerløkka, Thorvald Meyers gate 1, 0555 Oslo',
      description: 'Bring your items',
      organizer: { name: 'Demo Resale', email: 'lokka@demo.test' },
      attendee: { name: 'Kari Hansen', email: seller.email },
    },
    ...overrides,
  };
}

beforeAll(async () => {
  await publish(
    organizationUpdated.create({
      source: 'identity',
      orgId: DEMO.org,
      aggregateId: DEMO.org,
      data: {
        id: DEMO.org,
        slug: 'demo',
        name: 'Demo Resale',
        currency: 'NOK',
        language: null,
        config: organizationConfigSchema.parse({}),
      },
    }),
    ...Object.entries(SELLERS).map(([name, s], i) =>
      sellerCreated.create({
        source: 'identity',
        orgId: DEMO.org,
        aggregateId: s.id,
        data: sellerData(s.id, name, 'Seller', s.email, 2000 + i),
      }),
    ),
  );
  await eventually(async () => (await service().deps.db('sellers').count<{ count: string }[]>('* as count'))[0]!.count === '4');
});

const mailTo = (address: string, subject: string) =>
  eventually(async () =>
    received.find((m) => m.subject === subject && (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.text.includes(address))),
  );

test('a confirmed delivery is e-mailed over SMTP: HTML card, plain text, the calendar invite attached, our headers', async () => {
  const data = delivery(SELLERS.kari);
  const event = deliveryConfirmed.create({ source: 'deliveries', orgId: DEMO.org, aggregateId: data.id, data });
  await publish(event, event);

  const mail = await mailTo('kari@demo.test', 'Your delivery is confirmed');
  const [update] = await eventually(async () => {
    const list = await updates('type=delivery_confirmed');
    return list[0]?.emailStatus === 'sent' ? list : undefined;
  });
  expect(mail.from?.text).toBe('"Demo Resale" <updates@demo.test>');
  expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@consign\.notifications>$/);
  expect(mail.headers.get('x-consign-update')).toBe(update!.id);
  expect(mail.headers.get('x-consign-update-type')).toBe('delivery_confirmed');
  expect(mail.html).toContain('max-width:470px');
  expect(mail.html).toContain('border-radius:16px');
  // Paris time: 08:00 UTC on the day summer time starts is 10:00 in Paris.
  expect(mail.html).toContain('2026-03-29 10:00 (Paris time)');
  expect(mail.text).toContain(
    'Your delivery is booked for 2026-03-29 10:00 (Paris time) at Grünerløkka, Thorvald Meyers gate 1, 0555 Oslo.',
  );
  expect(mail.attachments).toHaveLength(1);
  const [ics] = mail.attachments;
  expect(ics!.filename).toBe('invite.ics');
  expect(ics!.contentType).toBe('text/calendar');
  const calendar = ics!.content.toString('utf8');
  expect(calendar).toContain('METHOD:REQUEST');
  expect(calendar).toContain(`UID:delivery-${data.id}@consign`);
  expect(calendar).toContain('DTSTART;TZID=Europe/Paris:20260329T100000');

  // The event came twice; the seller got one e-mail.
  await new Promise((r) => setTimeout(r, 300));
  expect(received.filter((m) => m.subject === 'Your delivery is confirmed')).toHaveLength(1);
  expect(await service().deps.db('mailbox').count<{ count: string }[]>('* as count')).toEqual([{ count: '0' }]);

  // Cancelling it sends the cancellation; an abandoned pending reservation sends nothing.
  const cancelled = delivery(SELLERS.kari, { id: data.id, status: 'cancelled' });
  const abandoned = delivery(SELLERS.kari, { status: 'cancelled' });
  await publish(
    deliveryCancelled.create({ source: 'deliveries', orgId: DEMO.org, aggregateId: abandoned.id, data: abandoned }),
    deliveryCancelled.create({ source: 'deliveries', orgId: DEMO.org, aggregateId: cancelled.id, data: cancelled }),
  );
  const cancelMail = await mailTo('kari@demo.test', 'Your delivery was cancelled');
  expect(cancelMail.attachments[0]!.content.toString('utf8')).toContain('METHOD:CANCEL');
  expect(await updates('type=delivery_cancelled')).toHaveLength(1);
});

test('a Gmail address gets a Google Calendar link instead of the attachment', async () => {
  const data = delivery(SELLERS.gmail);
  await publish(deliveryConfirmed.create({ source: 'deliveries', orgId: DEMO.org, aggregateId: data.id, data }));
  const mail = await mailTo('ola.nordmann@gmail.com', 'Your delivery is confirmed');
  expect(mail.attachments).toEqual([]);
  expect(mail.html).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
  expect(mail.text).toContain('Add to Google Calendar: https://calendar.google.com/calendar/render?');
});

test('a refused recipient is retried with backoff; one refused for good is recorded as failed on the update', async () => {
  const flaky = delivery(SELLERS.flaky);
  const bounce = delivery(SELLERS.bounce);
  await publish(
    deliveryConfirmed.create({ source: 'deliveries', orgId: DEMO.org, aggregateId: flaky.id, data: flaky }),
    deliveryConfirmed.create({ source: 'deliveries', orgId: DEMO.org, aggregateId: bounce.id, data: bounce }),
  );
  await mailTo('flaky@demo.test', 'Your delivery is confirmed');
  expect(rcptTries.get('flaky@demo.test')).toBe(2);

  const failed = await eventually(async () => {
    const list = await updates(`sellerId=${SELLERS.bounce.id}`);
    return list[0]?.emailStatus === 'failed' ? list[0] : undefined;
  });
  expect(failed.emailError).toContain('Mailbox unavailable');
  expect(rcptTries.get('bounce@demo.test')).toBe(3);
  const row = await service().deps.db('emails').where({ update_id: failed.id }).first();
  expect(row).toMatchObject({ status: 'failed', attempts: 3, to_address: 'bounce@demo.test' });
  const sent = (await updates(`sellerId=${SELLERS.flaky.id}`))[0]!;
  expect(sent.emailStatus).toBe('sent');
  expect(await service().deps.db('emails').where({ update_id: sent.id }).first()).toMatchObject({
    status: 'sent',
    attempts: 2,
    last_error: null,
  });
});

test("a buyer's receipt asked for at the counter is e-mailed once, the PDF attached byte for byte, and never listed as an update", async () => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from([0, 1, 2, 0xe2, 0x80, 0xff]), Buffer.from('\n%%EOF\n')]);
  const saleId = randomUUID();
  const event = saleReceiptRequested.create({
    source: 'catalog',
    orgId: DEMO.org,
    aggregateId: saleId,
    data: {
      saleId,
      numberPadded: '000042',
      storeName: 'Grünerløkka',
      email: 'buyer@example.test',
      filename: 'receipt-000042.pdf',
      pdf: pdf.toString('base64'),
    },
  });
  // Delivered twice, as the bus may: the inbox sends it once.
  await publish(event, event);

  const mail = await mailTo('buyer@example.test', 'Your receipt 000042 from Demo Resale');
  expect(mail.text).toContain('Your receipt for sale 000042 is attached.');
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0]).toMatchObject({ filename: 'receipt-000042.pdf', contentType: 'application/pdf' });
  expect(mail.attachments[0]!.content.equals(pdf)).toBe(true);
  await new Promise((r) => setTimeout(r, 500));
  expect(received.filter((m) => m.subject === 'Your receipt 000042 from Demo Resale')).toHaveLength(1);
  expect(await updates('type=sale_receipt')).toEqual([]);
});

test("catalog's daily notices become e-mails: expires soon (with the four choices), expired (the action taken), one markdown digest; redelivered, none is sent twice", async () => {
  const seller = { id: randomUUID(), email: 'consignor@demo.test' };
  await publish(
    sellerCreated.create({
      source: 'identity',
      orgId: DEMO.org,
      aggregateId: seller.id,
      data: sellerData(seller.id, 'Kari', 'Hansen', seller.email, 3001),
    }),
  );
  await eventually(() => service().deps.db('sellers').where({ id: seller.id }).first());
  const product = {
    id: randomUUID(),
    sku: 77,
    skuPadded: '000077',
    name: 'Linen dress',
    status: 'active' as const,
    sellerId: seller.id,
    storeId: null,
    price: 45000,
    consignmentSplit: 0.6,
    storeOwned: false,
  };
  // 22:30 UTC on 31 March is 1 April in Paris (summer time).
  const soon = productExpiringSoon.create({
    source: 'catalog',
    orgId: DEMO.org,
    aggregateId: product.id,
    data: { ...product, expiringAt: '2027-03-31T22:30:00.000Z' },
  });
  const expired = productExpired.create({
    source: 'catalog',
    orgId: DEMO.org,
    aggregateId: product.id,
    data: { ...product, status: 'donated', action: 'donate' },
  });
  const digest = sellerMarkedDown.create({
    source: 'catalog',
    orgId: DEMO.org,
    aggregateId: seller.id,
    data: {
      sellerId: seller.id,
      day: '2027-03-25',
      currency: 'NOK',
      items: [
        { id: randomUUID(), skuPadded: '000078', name: 'Wool coat', from: 100000, to: 80000 },
        { id: randomUUID(), skuPadded: '000079', name: 'Silk scarf', from: 30000, to: 24000 },
      ],
    },
  });
  await publish(soon, digest, expired, soon, digest, expired);

  const soonMail = await mailTo(seller.email, 'Your item expires soon');
  expect(soonMail.text).toContain('Linen dress (#000077) reaches the end of its consignment period on 2027-04-01.');
  for (const choice of ['Extend', 'Lower the price', 'Collect it', 'Donate it']) expect(soonMail.text).toContain(choice);
  const expiredMail = await mailTo(seller.email, 'Your item has expired');
  expect(expiredMail.text).toContain('The store has donated it.');
  const digestMail = await mailTo(seller.email, 'Your items were marked down');
  // English money reads 'NOK 1,000.00' (issue 23; Norwegian '1 000,00 kr'); formatMoney spaces with no-break spaces.
  expect(digestMail.text).toMatch(/Wool coat \(#000078\): NOK\s1,000\.00 → NOK\s800\.00/);
  expect(digestMail.text).toContain('Silk scarf (#000079)');

  await eventually(async () => (await updates(`sellerId=${seller.id}`)).every((u) => u.emailStatus === 'sent') || undefined);
  await new Promise((r) => setTimeout(r, 300));
  const toSeller = received.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.text.includes(seller.email)));
  expect(toSeller.map((m) => m.subject).sort()).toEqual(['Your item expires soon', 'Your item has expired', 'Your items were marked down']);
});

test('each consignment e-mail can be switched off in the e-mail settings: the update is kept, nothing is sent', async () => {
  const seller = { id: randomUUID(), email: 'quiet@demo.test' };
  await publish(
    sellerCreated.create({
      source: 'identity',
      orgId: DEMO.org,
      aggregateId: seller.id,
      data: sellerData(seller.id, 'Ola', 'Quiet', seller.email, 3002),
    }),
  );
  await eventually(() => service().deps.db('sellers').where({ id: seller.id }).first());
  const patch = await call(service().url, 'PATCH', '/api/demo/emails/settings', await staff(), { types: { product_marked_down: false } });
  expect(patch.status).toBe(200);
  await publish(
    sellerMarkedDown.create({
      source: 'catalog',
      orgId: DEMO.org,
      aggregateId: seller.id,
      data: {
        sellerId: seller.id,
        day: '2027-03-26',
        currency: 'NOK',
        items: [{ id: randomUUID(), skuPadded: '000080', name: 'Cap', from: 20000, to: 15000 }],
      },
    }),
  );
  const [update] = await eventually(async () => {
    const list = await updates(`sellerId=${seller.id}`);
    return list.length ? list : undefined;
  });
  expect(update).toMatchObject({ type: 'product_marked_down', subject: 'Your item was marked down', emailStatus: 'off' });
  await call(service().url, 'PATCH', '/api/demo/emails/settings', await staff(), { types: { product_marked_down: true } });
});

// Issue 23: every e-mail in its reader's language. Intl spaces money with no-break spaces.
const spaced = (text: string | false | undefined) => (text || '').replace(/[\u00a0\u202f]/g, ' ');
const coatSold = (orgId: string, sellerId: string) => {
  const id = randomUUID();
  return productSold.create({
    source: 'catalog',
    orgId,
    aggregateId: id,
    data: {
      id,
      sku: 90,
      skuPadded: '000090',
      name: 'Ullkåpe',
      status: 'sold',
      sellerId,
      storeId: null,
      price: 123450,
      consignmentSplit: 0.6,
      storeOwned: false,
      currency: 'NOK',
      soldAt: new Date().toISOString(),
    },
  });
};
const newSeller = async (orgId: string, first: string, email: string, accountNumber: number, language: 'en' | 'nb' | null) => {
  const seller = { id: randomUUID(), email };
  await publish(
    sellerCreated.create({
      source: 'identity',
      orgId,
      aggregateId: seller.id,
      data: sellerData(seller.id, first, 'Seller', email, accountNumber, language),
    }),
  );
  await eventually(() => service().deps.db('sellers').where({ id: seller.id }).first());
  return seller;
};

test("a seller who chose Norwegian gets Norwegian e-mails, money and Paris time as Norway writes them; one who chose English, the SPEC's; an invitee, identity's choice", async () => {
  const nora = await newSeller(DEMO.org, 'Nora', 'nora@demo.test', 4001, 'nb');
  const emma = await newSeller(DEMO.org, 'Emma', 'emma@demo.test', 4002, 'en');
  const booking = delivery(nora);
  await publish(
    coatSold(DEMO.org, nora.id),
    coatSold(DEMO.org, emma.id),
    deliveryConfirmed.create({ source: 'deliveries', orgId: DEMO.org, aggregateId: booking.id, data: booking }),
    userInvited.create({
      source: 'identity',
      orgId: DEMO.org,
      aggregateId: 'user-kristin',
      data: {
        userId: 'user-kristin',
        email: 'kristin@demo.test',
        role: 'coworker',
        name: 'Kristin',
        token: 'invite-nb',
        expiresAt: new Date().toISOString(),
        language: 'nb',
      },
    }),
  );

  const nb = await mailTo(nora.email, 'Varen din er solgt');
  expect(spaced(nb.text)).toContain('Gode nyheter, Nora! Ullkåpe er solgt.');
  expect(spaced(nb.text)).toContain('Ullkåpe (#000090)\nPris: 1 234,50 kr\nDin andel: 740,70 kr');
  expect(spaced(nb.text)).toContain('Din andel på 740,70 kr er lagt til saldoen din.');
  expect(spaced(nb.html)).toContain('Se saldoen din');
  expect(nb.html).toContain('<html lang="nb">');
  const en = await mailTo(emma.email, 'Your item sold');
  expect(spaced(en.text)).toContain('Good news, Emma! Ullkåpe has sold.');
  expect(spaced(en.text)).toContain('Ullkåpe (#000090)\nPrice: NOK 1,234.50\nYour share: NOK 740.70');
  expect(spaced(en.text)).toContain('Your share of NOK 740.70 has been added to your balance.');
  const booked = await mailTo(nora.email, 'Innleveringen din er bekreftet');
  expect(booked.text).toContain(
    'Innleveringen din er bestilt til 29.03.2026 kl. 10:00 (Paris-tid) hos Grünerløkka, Thorvald Meyers gate 1, 0555 Oslo.',
  );
  expect(booked.text).toContain('Kalenderinvitasjonen er vedlagt.');
  // An invitation is in the language identity resolved for the invitee (the organization has none).
  const invite = await mailTo('kristin@demo.test', 'Du er invitert til Demo Resale');
  expect(invite.text).toContain('Hei Kristin, Demo Resale har opprettet en konto for deg.');
  expect(invite.text).toContain('Velg passord: ');

  // The sold update the portal shows: in Nora's language; the app asking in English (Accept-Language) gets English.
  const sold = await eventually(async () => (await updates(`sellerId=${nora.id}&type=product_sold`))[0]);
  expect(sold.subject).toBe('Varen din er solgt');
  expect(sold.body.json).toContainEqual({
    type: 'paragraph',
    children: [{ text: 'Solgt vare', productCard: { skuPadded: '000090', name: 'Ullkåpe', price: 1234.5, sellerShare: 740.7 } }],
  });
  const asNora = tokens.sign({ sub: `user-${nora.id}`, role: 'seller', sellerId: nora.id, ...DEMO });
  const portal = async (headers: Record<string, string>) =>
    (await call<{ data: UpdateView[] }>(service().url, 'GET', '/api/next/demo/updates?type=product_sold', await asNora, undefined, headers))
      .body.data[0]!;
  expect((await portal({})).subject).toBe('Varen din er solgt');
  expect((await portal({ 'accept-language': 'nb-NO,nb;q=0.9' })).subject).toBe('Varen din er solgt');
  expect((await portal({ 'accept-language': 'en' })).subject).toBe('Your item sold');
});

test("the organization's default language is that of its sellers who chose none; an update to all sellers goes to each in theirs", async () => {
  await publish(
    organizationUpdated.create({
      source: 'identity',
      orgId: OTHER.org,
      aggregateId: OTHER.org,
      data: {
        id: OTHER.org,
        slug: 'other',
        name: 'Bruktbutikken',
        currency: 'NOK',
        language: 'nb',
        config: organizationConfigSchema.parse({ language: { language: 'nb' } }),
      },
    }),
  );
  await eventually(async () => (await service().deps.db('organizations').where({ id: OTHER.org }).first())?.language === 'nb');
  const ola = await newSeller(OTHER.org, 'Ola', 'ola@other.test', 5001, null);
  const john = await newSeller(OTHER.org, 'John', 'john@other.test', 5002, 'en');
  const digest = (sellerId: string) =>
    sellerMarkedDown.create({
      source: 'catalog',
      orgId: OTHER.org,
      aggregateId: sellerId,
      data: {
        sellerId,
        day: '2027-03-25',
        currency: 'NOK',
        items: [{ id: randomUUID(), skuPadded: '000091', name: 'Ullkåpe', from: 123450, to: 100000 }],
      },
    });
  await publish(
    digest(ola.id),
    digest(john.id),
    termsPublished.create({
      source: 'identity',
      orgId: OTHER.org,
      aggregateId: 'terms-nb',
      data: { id: 'terms-nb', modifiedAt: new Date().toISOString() },
    }),
  );

  const olaDigest = await mailTo(ola.email, 'Varen din har fått prisnedsettelse');
  expect(spaced(olaDigest.text)).toContain('Ullkåpe (#000091): 1 234,50 kr → 1 000,00 kr');
  expect(olaDigest.text).toContain('Butikken har satt ned prisen på varen din etter planen for prisnedsettelse:');
  const johnDigest = await mailTo(john.email, 'Your item was marked down');
  expect(spaced(johnDigest.text)).toContain('Ullkåpe (#000091): NOK 1,234.50 → NOK 1,000.00');

  // One update to all sellers, each e-mail in its reader's language.
  expect((await mailTo(ola.email, 'Nye vilkår å godta')).text).toContain('Bruktbutikken har publisert nye vilkår.');
  expect((await mailTo(john.email, 'New terms to accept')).text).toContain('Bruktbutikken has published new terms.');
});
