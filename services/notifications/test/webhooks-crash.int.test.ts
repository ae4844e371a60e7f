import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import {
  WEBHOOK_HEADERS,
  productUpdated,
  type EventEnvelope,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '@consign/contracts';
import { dropDatabase, startService, type RunningService } from '@consign/kit';
import { eventually, testServiceEnv, useTestInfra, useTestTokens } from '@consign/kit/testing';
import { notificationsService } from '../src/service';
import { DEMO, call, useBus } from './support/harness';
import { useReceiver, type Received } from './support/receiver';

/*
 * Delivery is at least once. A worker that dies after its POST reached the receiver and before it recorded
 * the answer leaves the job locked; once the lock (JOB_LOCK_MS) lapses another worker takes the job over
 * and POSTs that one delivery again, with the same X-Consign-Delivery id, so the receiver can drop it.
 * Nothing else is sent twice: every other delivery was either recorded as delivered or never tried.
 */

const infra = useTestInfra();
const tokens = useTestTokens();
const publish = useBus(infra);
let release: (status: number) => void = () => undefined;
const held = new Promise<number>((resolve) => (release = resolve));
let holding = false;
const receiver = useReceiver(() => {
  if (holding) return 200;
  holding = true;
  return held;
});

const ROOT = path.resolve(__dirname, '../../..');
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

let child: ChildProcess | undefined;
let service: RunningService | undefined;
afterAll(async () => {
  child?.kill('SIGKILL');
  await service?.stop();
  await dropDatabase(infra.serverUrl, `${infra.database}_notifications`);
});

const deliveryId = (r: Received) => String(r.headers[WEBHOOK_HEADERS.delivery.toLowerCase()]);
const nameOf = (r: Received) => (JSON.parse(r.body) as EventEnvelope<{ name: string }>).data.name;

// 60 s: on Kafka the restarted replica is given the partitions once the killed one's session lapses (10 s).
test('a worker killed mid-delivery: its delivery is sent again with the same id, nothing else twice, order kept', async () => {
  const env = testServiceEnv(infra, 'notifications', {
    JWKS_URL: tokens.jwksUrl(),
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_BACKOFF_MS: '100',
    JOB_LOCK_MS: '1000',
  });
  const port = await freePort();
  // The first worker runs as a separate process, so it can really be killed (SIGKILL: no cleanup at all).
  child = spawn(process.execPath, [path.join(ROOT, 'services/notifications/dist/main.js')], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await eventually(
    () =>
      fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      ),
    30_000,
  );

  const staff = await tokens.sign({ sub: 'staff', role: 'coworker', ...DEMO });
  const ep = await call<{ data: WebhookEndpointView }>(url, 'POST', '/api/demo/webhooks', staff, {
    url: receiver.url('/crash'),
    secret: 'whsec-0123456789abcdef',
    eventTypes: ['catalog.product.updated'],
  });
  expect(ep.status).toBe(201);
  const a = randomUUID();
  const event = (name: string) =>
    productUpdated.create({
      source: 'catalog',
      orgId: DEMO.org,
      aggregateId: a,
      data: {
        id: a,
        sku: 1,
        skuPadded: '000001',
        name,
        status: 'active',
        sellerId: null,
        storeId: null,
        price: 1,
        consignmentSplit: 0.5,
        storeOwned: false,
      },
    });
  await publish(event('A1'), event('A2'), event('A3'));

  // The first POST is held by the receiver while the worker process is killed, once all three events
  // are recorded as deliveries (a consumer killed mid-event is the bus's redelivery, tested in kit).
  const first = await eventually(async () => receiver.received[0]);
  expect(nameOf(first)).toBe('A1');
  const deliveriesPath = `/api/demo/webhooks/${ep.body.data.id}/deliveries`;
  await eventually(async () => (await call<{ data: WebhookDeliveryView[] }>(url, 'GET', deliveriesPath, staff)).body.data.length === 3);
  child.kill('SIGKILL');
  await new Promise((resolve) => child!.once('exit', resolve));
  release(200);

  service = await startService(notificationsService, env);
  const log = await eventually(async () => {
    const rows = (
      await call<{ data: WebhookDeliveryView[] }>(service!.url, 'GET', `/api/demo/webhooks/${ep.body.data.id}/deliveries`, staff)
    ).body.data;
    return rows.length === 3 && rows.every((r) => r.status === 'delivered') ? rows : undefined;
  }, 30_000);

  const got = receiver.received.map((r) => [nameOf(r), deliveryId(r)]);
  expect(got.map(([name]) => name)).toEqual(['A1', 'A1', 'A2', 'A3']);
  expect(got[1]![1]).toBe(got[0]![1]);
  expect(new Set(got.map(([, id]) => id)).size).toBe(3);
  expect(log.map((r) => r.id).sort()).toEqual([...new Set(got.map(([, id]) => id))].sort());
}, 60_000);
