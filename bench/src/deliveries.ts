import { spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { ensureInfra } from '../../scripts/infra';
import { ROOT, startStack, type Stack } from '../../scripts/stack';
import type { BenchRow } from './report';

interface Options {
  databaseUrl: string;
  namespace: string;
}

const DELIVERIES_ON_CALENDAR = 10_000;
const STORM_REQUESTS = 1_000;
const STORM_CONCURRENCY = 200;

const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const everyDay = (from: string, to: string) => Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ from, to }]]));

/**
 * Deliveries under load, through the gateway: dates and slots of a store with 10,000 deliveries on its
 * calendar (p99 target < 20 ms), and a storm of reservations on the 20 slots of one day (exactly 20 may win;
 * the overlap count, read from the database, must be 0).
 */
export async function deliveriesBench(stack: Stack, log: (line: string) => void, opts: Options): Promise<BenchRow[]> {
  const seeded = spawnSync(process.execPath, [path.join(ROOT, 'services/identity/dist/cli/seed-demo.js')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, DATABASE_URL: opts.databaseUrl, DB_NAME: `${opts.namespace}_identity` },
  });
  if (seeded.status !== 0) throw new Error('bench: demo accounts could not be seeded');
  const login = await fetch(`${stack.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@demo.test', password: 'demo-pass-1' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const orgId = (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { org: string }).org;
  const call = async <T>(method: string, apiPath: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${stack.url}${apiPath}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as T };
  };

  async function configuredStore(name: string, schedule: Record<string, unknown>): Promise<string> {
    const store = await call<{ data: { id: string } }>('POST', '/api/demo/stores', { name });
    for (let tries = 0; ; tries++) {
      const res = await call('PUT', `/api/demo/deliveries/stores/${store.body.data.id}/schedule`, schedule);
      if (res.status === 200) return store.body.data.id;
      // The store reaches deliveries through catalog's event: retry until it has arrived.
      if (res.status !== 404 || tries > 100) throw new Error(`bench: store config ${res.status}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const today = parisToday();
  const db = new Client({ connectionString: `${opts.databaseUrl.replace(/\/[^/]*$/, '')}/${opts.namespace}_deliveries` });
  await db.connect();
  try {
    // Sellers deliveries has from identity's events: the catalog bench's volume sellers go straight into identity's
    // table and never reach this replica, and a reservation for a seller deliveries does not know is a 404.
    const sellers = (await db.query<{ id: string }>('SELECT id FROM sellers WHERE org_id = $1 ORDER BY id LIMIT 100', [orgId])).rows.map(
      (r) => r.id,
    );
    if (sellers.length === 0) throw new Error('bench: deliveries knows no seller of the demo organization');
    log(`deliveries: a store with ${DELIVERIES_ON_CALENDAR} deliveries on its calendar`);
    const busyStore = await configuredStore(`Bench calendar ${Date.now()}`, {
      enabled: true,
      slot_length: 5,
      slot_buffer: 0,
      schedule: everyDay('08:00', '20:00'),
      schedule_end_date: addDays(today, 100),
    });
    const starts: string[] = [];
    for (let day = 1; day <= 100 && starts.length < DELIVERIES_ON_CALENDAR; day++) {
      const slots = (await call<Array<{ from: string }>>('GET', `/api/demo/deliveries/${busyStore}/slots/${addDays(today, day)}`)).body;
      // Three of every four slots taken: the calendar stays bookable, and busy.
      starts.push(...slots.filter((_, i) => i % 4 !== 3).map((s) => s.from));
    }
    const taken = starts.slice(0, DELIVERIES_ON_CALENDAR);
    // Fixture rows go straight into the table: 10,000 bookings through the API would measure the setup, not the reads.
    await db.query(
      `INSERT INTO deliveries (id, org_id, store_id, seller_id, at, ends_at, status)
       SELECT gen_random_uuid(), $1, $2, ($3::uuid[])[1 + (n % array_length($3::uuid[], 1))], t, t + interval '5 minutes', 'confirmed'
         FROM unnest($4::timestamptz[]) WITH ORDINALITY AS x(t, n)`,
      [orgId, busyStore, sellers, taken],
    );
    // A calendar that filled up over months has been vacuumed and analysed; one bulk insert has not, and its
    // index-only scans would fetch every row from the heap until autovacuum comes by.
    await db.query('VACUUM ANALYZE deliveries');
    const midDate = addDays(today, 30);
    const measure = async (url: string, connections: number) => {
      const r = await autocannon({ url: `${stack.url}${url}`, headers, connections, duration: 10 });
      return { p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average), bad: r.non2xx + r.errors + r.timeouts };
    };
    // One connection gives a request's own latency (the target); ten show throughput, where p99 is mostly queueing.
    const runs: Array<{ name: string; result: Awaited<ReturnType<typeof measure>>; connections: number }> = [];
    for (const [name, url] of [
      ['dates', `/api/demo/deliveries/${busyStore}/dates`],
      ['slots of one day', `/api/demo/deliveries/${busyStore}/slots/${midDate}`],
    ] as const) {
      for (const connections of [1, 10]) {
        log(`deliveries: GET ${name}, ${connections} connection(s), 10 s`);
        runs.push({ name, connections, result: await measure(url, connections) });
      }
    }

    log(`deliveries: ${STORM_REQUESTS} concurrent reservations on the 20 slots of one day`);
    const stormStore = await configuredStore(`Bench storm ${Date.now()}`, {
      enabled: true,
      slot_length: 30,
      slot_buffer: 0,
      schedule: everyDay('08:00', '18:00'),
      schedule_end_date: addDays(today, 10),
    });
    const stormDay = addDays(today, 2);
    const stormSlots = (await call<Array<{ from: string }>>('GET', `/api/demo/deliveries/${stormStore}/slots/${stormDay}`)).body;
    const started = Date.now();
    // 200 in flight at a time: more than the gateway's listen backlog would measure TCP resets, not the database.
    const replies: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: STORM_CONCURRENCY }, async () => {
        for (let i = next++; i < STORM_REQUESTS; i = next++) {
          const body = {
            seller: { id: sellers[i % sellers.length] },
            store: { id: stormStore },
            at: stormSlots[i % stormSlots.length]!.from,
          };
          replies.push(
            await call('POST', '/api/demo/deliveries', { ...body, status: 'pending' }).then(
              (r) => r.status,
              () => 0,
            ),
          );
        }
      }),
    );
    const stormMs = Date.now() - started;
    const wins = replies.filter((s) => s === 201).length;
    const conflicts = replies.filter((s) => s === 409).length;
    const other = replies.length - wins - conflicts;
    // The ranges spelled as in the exclusion constraint, so the join probes its GiST index (seconds, not a quadratic scan).
    const overlap = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM deliveries a JOIN deliveries b
          ON a.store_id = b.store_id AND a.id < b.id AND tstzrange(a.at, a.ends_at, '[)') && tstzrange(b.at, b.ends_at, '[)')
       WHERE a.store_id = ANY($1) AND a.status IN ('pending','confirmed','completed') AND NOT a.deleted
         AND b.status IN ('pending','confirmed','completed') AND NOT b.deleted`,
      [[busyStore, stormStore]],
    );
    const overlaps = overlap.rows[0]!.n;
    return [
      ...runs.map(({ name, connections, result: r }) => ({
        name: `deliveries ${name}, store with ${taken.length} deliveries, ${connections} connection(s)`,
        value: `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.bad ? `, ${r.bad} errors` : ''}`,
        ...(connections === 1 ? { target: 'p99 < 20 ms', met: r.p99 < 20 && !r.bad } : {}),
      })),
      {
        name: `reservation storm: ${STORM_REQUESTS} requests (${STORM_CONCURRENCY} in flight) on ${stormSlots.length} slots`,
        value: `${wins} reserved, ${conflicts} conflicts (409), ${other} other, ${stormMs} ms`,
        target: `${stormSlots.length} reserved, 0 other`,
        met: wins === stormSlots.length && other === 0,
      },
      { name: 'reservation storm: overlapping live deliveries', value: String(overlaps), target: '0', met: overlaps === 0 },
    ];
  } finally {
    await db.end();
  }
}

// `npx tsx bench/src/deliveries.ts` (after a build) measures deliveries alone, on a stack and databases of
// its own: BENCH_PORT (default 28180) and BENCH_NAMESPACE (default consign_bench_deliveries).
if (require.main === module) {
  void (async () => {
    const log = (line: string) => console.log(`[bench] ${line}`);
    const namespace = process.env.BENCH_NAMESPACE ?? 'consign_bench_deliveries';
    const infra = await ensureInfra({ log });
    const stack = await startStack({
      databaseUrl: infra.databaseUrl,
      redisUrl: infra.redisUrl,
      port: Number(process.env.BENCH_PORT ?? 28180),
      namespace,
      logDir: path.join(ROOT, '.data', `${namespace}-logs`),
      log,
    });
    try {
      const rows = await deliveriesBench(stack, log, { databaseUrl: infra.databaseUrl, namespace });
      for (const row of rows)
        console.log(`${row.name}: ${row.value}${row.target ? ` (target ${row.target}${row.met ? ', met' : ', NOT met'})` : ''}`);
    } finally {
      await stack.stop();
    }
  })().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
