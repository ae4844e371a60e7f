import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_HEADERS,
  productCreated,
  productUpdated,
  type EventEnvelope,
  type UpdateView,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '@consign/contracts';
import { eventually, useService, useTestInfra, useTestTokens } from '@consign/kit/testing';
import { PRIVATE_TARGET_MESSAGE } from '../src/app/webhook-target';
import { createEndpoint } from '../src/app/webhook-endpoints';
import { verifyWebhook } from '../src/domain/webhook-signature';
import { notificationsService } from '../src/service';
import { DEMO, call, useBus } from './support/harness';
import { useReceiver, type Received } from './support/receiver';

const infra = useTestInfra();
const tokens = useTestTokens();
const service = useService(infra, notificationsService, () => ({
  JWKS_URL: tokens.jwksUrl(),
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_BACKOFF_MS: '100',
  WEBHOOK_BACKOFF_MAX_MS: '300',
  WEBHOOK_DISABLE_AFTER_MS: '1500',
}));
const publish = useBus(infra);
const SECRET = 'whsec-0123456789abcdef';

const failuresOf = new Map<string, number>();
/** /flaky answers 500 to the first two tries of every delivery; /down always 500; anything else 200. */
const receiver = useReceiver((req) => {
  if (req.path === '/down') return 500;
  if (req.path !== '/flaky') return 200;
  const id = String(req.headers[WEBHOOK_HEADERS.delivery.toLowerCase()]);
  const seen = (failuresOf.get(id) ?? 0) + 1;
  failuresOf.set(id, seen);
  return seen <= 2 ? 500 : 200;
});

const staff = () => tokens.sign({ sub: 'staff', role: 'coworker', ...DEMO });
const api = async <T>(method: string, path: string, body?: unknown, token?: string) =>
  call<{ data: T }>(service().url, method, path, token ?? (await staff()), body);
const header = (r: Received, name: string) => String(r.headers[name.toLowerCase()]);
const eventOf = (r: Received) => JSON.parse(r.body) as EventEnvelope<{ name: string }>;

const productEvent = (contract: typeof productCreated, id: string, name: string) =>
  contract.create({
    source: 'catalog',
    orgId: DEMO.org,
    aggregateId: id,
    data: {
      id,
      sku: 1,
      skuPadded: '000001',
      name,
      status: 'active',
      sellerId: null,
      storeId: null,
      price: 100,
      consignmentSplit: 0.5,
      storeOwned: false,
    },
  });

async function endpoint(path: string, eventTypes = ['catalog.product.updated']): Promise<WebhookEndpointView> {
  const res = await api<WebhookEndpointView>('POST', '/api/demo/webhooks', { url: receiver.url(path), secret: SECRET, eventTypes });
  expect(res.status).toBe(201);
  return res.body.data;
}
const deliveries = async (id: string) => (await api<WebhookDeliveryView[]>('GET', `/api/demo/webhooks/${id}/deliveries`)).body.data;

test('endpoints: staff create, read, list, change and delete them; the secret never leaves; bad input is refused', async () => {
  const created = await endpoint('/crud', ['catalog.product.sold']);
  expect(created).toMatchObject({ url: receiver.url('/crud'), eventTypes: ['catalog.product.sold'], enabled: true, disabledAt: null });
  expect(JSON.stringify(created)).not.toContain(SECRET);
  expect((await api<WebhookEndpointView>('GET', `/api/demo/webhooks/${created.id}`)).body.data.id).toBe(created.id);
  const changed = await api<WebhookEndpointView>('PATCH', `/api/demo/webhooks/${created.id}`, {
    eventTypes: ['ledger.payout.approved'],
    enabled: false,
  });
  expect(changed.body.data).toMatchObject({ eventTypes: ['ledger.payout.approved'], enabled: false });
  expect((await api<WebhookEndpointView[]>('GET', '/api/demo/webhooks')).body.data.map((e) => e.id)).toContain(created.id);
  expect((await api('DELETE', `/api/demo/webhooks/${created.id}`)).status).toBe(204);
  expect((await api('GET', `/api/demo/webhooks/${created.id}`)).body.message).toBe('Webhook endpoint not found');

  const bad = { url: receiver.url('/x'), secret: SECRET, eventTypes: ['catalog.nothing.happened'] };
  expect((await api('POST', '/api/demo/webhooks', bad)).body.message).toBe('Unknown event type: catalog.nothing.happened');
  expect((await api('POST', '/api/demo/webhooks', { ...bad, secret: 'short' })).body.message).toBe(
    'The secret must be at least 16 characters',
  );
  expect((await api('POST', '/api/demo/webhooks', { ...bad, url: 'ftp://x.test' })).body.message).toBe('Enter a valid http(s) URL');
  const seller = await tokens.sign({ sub: 'seller', role: 'seller', sellerId: 's1', ...DEMO });
  expect((await api('GET', '/api/demo/webhooks', undefined, seller)).status).toBe(403);
  expect((await api<string[]>('GET', '/api/demo/webhooks/event-types')).body.data).toContain('catalog.product.sold');
});

test('private and loopback addresses are refused unless the configuration allows them', async () => {
  const input = { url: 'http://127.0.0.1:9/hook', secret: SECRET, eventTypes: ['catalog.product.sold'] };
  await expect(createEndpoint(service().deps.db, DEMO.org, input, false)).rejects.toMatchObject({
    message: PRIVATE_TARGET_MESSAGE,
    code: 'private_address',
  });
  for (const url of ['http://10.0.0.8/h', 'http://[::1]:8080/h', 'http://169.254.169.254/latest', 'http://localhost:9/h'])
    await expect(createEndpoint(service().deps.db, DEMO.org, { ...input, url }, false)).rejects.toMatchObject({ code: 'private_address' });
  expect((await createEndpoint(service().deps.db, DEMO.org, input, true)).url).toBe(input.url);
});

test('matching events are POSTed once, signed with HMAC-SHA256 over the timestamp and body; others are not sent', async () => {
  const ep = await endpoint('/signed');
  const id = randomUUID();
  const updated = productEvent(productUpdated, id, 'Coat');
  await publish(productEvent(productCreated, id, 'Coat'), updated, updated);

  const got = await eventually(async () => receiver.received.find((r) => r.path === '/signed'));
  await new Promise((r) => setTimeout(r, 300));
  expect(receiver.received.filter((r) => r.path === '/signed')).toHaveLength(1);
  expect(eventOf(got)).toMatchObject({ id: updated.id, type: 'catalog.product.updated', aggregateId: id, data: { name: 'Coat' } });
  const signature = header(got, WEBHOOK_HEADERS.signature);
  expect(signature).toBe(`t=${header(got, WEBHOOK_HEADERS.timestamp)},v1=${signature.split('v1=')[1]}`);
  expect(verifyWebhook(SECRET, got.body, signature, Math.floor(Date.now() / 1000))).toBe(true);
  expect(verifyWebhook('wrong-secret-0123456', got.body, signature, Math.floor(Date.now() / 1000))).toBe(false);
  expect(header(got, WEBHOOK_HEADERS.event)).toBe('catalog.product.updated');
  expect(got.headers['content-type']).toBe('application/json');

  const log = await eventually(async () => ((await deliveries(ep.id))[0]?.status === 'delivered' ? deliveries(ep.id) : undefined));
  expect(log).toEqual([
    expect.objectContaining({
      id: header(got, WEBHOOK_HEADERS.delivery),
      eventId: updated.id,
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
    }),
  ]);
});

test('a receiver answering 500 is retried with backoff until it accepts; each aggregate arrives in order', async () => {
  const ep = await endpoint('/flaky');
  const a = randomUUID();
  const b = randomUUID();
  const events = [
    productEvent(productUpdated, a, 'A1'),
    productEvent(productUpdated, b, 'B1'),
    productEvent(productUpdated, a, 'A2'),
    productEvent(productUpdated, a, 'A3'),
    productEvent(productUpdated, b, 'B2'),
  ];
  await publish(...events);

  const log = await eventually(async () => {
    const rows = await deliveries(ep.id);
    return rows.length === 5 && rows.every((r) => r.status === 'delivered') ? rows : undefined;
  });
  expect(log.map((r) => [r.attempts, r.lastStatusCode, r.lastError])).toEqual(Array(5).fill([3, 200, null]));
  const accepted = receiver.received.filter((r) => r.path === '/flaky' && r.status === 200).map((r) => eventOf(r).data.name);
  expect(accepted.filter((n) => n.startsWith('A'))).toEqual(['A1', 'A2', 'A3']);
  expect(accepted.filter((n) => n.startsWith('B'))).toEqual(['B1', 'B2']);
  // Nothing of an aggregate was even tried before its older event was accepted.
  const tried = receiver.received.filter((r) => r.path === '/flaky').map((r) => eventOf(r).data.name);
  expect(tried.lastIndexOf('A1')).toBeLessThan(tried.indexOf('A2'));
  expect(tried.lastIndexOf('A2')).toBeLessThan(tried.indexOf('A3'));
});

test('an endpoint failing for the configured time (a day in production) is disabled and staff are told by an update', async () => {
  const ep = await endpoint('/down');
  await publish(productEvent(productUpdated, randomUUID(), 'Lost'));
  const disabled = await eventually(async () => {
    const row = (await api<WebhookEndpointView>('GET', `/api/demo/webhooks/${ep.id}`)).body.data;
    return row.enabled ? undefined : row;
  });
  expect(disabled.disabledAt).not.toBeNull();
  const [delivery] = await deliveries(ep.id);
  expect(delivery).toMatchObject({ status: 'failed', lastStatusCode: 500, lastError: 'Endpoint disabled after failing for too long' });
  expect(delivery!.attempts).toBeGreaterThan(2);

  const told = (await api<UpdateView[]>('GET', '/api/next/demo/updates?type=webhook_disabled')).body.data;
  expect(told).toEqual([expect.objectContaining({ audience: 'staff', subject: 'A webhook endpoint was disabled' })]);
  expect(JSON.stringify(told[0]!.body.json)).toContain(receiver.url('/down'));

  // Events after that are not even recorded until the endpoint is enabled again.
  await publish(productEvent(productUpdated, randomUUID(), 'Ignored'));
  await new Promise((r) => setTimeout(r, 300));
  expect(await deliveries(ep.id)).toHaveLength(1);
  const enabled = await api<WebhookEndpointView>('PATCH', `/api/demo/webhooks/${ep.id}`, { enabled: true });
  expect(enabled.body.data).toMatchObject({ enabled: true, disabledAt: null, failingSince: null });
});
