import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  formatMoney,
  organizationConfigSchema,
  organizationUpdated,
  parisToday,
  passwordResetRequested,
  payoutApproved,
  productCreated,
  productSold,
  sellerCreated,
  termsPublished,
  userInvited,
  type EmailSettingsView,
  type EmailPreview,
  type MailboxMessageView,
  type UpdateView,
} from '@consign/contracts';
import { NOTHING_TO_UPDATE, runAsOrg, type ServiceDeps } from '@consign/kit';
import { eventually, useService, useTestInfra, useTestTokens } from '@consign/kit/testing';
import type { Config } from '../src/config';
import { handleUpdateEvent } from '../src/events/updates.handler';
import { handleWebhookFanout } from '../src/events/webhook-fanout.handler';
import { notificationQueues } from '../src/jobs/queues';
import { notificationsService } from '../src/service';
import { DEMO, OTHER, call, sellerData, useBus } from './support/harness';

const infra = useTestInfra();
const tokens = useTestTokens();
const service = useService(infra, notificationsService, () => ({ JWKS_URL: tokens.jwksUrl(), PUBLIC_URL: 'https://app.consign.test' }));
const publish = useBus(infra);

const KARI = randomUUID();
const OLA = randomUUID();
const staff = (o = DEMO) => tokens.sign({ sub: 'staff', role: 'coworker', ...o });
const sellerToken = (sellerId: string) => tokens.sign({ sub: `user-${sellerId}`, role: 'seller', sellerId, ...DEMO });
const api = async <T>(method: string, path: string, token: string | Promise<string>, body?: unknown) =>
  call<{ data: T }>(service().url, method, path, await token, body);

const product = {
  id: randomUUID(),
  sku: 42,
  skuPadded: '000042',
  name: 'Wool coat',
  status: 'sold' as const,
  sellerId: KARI,
  storeId: null,
  price: 120000,
  consignmentSplit: 0.6,
  storeOwned: false,
};

const mailbox = () => api<MailboxMessageView[]>('GET', '/api/demo/mailbox', staff());

beforeAll(async () => {
  const config = organizationConfigSchema.parse({ brand: { logoUrl: 'https://cdn.demo.test/logo.png', primaryColor: '#aa3355' } });
  await publish(
    organizationUpdated.create({
      source: 'identity',
      orgId: DEMO.org,
      aggregateId: DEMO.org,
      data: { id: DEMO.org, slug: 'demo', name: 'Demo Resale', currency: 'NOK', language: null, config },
    }),
    sellerCreated.create({
      source: 'identity',
      orgId: DEMO.org,
      aggregateId: KARI,
      data: sellerData(KARI, 'Kari', 'Hansen', 'kari@demo.test', 1001),
    }),
    sellerCreated.create({
      source: 'identity',
      orgId: DEMO.org,
      aggregateId: OLA,
      data: sellerData(OLA, 'Ola', 'Nordmann', 'ola@demo.test', 1002),
    }),
  );
  await eventually(async () => (await service().deps.db('sellers').count<{ count: string }[]>('* as count'))[0]!.count === '2');
  await eventually(() => service().deps.db('organizations').where({ id: DEMO.org }).first());
});

test('a sold product becomes "Your item sold" for its seller, once, with the product card, and an e-mail in the dev mailbox', async () => {
  const sold = productSold.create({
    source: 'catalog',
    orgId: DEMO.org,
    aggregateId: product.id,
    data: { ...product, currency: 'NOK', soldAt: new Date().toISOString() },
  });
  await publish(sold, sold);

  const mails = await eventually(async () => {
    const { body } = await mailbox();
    return body.data.length ? body.data : undefined;
  });
  const { body } = await api<UpdateView[]>('GET', '/api/next/demo/updates', sellerToken(KARI));
  expect(body.data).toHaveLength(1);
  const update = body.data[0]!;
  expect(update).toMatchObject({ sellerId: KARI, type: 'product_sold', subject: 'Your item sold', orgId: DEMO.org });
  expect(update.body.json).toContainEqual({
    type: 'paragraph',
    children: [{ text: 'Sold item', productCard: { skuPadded: '000042', name: 'Wool coat', price: 1200, sellerShare: 720 } }],
  });
  expect(update.cta).toEqual({ url: 'https://app.consign.test/', text: 'See your balance' });
  await eventually(
    async () => (await api<UpdateView[]>('GET', `/api/next/demo/updates?id=${update.id}`, staff())).body.data[0]?.emailStatus === 'sent',
  );

  // The redelivered event created nothing: one update, one e-mail.
  await new Promise((r) => setTimeout(r, 300));
  expect((await mailbox()).body.data).toHaveLength(1);
  expect(mails[0]).toMatchObject({
    to: 'kari@demo.test',
    from: 'Demo Resale <no-reply@consign.local>',
    subject: 'Your item sold',
    updateId: update.id,
  });
  expect(mails[0]!.html).toContain('max-width:470px');
  expect(mails[0]!.html).toContain('border-radius:16px');
  expect(mails[0]!.html).toContain('https://cdn.demo.test/logo.png');
  expect(mails[0]!.html).toContain('#aa3355');
  expect(mails[0]!.text).toContain('Wool coat (#000042)');

  // Ola sees none of Kari's updates.
  expect((await api<UpdateView[]>('GET', '/api/next/demo/updates', sellerToken(OLA))).body.data).toEqual([]);
});

test('staff announce to all sellers or to chosen ones; sellers see their own and those to all; filters narrow the list', async () => {
  const body = [{ type: 'paragraph', children: [{ text: 'We are closed on ' }, { text: 'Monday', bold: true }] }];
  const toAll = await api<UpdateView[]>('POST', '/api/demo/updates', staff(), { subject: 'Holiday hours', body });
  expect(toAll.status).toBe(201);
  expect(toAll.body.data).toEqual([
    expect.objectContaining({ sellerId: null, audience: 'all_sellers', type: 'announcement', emailStatus: 'pending' }),
  ]);
  const toOla = await api<UpdateView[]>('POST', '/api/demo/updates', staff(), {
    subject: 'Your pick-up',
    body,
    cta: { url: 'https://demo.test/pickup', text: 'Book a time' },
    sellerIds: [OLA],
  });
  expect(toOla.body.data).toEqual([expect.objectContaining({ sellerId: OLA, audience: 'seller' })]);

  const kari = (await api<UpdateView[]>('GET', '/api/next/demo/updates', sellerToken(KARI))).body.data.map((u) => u.subject);
  expect(kari).toEqual(['Holiday hours', 'Your item sold']);
  const ola = (await api<UpdateView[]>('GET', '/api/next/demo/updates', sellerToken(OLA))).body.data.map((u) => u.subject);
  expect(ola).toEqual(['Your pick-up', 'Holiday hours']);
  // A seller asking for another seller's updates still gets only their own and those to all.
  const peek = await api<UpdateView[]>('GET', `/api/next/demo/updates?sellerId=${KARI}`, sellerToken(OLA));
  expect(peek.body.data.map((u) => u.subject)).toEqual(['Holiday hours']);

  const byType = await api<UpdateView[]>('GET', '/api/next/demo/updates?type=announcement', staff());
  expect(byType.body.data.map((u) => u.subject)).toEqual(['Your pick-up', 'Holiday hours']);
  const today = parisToday();
  expect((await api<UpdateView[]>('GET', `/api/next/demo/updates?date=${today}`, staff())).body.data).toHaveLength(3);
  expect((await api<UpdateView[]>('GET', '/api/next/demo/updates?date=2020-01-01', staff())).body.data).toEqual([]);
  expect((await api<UpdateView[]>('GET', `/api/demo/updates?sellerId=${OLA}&type=announcement`, staff())).body.data).toHaveLength(2);

  // Every seller got the announcement to all by e-mail; Ola got his own too.
  await eventually(async () => (await mailbox()).body.data.length === 4);
  const recipients = (await mailbox()).body.data.filter((m) => m.subject === 'Holiday hours').map((m) => m.to);
  expect(recipients.sort()).toEqual(['kari@demo.test', 'ola@demo.test']);

  expect((await api('POST', '/api/demo/updates', sellerToken(KARI), { subject: 'x', body })).status).toBe(403);
  expect((await api('POST', '/api/demo/updates', staff(), { subject: '', body })).body.message).toBe('Subject is required');
  const script = { subject: 'x', body, cta: { url: 'javascript:alert(1)', text: 'Click' } };
  expect((await api('POST', '/api/demo/updates', staff(), script)).body.message).toBe('Enter a valid link');
  expect((await api('POST', '/api/demo/updates', staff(), { subject: 'x', body, sellerIds: ['nobody'] })).body.message).toBe(
    'Seller not found',
  );
  expect((await api('GET', '/api/next/demo/updates', staff(OTHER))).status).toBe(403);
  expect((await api<UpdateView[]>('GET', '/api/next/other/updates', staff(OTHER))).body.data).toEqual([]);
  expect(MESSAGES.organization.failedToFetchUpdates).toBe('Failed to fetch updates');
});

test('the staff preview is the e-mail that is sent', async () => {
  const sent = (await mailbox()).body.data.find((m) => m.subject === 'Your pick-up')!;
  const preview = await api<EmailPreview>('GET', `/api/demo/updates/${sent.updateId}/preview`, staff());
  expect(preview.body.data).toEqual({ subject: sent.subject, html: sent.html, text: sent.text });

  const draft = await api<EmailPreview>('POST', '/api/demo/updates/preview', staff(), {
    subject: 'Draft',
    body: [{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'One <b>', underline: true }] }] }],
  });
  expect(draft.body.data.html).toContain(
    '<ul style="margin:0 0 12px;padding-left:20px"><li style="margin:0 0 4px"><u>One &lt;b&gt;</u></li></ul>',
  );
  expect(draft.body.data.text).toContain('- One <b>');
  expect((await api('GET', `/api/demo/updates/${sent.updateId}/preview`, sellerToken(OLA))).status).toBe(403);
  expect((await api('GET', `/api/demo/updates/${randomUUID()}/preview`, staff())).status).toBe(404);
});

test('e-mail settings: per type on/off, sender name, reply-to and footer; staff only', async () => {
  const unknownOnly = await api('PATCH', '/api/demo/emails/settings', staff(), { theme: 'dark' });
  expect([unknownOnly.status, unknownOnly.body.message]).toEqual([400, NOTHING_TO_UPDATE]);
  const initial = await api<EmailSettingsView>('GET', '/api/demo/emails/settings', staff());
  expect(initial.body.data).toMatchObject({ senderName: '', replyTo: '', footer: '', types: { product_sold: true, announcement: true } });
  const patched = await api<EmailSettingsView>('PATCH', '/api/demo/emails/settings', staff(), {
    senderName: 'Demo Shop',
    replyTo: 'hello@demo.test',
    footer: 'Demo Resale, Oslo',
    types: { terms_published: false },
  });
  expect(patched.body.data).toMatchObject({
    senderName: 'Demo Shop',
    replyTo: 'hello@demo.test',
    types: { terms_published: false, product_sold: true },
  });
  // A partial change leaves the other fields alone.
  const again = await api<EmailSettingsView>('PATCH', '/api/demo/emails/settings', staff(), { footer: 'Demo Resale, Oslo (Norway)' });
  expect(again.body.data).toMatchObject({
    senderName: 'Demo Shop',
    footer: 'Demo Resale, Oslo (Norway)',
    types: { terms_published: false },
  });
  expect((await api('PATCH', '/api/demo/emails/settings', staff(), { replyTo: 'nope' })).body.message).toBe(
    'Please enter a valid email address',
  );
  expect((await api('GET', '/api/demo/emails/settings', sellerToken(KARI))).status).toBe(403);
  expect((await api('GET', '/api/demo/mailbox', sellerToken(KARI))).status).toBe(403);

  // A type switched off keeps the update in the app and sends nothing.
  await publish(
    termsPublished.create({
      source: 'identity',
      orgId: DEMO.org,
      aggregateId: 'terms-2',
      data: { id: 'terms-2', modifiedAt: new Date().toISOString() },
    }),
  );
  const terms = await eventually(
    async () => (await api<UpdateView[]>('GET', '/api/next/demo/updates?type=terms_published', sellerToken(KARI))).body.data[0],
  );
  expect(terms).toMatchObject({ subject: 'New terms to accept', emailStatus: 'off', sellerId: null });

  const toAll = await api<UpdateView[]>('POST', '/api/demo/updates', staff(), {
    subject: 'Signed',
    body: [{ type: 'paragraph', children: [{ text: 'Hi' }] }],
  });
  const mails = await eventually(async () => {
    const found = (await mailbox()).body.data.filter((m) => m.updateId === toAll.body.data[0]!.id);
    return found.length === 2 ? found : undefined;
  });
  expect(mails[0]).toMatchObject({ from: 'Demo Shop <no-reply@consign.local>', replyTo: 'hello@demo.test' });
  expect(mails[0]!.html).toContain('Demo Resale, Oslo (Norway)');
  expect(mails[0]!.text).toContain('--\nDemo Resale, Oslo (Norway)');
});

test("each new version of the terms records an update, and only the newest is listed: 'New terms to accept' once", async () => {
  const version = (id: string) =>
    termsPublished.create({
      source: 'identity',
      orgId: DEMO.org,
      aggregateId: DEMO.org,
      data: { id, modifiedAt: new Date().toISOString() },
    });
  const recorded = async () => (await service().deps.db('updates').where({ type: 'terms_published' }).select('id')).length;
  const before = await recorded();
  await publish(version('terms-v1'));
  await eventually(async () => (await recorded()) === before + 1);
  await publish(version('terms-v2'));
  await eventually(async () => (await recorded()) === before + 2);
  const newest = await service()
    .deps.db('updates')
    .where({ type: 'terms_published' })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first();
  for (const token of [sellerToken(KARI), staff()]) {
    const listed = (await api<UpdateView[]>('GET', '/api/next/demo/updates', token)).body.data.filter((u) => u.type === 'terms_published');
    expect(listed.map((u) => u.id)).toEqual([newest.id]);
  }
});

test('invitations and password resets are e-mailed with their one-time links and never listed as updates', async () => {
  await publish(
    userInvited.create({
      source: 'identity',
      orgId: DEMO.org,
      aggregateId: 'user-new',
      data: {
        userId: 'user-new',
        email: 'new@demo.test',
        role: 'seller',
        name: 'Nina New',
        token: 'tok/en+1',
        expiresAt: new Date().toISOString(),
        language: 'en',
      },
    }),
    passwordResetRequested.create({
      source: 'identity',
      orgId: DEMO.org,
      aggregateId: 'user-kari',
      data: { userId: 'user-kari', email: 'kari@demo.test', token: 'reset-token', expiresAt: new Date().toISOString(), language: 'en' },
    }),
  );
  const invite = await eventually(async () => (await mailbox()).body.data.find((m) => m.to === 'new@demo.test'));
  expect(invite.subject).toBe("You're invited to Demo Resale");
  expect(invite.html).toContain('href="https://app.consign.test/auth/accept-invite?token=tok%2Fen%2B1"');
  const reset = await eventually(async () => (await mailbox()).body.data.find((m) => m.subject === 'Reset your password'));
  expect(reset.text).toContain('Choose a new password: https://app.consign.test/auth/reset-password?token=reset-token');
  const listed = (await api<UpdateView[]>('GET', '/api/next/demo/updates', staff())).body.data.map((u) => u.type);
  expect(listed).not.toContain('invitation');
  expect(listed).not.toContain('password_reset');
});

test('an approved payout tells the seller, with the receipt link', async () => {
  await publish(
    payoutApproved.create({
      source: 'ledger',
      orgId: DEMO.org,
      aggregateId: 'payout-1',
      data: {
        id: 'payout-1',
        sellerId: KARI,
        number: 7,
        numberPadded: '000007',
        amount: 50000,
        transactionFee: 1500,
        amountWithFeesDeducted: 48500,
        bankAccountNumber: '12345678903',
        currency: 'NOK',
        approvedAt: new Date().toISOString(),
      },
    }),
  );
  const update = await eventually(
    async () => (await api<UpdateView[]>('GET', '/api/next/demo/updates?type=payout_approved', sellerToken(KARI))).body.data[0],
  );
  expect(update.subject).toBe('Your payout was approved');
  // Signed: the link opens the receipt from the e-mail, without a session (ledger checks it).
  expect(update.cta!.text).toBe('Payout receipt');
  expect(update.cta!.url).toMatch(
    new RegExp(
      `^https://app\\.consign\\.test/api/demo/payouts/${KARI}/payout-1/1001\\?currency=NOK&o=${DEMO.org}&expires=\\d+&signature=[\\w-]+$`,
    ),
  );
  expect(JSON.stringify(update.body.json)).toContain('Payouts are expected within a week after approval.');
});

test("a product's own expiry date, when its event carries one, is kept in the replica", async () => {
  const expiringAt = '2027-03-14T11:00:00.000Z';
  const edited = { ...product, id: randomUUID(), name: 'Wool coat', skuPadded: '000044', status: 'active' as const, expiringAt };
  await publish(productCreated.create({ source: 'catalog', orgId: DEMO.org, aggregateId: edited.id, data: edited }));
  const replica = await eventually(() => service().deps.db('products').where({ id: edited.id }).first());
  expect((replica.expiring_at as Date).toISOString()).toBe(expiringAt);
});

test('the date filter means a Paris calendar day: 00:30 in Paris is that day, not the UTC day before, summer and winter', async () => {
  const body = [{ type: 'paragraph', children: [{ text: 'Open late' }] }];
  const cases = [
    { subject: 'Winter night', createdAt: '2026-01-14T23:30:00Z', parisDay: '2026-01-15' },
    { subject: 'Summer night', createdAt: '2026-07-14T22:30:00Z', parisDay: '2026-07-15' },
  ];
  for (const c of cases) {
    const [created] = (await api<UpdateView[]>('POST', '/api/demo/updates', staff(), { subject: c.subject, body })).body.data;
    await service()
      .deps.db('updates')
      .where({ id: created!.id })
      .update({ created_at: new Date(c.createdAt) });
  }
  for (const c of cases) {
    const onDay = await api<UpdateView[]>('GET', `/api/next/demo/updates?date=${c.parisDay}`, staff());
    expect(onDay.body.data.map((u) => u.subject)).toEqual([c.subject]);
    const utcDay = c.createdAt.slice(0, 10);
    expect((await api<UpdateView[]>('GET', `/api/next/demo/updates?date=${utcDay}`, staff())).body.data).toEqual([]);
  }
});

test("with fees on sales, 'Your item sold' and its e-mail show the share after them, as the ledger credits it", async () => {
  // 10 % of the price and a flat 50 kr per sale (Consignment settings), published by identity.
  const config = organizationConfigSchema.parse({
    brand: { logoUrl: 'https://cdn.demo.test/logo.png', primaryColor: '#aa3355' },
    consignment: {
      fees: [
        { to: 'organization', type: 'percentage', amount: 10 },
        { to: 'product', type: 'flat', amount: 50 },
      ],
    },
  });
  await publish(
    organizationUpdated.create({
      source: 'identity',
      orgId: DEMO.org,
      aggregateId: DEMO.org,
      data: { id: DEMO.org, slug: 'demo', name: 'Demo Resale', currency: 'NOK', language: null, config },
    }),
  );
  await eventually(async () => {
    const org = await service().deps.db('organizations').where({ id: DEMO.org }).first();
    return org?.sale_fees.length === 2;
  });

  // 1 200 kr × 60 % = 720 kr, less 120 kr (10 %) and 50 kr: 550 kr.
  const nok = (minor: number) => formatMoney(minor, 'NOK');
  const coat = { ...product, id: randomUUID(), skuPadded: '000045', name: 'Fee coat' };
  await publish(
    productSold.create({
      source: 'catalog',
      orgId: DEMO.org,
      aggregateId: coat.id,
      data: { ...coat, currency: 'NOK', soldAt: new Date().toISOString() },
    }),
  );
  const mail = await eventually(async () => (await mailbox()).body.data.find((m) => m.text.includes('Fee coat (#000045)')));
  const update = (await api<UpdateView[]>('GET', `/api/next/demo/updates?id=${mail.updateId}`, sellerToken(KARI))).body.data[0]!;
  expect(update.subject).toBe('Your item sold');
  expect(update.body.json).toContainEqual({
    type: 'paragraph',
    children: [{ text: 'Sold item', productCard: { skuPadded: '000045', name: 'Fee coat', price: 1200, sellerShare: 550 } }],
  });
  expect(update.body.json).toContainEqual({
    type: 'paragraph',
    children: [{ text: 'Your share of ' }, { text: nok(55000), bold: true }, { text: ' has been added to your balance.' }],
  });
  expect(mail.subject).toBe('Your item sold');
  expect(mail.text).toContain(`Price: ${nok(120000)}\nYour share: ${nok(55000)}`);
  expect(mail.text).toContain(`Your share of ${nok(55000)} has been added to your balance.`);
  expect(mail.html).toContain(`Your share: ${nok(55000)}`);
  expect(mail.html).not.toContain(nok(72000));
});

test('a batch of sales reads its organization, e-mail settings and webhook endpoints once, not once per sale', async () => {
  // As consume() hands a batch to the updates and webhook groups: every event's handler in one transaction.
  const deps = service().deps as unknown as ServiceDeps<Config>;
  const queues = notificationQueues(deps);
  const [updates, fanout] = [handleUpdateEvent({ config: deps.config, queues }), handleWebhookFanout(queues)];
  const sales = Array.from({ length: 20 }, (_, n) => {
    const id = randomUUID();
    const data = { ...product, id, sku: 500 + n, skuPadded: `000${500 + n}`, name: `Batch coat ${n}`, currency: 'NOK' as const };
    return productSold.create({ source: 'catalog', orgId: DEMO.org, aggregateId: id, data: { ...data, soldAt: new Date().toISOString() } });
  });
  const reads: string[] = [];
  const record = (q: { sql: string }) => {
    const table = /^select \* from "(organizations|email_settings|webhook_endpoints)"/.exec(q.sql)?.[1];
    if (table) reads.push(table);
  };
  deps.db.on('query', record);
  try {
    await runAsOrg(DEMO.org, () =>
      deps.db.transaction(async (trx) => {
        for (const sale of sales) {
          await updates(sale, trx);
          await fanout(sale, trx);
        }
      }),
    );
  } finally {
    deps.db.off('query', record);
    await queues.close();
  }
  // Read per sale, it was 20 of each.
  expect(reads.sort()).toEqual(['email_settings', 'organizations', 'webhook_endpoints']);
  expect(await deps.db('updates').whereRaw(`body::text like '%Batch coat%'`)).toHaveLength(20);
});
