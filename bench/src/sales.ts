import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { ROOT, type Stack } from '../../scripts/stack';
import type { BenchRow } from './report';

export interface SalesBenchEnv {
  namespace: string;
  databaseUrl: string;
}

const TILLS = 20;
const SALES_PER_TILL = 40;
const ITEMS_PER_SALE = 2;
// POST /products/{id}/duplicate makes at most 10 copies per call.
const COPIES = 9;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function staffCall(stack: Stack) {
  const res = await fetch(`${stack.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@demo.test', password: 'demo-pass-1' }),
  });
  if (!res.ok) throw new Error(`bench: sign-in as staff failed (${res.status})`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return async <T>(method: string, apiPath: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const r = await fetch(`${stack.url}${apiPath}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`bench: ${method} ${apiPath} → ${r.status} ${text}`);
    return JSON.parse(text) as T;
  };
}

/**
 * Selling at the counter: 20 tills ring up baskets of two items each, as fast as the stack answers, through the
 * gateway with an Idempotency-Key (as the checkout screen sends it). Every basket's products are its till's own,
 * so the number is the throughput of POST /sales, not of tills waiting on one another's row locks.
 */
export async function salesBench(stack: Stack, env: SalesBenchEnv, log: (line: string) => void): Promise<BenchRow[]> {
  const identity = spawnSync(process.execPath, [path.join(ROOT, 'services/identity/dist/cli/seed-demo.js')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, DATABASE_URL: env.databaseUrl, DB_NAME: `${env.namespace}_identity` },
  });
  if (identity.status !== 0) throw new Error('bench: identity demo data failed');
  const call = await staffCall(stack);
  const sellers = (await call<{ data: { id: string }[] }>('GET', '/api/demo/sellers?minimal=true&take=20')).data;
  const store = (await call<{ data: { id: string } }>('POST', '/api/demo/stores', { name: `Bench till ${Date.now()}` })).data;

  const needed = TILLS * SALES_PER_TILL * ITEMS_PER_SALE;
  log(`sales: ${needed} products for ${TILLS} tills`);
  const ids: string[] = [];
  while (ids.length < needed) {
    const original = (
      await call<{ data: { id: string } }>('POST', '/api/demo/products', {
        name: 'Bench shirt',
        price: 250,
        seller: { id: sellers[ids.length % sellers.length]!.id },
        store: { id: store.id },
      })
    ).data;
    const copies = (await call<{ data: { id: string }[] }>('POST', `/api/demo/products/${original.id}/duplicate`, { count: COPIES })).data;
    ids.push(original.id, ...copies.map((c) => c.id));
  }

  log(`sales: ${TILLS} tills × ${SALES_PER_TILL} sales of ${ITEMS_PER_SALE} items`);
  const latencies: number[] = [];
  const started = Date.now();
  await Promise.all(
    Array.from({ length: TILLS }, async (_, till) => {
      for (let n = 0; n < SALES_PER_TILL; n += 1) {
        const first = (till * SALES_PER_TILL + n) * ITEMS_PER_SALE;
        const items = ids.slice(first, first + ITEMS_PER_SALE).map((productId) => ({ productId }));
        const t0 = Date.now();
        await call(
          'POST',
          '/api/demo/sales',
          { storeId: store.id, items, payment: { method: 'card' } },
          { 'idempotency-key': randomUUID() },
        );
        latencies.push(Date.now() - t0);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const sales = TILLS * SALES_PER_TILL;
  return [
    {
      name: `sales/s at ${TILLS} concurrent tills (${ITEMS_PER_SALE} items each, through the gateway)`,
      value: `${(sales / seconds).toFixed(1)}`,
    },
    { name: `POST /sales latency p50 / p99 at ${TILLS} tills`, value: `${percentile(sorted, 50)} ms / ${percentile(sorted, 99)} ms` },
  ];
}
