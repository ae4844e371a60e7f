import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import knex from 'knex';
import { ROOT, type Stack } from '../../scripts/stack';
import type { BenchRow } from './report';

export interface ImportBenchEnv {
  databaseUrl: string;
  /** The stack's namespace: databases are `${namespace}_catalog`, … */
  namespace: string;
}

const SELLERS = Number(process.env.BENCH_IMPORT_SELLERS ?? 10_000);
const EXPORT_PRODUCTS = Number(process.env.BENCH_EXPORT_PRODUCTS ?? 1_000_000);

async function staffToken(stack: Stack): Promise<string> {
  const res = await fetch(`${stack.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@demo.test', password: 'demo-pass-1' }),
  });
  if (!res.ok) throw new Error(`bench: sign-in as staff failed (${res.status})`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/**
 * 10,000 new sellers from one CSV file as the screen sends it (`Prefer: respond-async`, then polling the job),
 * timed from the upload to the job's result. Each run's e-mails are new, so every row is created.
 */
export async function sellerImportBench(stack: Stack, env: ImportBenchEnv, log: (line: string) => void): Promise<BenchRow[]> {
  // The demo organization and its staff account, as the other sections make them (a no-op when they exist).
  const seeded = spawnSync(process.execPath, [path.join(ROOT, 'services/identity/dist/cli/seed-demo.js')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, DATABASE_URL: env.databaseUrl, DB_NAME: `${env.namespace}_identity` },
  });
  if (seeded.status !== 0) throw new Error('bench: identity demo data failed');
  const token = await staffToken(stack);
  const run = Date.now().toString(36);
  const lines = ['Fornavn;Etternavn;E-post;Telefon'];
  for (let i = 0; i < SELLERS; i++) lines.push(`Åse;Import ${i};bench-${run}-${i}@import.test;4${String(i).padStart(7, '0')}`);
  const started = performance.now();
  const res = await fetch(`${stack.url}/api/demo/imports/sellers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv', prefer: 'respond-async' },
    body: lines.join('\r\n'),
  });
  if (res.status !== 202) throw new Error(`bench: import answered ${res.status} ${await res.text()}`);
  const { id } = ((await res.json()) as { data: { id: string } }).data;
  log(`imports: ${SELLERS} sellers queued as job ${id}`);
  for (;;) {
    await sleep(250);
    const job = await fetch(`${stack.url}/api/demo/imports/sellers/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await job.json()) as {
      data: { state: string; error: string | null; result: { created: number; invalid: unknown[] } | null };
    };
    if (data.state === 'failed') throw new Error(`bench: import failed: ${data.error}`);
    if (data.state !== 'completed') continue;
    const seconds = (performance.now() - started) / 1000;
    return [
      {
        name: `import ${SELLERS.toLocaleString('en')} sellers from CSV (upload to result, as a job)`,
        value: `${seconds.toFixed(1)} s, ${data.result!.created} created, ${data.result!.invalid.length} refused`,
        target: '< 60 s',
        met: seconds < 60 && data.result!.created === SELLERS,
      },
    ];
  }
}

const rssMb = (pid: number) => Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/**
 * GET /exports/products.csv over 1,000,000 products, read to the end, while catalog's resident memory is
 * sampled: a streamed export holds one page at a time, so the growth stays flat whatever the row count.
 * The products are written straight into the bench's own catalog database (one INSERT … SELECT
 * generate_series, triggers off: through the API it would take hours) and deleted after the measurement.
 */
export async function productExportBench(stack: Stack, env: ImportBenchEnv, log: (line: string) => void): Promise<BenchRow[]> {
  const url = new URL(env.databaseUrl);
  url.pathname = `/${env.namespace}_catalog`;
  const catalog = knex({ client: 'pg', connection: url.toString() });
  const pid = stack.pids().catalog;
  if (pid === undefined) throw new Error('bench: catalog is not running');
  try {
    // The demo organization reaches catalog through identity's events.
    let org: { id: string } | undefined;
    for (let waited = 0; !org; waited += 500) {
      if (waited > 60_000) throw new Error('bench: catalog never heard of the demo organization');
      org = (await catalog('organizations').where({ slug: 'demo' }).first('id')) as { id: string } | undefined;
      if (!org) await sleep(500);
    }
    const seeded = performance.now();
    await catalog.transaction(async (trx) => {
      await trx.raw('SET LOCAL session_replication_role = replica');
      await trx.raw(
        `INSERT INTO products (id, org_id, sku, name, status, brand_name, size_name, category, seller_id, store_id, price,
           attractiveness, consignment_split, expiring_at, external_id)
         SELECT gen_random_uuid(), :org, 900000000 + i, 'Eksportvare ' || i || ' blå ullkåpe', 'active', 'Holzweiler', 'M', 'Coat',
                (SELECT id FROM sellers WHERE org_id = :org LIMIT 1), (SELECT id FROM stores WHERE org_id = :org LIMIT 1),
                (100 + i % 2000) * 100, 'medium', 0.5, now() + interval '90 days', 'bench-export-' || i
         FROM generate_series(1, :count) AS i`,
        { org: org.id, count: EXPORT_PRODUCTS },
      );
    });
    // A shop that grew to a million products has planner statistics for them; rows written in one go do not yet.
    await catalog.raw('VACUUM ANALYZE products');
    log(`imports: ${EXPORT_PRODUCTS} products written in ${((performance.now() - seeded) / 1000).toFixed(0)} s`);
    const token = await staffToken(stack);
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
    const started = performance.now();
    let bytes = 0;
    let lines = 0;
    try {
      const res = await fetch(`${stack.url}/api/demo/exports/products.csv?delimiter=;`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok || !res.body) throw new Error(`bench: export answered ${res.status}`);
      for await (const chunk of res.body) {
        bytes += chunk.length;
        for (const b of chunk) if (b === 0x0a) lines++;
      }
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    return [
      {
        name: `export products.csv with ${(lines - 1).toLocaleString('en')} products (streamed)`,
        value: `${seconds.toFixed(0)} s, ${(bytes / 1024 / 1024).toFixed(0)} MB; catalog RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (growth ${(peak - before).toFixed(0)} MB)`,
        target: 'memory roughly constant',
        met: peak - before < 100,
      },
    ];
  } finally {
    await catalog.transaction(async (trx) => {
      await trx.raw('SET LOCAL session_replication_role = replica');
      await trx.raw(`DELETE FROM products WHERE external_id LIKE 'bench-export-%'`);
    });
    // The million deleted rows are the newest: left to autovacuum, each product list of the next run on this
    // database (`--only LCP`, say) stepped over them in the index, 23 ms of Postgres a page instead of 0.1.
    await catalog.raw('VACUUM ANALYZE products');
    await catalog.destroy();
  }
}
