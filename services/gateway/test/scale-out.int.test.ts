import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { WEBHOOK_HEADERS } from '@consign/contracts';
import { createQueue } from '@consign/kit';
import { eventually, useTestInfra } from '@consign/kit/testing';
import express from 'express';
import {
  demoCatalogSetup,
  metricSum,
  productBody,
  signIn,
  startHardeningStack,
  type ApiClient,
  type HardeningStack,
} from '../../../scripts/hardening/harness';

/**
 * Two replicas of catalog, ledger and notifications as separate processes on one bus (Kafka where the suite
 * runs on it), as in production: the gateway balances across them, consumer groups split the events, no event
 * is applied twice, and the BullMQ workers of both replicas share the queues.
 */
jest.setTimeout(300_000);

const NAMESPACE = 'consign_e2e_hardening_scale';
// Below the ephemeral range (32768-60999), where an outgoing connection could hold a port the stack needs.
const PORT = 29100;
const SOLD = 30;

const infra = useTestInfra();
let stack: HardeningStack;
let staff: ApiClient;
let receiver: Server;
let storeId: string;
let sellerIds: string[];
const webhookDeliveries: string[] = [];

beforeAll(async () => {
  const hooks = express();
  hooks.post('/hook', express.raw({ type: '*/*' }), (req, res) => {
    webhookDeliveries.push(String(req.header(WEBHOOK_HEADERS.delivery)));
    res.status(204).end();
  });
  await new Promise<void>((resolve) => (receiver = hooks.listen(0, '127.0.0.1', () => resolve())));
  // The receiver listens on loopback, which notifications refuses unless told otherwise.
  process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
  stack = await startHardeningStack({
    databaseUrl: infra.serverUrl,
    redisUrl: infra.redisUrl,
    // The bus of the rest of the suite: on Kafka the replicas of a group divide the topic's partitions.
    kafkaBrokers: process.env.KAFKA_BROKERS,
    port: PORT,
    namespace: NAMESPACE,
    replicas: { catalog: 1, ledger: 1, notifications: 1 },
  });
  staff = await signIn(stack.url, 'staff@demo.test');
});

afterAll(async () => {
  await stack?.stop();
  await new Promise((r) => receiver?.close(r));
});

const count = async (service: 'catalog' | 'ledger' | 'notifications', sql: string, params: unknown[] = []) =>
  Number((await stack.query<{ n: string }>(service, sql, params))[0]!.n);

test('two replicas each of catalog, ledger and notifications split the work and apply every event once', async () => {
  expect(stack.replicaUrls.catalog).toHaveLength(2);
  const port = (receiver.address() as AddressInfo).port;
  await staff.call('POST', '/api/demo/webhooks', {
    url: `http://127.0.0.1:${port}/hook`,
    secret: 'hardening-secret-0123456789',
    eventTypes: ['catalog.product.sold'],
  });
  ({ storeId, sellerIds } = await demoCatalogSetup(staff));

  // Products sold through the gateway, a few at a time.
  const ids: string[] = [];
  for (let i = 0; i < SOLD; i += 3)
    ids.push(
      ...(await Promise.all(
        [i, i + 1, i + 2].map(
          async (n) =>
            (
              await staff.call<{ data: { id: string } }>(
                'POST',
                '/api/demo/products',
                productBody(n, storeId, sellerIds[n % sellerIds.length]!),
              )
            ).data.id,
        ),
      )),
    );

  // The gateway spread the requests over both catalog replicas.
  const created = await Promise.all(
    stack.replicaUrls.catalog.map((url) =>
      metricSum(url, 'consign_http_request_duration_seconds_count', { method: 'POST', status: '201' }),
    ),
  );
  expect(created.every((n) => n >= SOLD / 2 - 2)).toBe(true);
  expect(created.reduce((a, b) => a + b, 0)).toBe(SOLD + 1); // the store too

  // Every sale credited once: one sale posting per product, whichever replica handled the event.
  await eventually(
    async () => (await count('ledger', `SELECT count(*) n FROM postings WHERE kind = 'sale'`)) === SOLD,
    60_000,
    'ledger credits',
  );
  expect(
    await count('ledger', `SELECT count(DISTINCT reference_id) n FROM postings WHERE kind = 'sale' AND reference_id = ANY($1)`, [ids]),
  ).toBe(SOLD);
  await eventually(
    async () => (await count('notifications', `SELECT count(*) n FROM products WHERE status = 'sold'`)) === SOLD,
    60_000,
    'notifications replicas',
  );

  // Each consumer group's messages were split between both replicas (received: a group's topic carries events
  // of other types too, which a replica takes and acks without applying), and the applied total equals the
  // inbox: an event applied twice would count twice in the replicas' metrics but once in the inbox.
  for (const [service, group] of [
    ['ledger', 'ledger.products'],
    ['notifications', 'notifications.replicas'],
  ] as const) {
    const received = await Promise.all(stack.replicaUrls[service].map((url) => metricSum(url, 'consign_events_received_total', { group })));
    const applied = await Promise.all(stack.replicaUrls[service].map((url) => metricSum(url, 'consign_events_consumed_total', { group })));
    const inbox = await count(service, `SELECT count(*) n FROM inbox WHERE consumer = $1`, [group]);
    expect({ group, split: received.every((n) => n > 0), total: applied.reduce((a, b) => a + b, 0) }).toEqual({
      group,
      split: true,
      total: inbox,
    });
  }

  // BullMQ: the webhook queue has a worker in each notifications replica, and every sale was delivered.
  const queue = createQueue('notifications-webhooks', { redisUrl: infra.redisUrl, prefix: `${NAMESPACE}:notifications` });
  try {
    expect(await queue.getWorkersCount()).toBe(2);
    await eventually(async () => new Set(webhookDeliveries).size === SOLD, 60_000, 'webhook deliveries');
    await eventually(
      async () => (await count('notifications', `SELECT count(*) n FROM webhook_deliveries WHERE status = 'delivered'`)) === SOLD,
      30_000,
      'deliveries recorded',
    );
  } finally {
    await queue.close();
  }
});

test('a replica down: the gateway fails over to the other, and answers 503 JSON only when both are down', async () => {
  await stack.kill('catalog', 1);
  for (let i = 0; i < 6; i++) expect((await staff.request('GET', '/api/demo/products?take=1')).status).toBe(200);
  // A body goes to the next replica too (whichever replica's turn it was), and the compositions fail over.
  for (let i = 0; i < 2; i++)
    expect((await staff.request('POST', '/api/demo/products', productBody(100 + i, storeId, sellerIds[0]!, 'active'))).status).toBe(201);
  expect((await staff.request('POST', '/api/demo/search', { query: 'Hardening' })).status).toBe(200);

  await stack.kill('catalog', 0);
  const down = await staff.request<{ message: string }>('GET', '/api/demo/products?take=1');
  expect(down).toEqual({
    status: 503,
    body: {
      message: 'The catalog service is unavailable. Please try again shortly.',
      code: 'rules.http.serviceUnavailable',
      params: { service: 'catalog' },
    },
  });

  await stack.restart('catalog', 0);
  await stack.restart('catalog', 1);
  for (let i = 0; i < 4; i++) expect((await staff.request('GET', '/api/demo/products?take=1')).status).toBe(200);
});
