import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { eventually } from '@consign/kit/testing';
import { deleteKafkaNamespace } from '../../packages/kit/src/events/kafka-admin';
import { ROOT, SERVICE_NAMES, startStack, type ServiceName, type Stack, type StackOptions } from '../stack';

/** What the scale-out, fuzz and chaos runs share: a stack of their own, demo sign-ins, database and metric reads. */

export const DEMO_PASSWORD = 'demo-pass-1';

export interface HardeningStack extends Stack {
  namespace: string;
  databaseUrl: string;
  /** One query on a service's database of this stack. */
  query<T = Record<string, unknown>>(service: ServiceName, sql: string, params?: unknown[]): Promise<T[]>;
}

/** Removes the stack's streams, queues and counters (every key under its namespace). */
export async function clearStackKeys(redisUrl: string, namespace: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${namespace}*`, count: 1000 })) keys.push(...(batch as string[]));
    for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
  } finally {
    redis.disconnect();
  }
}

export async function dropStackDatabases(databaseUrl: string, namespace: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const s of SERVICE_NAMES) await client.query(`DROP DATABASE IF EXISTS "${namespace}_${s}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * A stack on empty databases of its own, with identity's demo organizations and accounts (its CLI, as
 * `npm start` seeds them); the databases are dropped again by `stop()`.
 */
export async function startHardeningStack(
  opts: Omit<StackOptions, 'logDir' | 'log'> & { log?: (line: string) => void },
): Promise<HardeningStack> {
  const missing = ['gateway', ...SERVICE_NAMES].filter((s) => !existsSync(path.join(ROOT, 'services', s, 'dist', 'main.js')));
  if (missing.length) throw new Error(`Build first (npx tsc -b): no dist/main.js for ${missing.join(', ')}`);
  await dropStackDatabases(opts.databaseUrl, opts.namespace);
  await clearStackKeys(opts.redisUrl, opts.namespace);
  // An earlier run's topics and committed offsets on a shared broker would feed this stack old events.
  if (opts.kafkaBrokers) await deleteKafkaNamespace(opts.kafkaBrokers, opts.namespace);
  const log = opts.log ?? (() => undefined);
  const stack = await startStack({ ...opts, log, logDir: path.join(ROOT, '.data', `${opts.namespace}-logs`) });
  const clients = new Map<ServiceName, Client>();
  try {
    const seeded = spawnSync(process.execPath, [path.join(ROOT, 'services/identity/dist/cli/seed-demo.js')], {
      cwd: ROOT,
      stdio: 'pipe',
      env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: opts.databaseUrl, DB_NAME: `${opts.namespace}_identity` },
    });
    if (seeded.status !== 0) throw new Error(`identity demo data failed: ${seeded.stderr.toString()}`);
  } catch (err) {
    await stack.stop();
    throw err;
  }
  const connect = async (service: ServiceName) => {
    let client = clients.get(service);
    if (!client) {
      const url = new URL(opts.databaseUrl);
      url.pathname = `/${opts.namespace}_${service}`;
      client = new Client({ connectionString: url.toString() });
      client.on('error', () => undefined); // a restarted Postgres ends the session; the next query reconnects
      clients.set(service, client);
      await client.connect();
    }
    return client;
  };
  const stopStack = stack.stop;
  // Assigned, not spread: the stack's url is a getter (the gateway may move to another port).
  return Object.assign(stack, {
    namespace: opts.namespace,
    databaseUrl: opts.databaseUrl,
    async query<T>(service: ServiceName, sql: string, params: unknown[] = []) {
      // A session ended by a Postgres restart fails once; a new one is opened for the second try.
      for (let attempt = 1; ; attempt++) {
        try {
          return (await (await connect(service)).query(sql, params)).rows as T[];
        } catch (err) {
          const stale = clients.get(service);
          clients.delete(service);
          await stale?.end().catch(() => undefined);
          if (attempt >= 3) throw err;
          await new Promise((r) => setTimeout(r, 500));
        }
      }
    },
    async stop() {
      await Promise.all([...clients.values()].map((c) => c.end().catch(() => undefined)));
      await stopStack();
      await dropStackDatabases(opts.databaseUrl, opts.namespace);
      await clearStackKeys(opts.redisUrl, opts.namespace);
    },
  });
}

export interface ApiClient {
  token: string;
  /** A request through the gateway; the status and the parsed JSON body (undefined when empty or not JSON). */
  request<T = unknown>(
    method: string,
    apiPath: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T }>;
  /** Like request, but a non-2xx answer throws with its message. */
  call<T = unknown>(method: string, apiPath: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
}

export async function signIn(gatewayUrl: string, email: string): Promise<ApiClient> {
  const res = await fetch(`${gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} failed (${res.status})`);
  const { accessToken: token } = (await res.json()) as { accessToken: string };
  const request = async <T>(method: string, apiPath: string, body?: unknown, headers: Record<string, string> = {}) => {
    const r = await fetch(`${gatewayUrl}${apiPath}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      signal: AbortSignal.timeout(30_000),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await r.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: r.status, body: parsed as T };
  };
  return {
    token,
    request,
    async call<T>(method: string, apiPath: string, body?: unknown, headers?: Record<string, string>) {
      const r = await request<T & { message?: string }>(method, apiPath, body, headers);
      if (r.status >= 300) throw new Error(`${method} ${apiPath} → ${r.status} ${r.body?.message ?? ''}`);
      return r.body;
    },
  };
}

/** The sum of a Prometheus metric's samples whose labels include all of `labels`, read from a process's /metrics. */
export async function metricSum(baseUrl: string, name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    const m = /^([a-z_:]+)(?:\{(.*)\})? ([0-9.e+-]+|NaN)$/i.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) sum += Number(m[3]);
  }
  return sum;
}

/** A store and a demo org's sellers, for runs that sell products. */
export async function demoCatalogSetup(staff: ApiClient, org = 'demo'): Promise<{ storeId: string; sellerIds: string[] }> {
  const store = await staff.call<{ data: { id: string } }>('POST', `/api/${org}/stores`, {
    name: `Hardening ${Date.now().toString(36)}`,
    email: 'hardening@demo.test',
    address_line_1: 'Storgata 1',
    address_zip: '0155',
    address_city: 'Oslo',
    address_country: 'Norway',
  });
  await staff.call('GET', `/api/${org}/products/config`); // seeds the organization's option lists
  const sellers = await staff.call<{ data: { id: string }[] }>('GET', `/api/${org}/sellers?minimal=true&take=100`);
  return { storeId: store.data.id, sellerIds: sellers.data.map((s) => s.id) };
}

/** A product body as the catalog API takes it (SPEC §3), sold on creation unless told otherwise. */
export function productBody(i: number, storeId: string, sellerId: string, status = 'sold'): Record<string, unknown> {
  return {
    name: `Hardening item ${i}`,
    brand: { slug: 'cos', name: 'COS' },
    size: { slug: 'm', name: 'M' },
    category: { name: 'Sweater' },
    color: { name: 'Black' },
    material: { name: 'Wool' },
    attractiveness: 'medium',
    price: 100 + i * 10,
    status,
    seller: { id: sellerId },
    store: { id: storeId },
  };
}

/**
 * Deliveries for a store: open every day 08:00–20:00 in hour slots for two weeks. Catalog's store event
 * reaches deliveries through the bus, so this waits until deliveries knows the store.
 */
export async function demoDeliverySetup(staff: ApiClient, storeId: string, org = 'demo'): Promise<void> {
  await eventually(
    // A restarting service refuses the connection: that is still waiting, not failing.
    () =>
      staff.request('GET', `/api/${org}/deliveries/stores/${storeId}`).then(
        (res) => res.status === 200,
        () => false,
      ),
    30_000,
    'store in deliveries',
  );
  const day = [{ from: '08:00', to: '20:00' }];
  const end = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await staff.call('PUT', `/api/${org}/deliveries/stores/${storeId}/schedule`, {
    enabled: true,
    slot_length: 60,
    slot_buffer: 0,
    schedule: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, day])),
    schedule_end_date: end,
  });
}
