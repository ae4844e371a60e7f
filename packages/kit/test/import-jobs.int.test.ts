import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { ImportJobView, ImportResult } from '@consign/contracts';
import { createApp, createLogger, currentTenant, finishApp, importJobs, type AccessClaims, type Db, type ImportOptions } from '../src';
import { useTestInfra } from '../src/testing';

const infra = useTestInfra();
const log = createLogger('import-jobs-test', 'silent');
const CLAIMS: Record<string, AccessClaims> = {
  staff: { sub: 'staff', org: 'org-a', orgSlug: 'a', role: 'coworker' },
  stranger: { sub: 'stranger', org: 'org-b', orgSlug: 'b', role: 'coworker' },
};

/** What each run of the import saw: the stand-in for a service's import of sellers or products. */
const runs: Array<{ orgId: string; tenant: unknown; cells: string[][]; opts: Omit<ImportOptions, 'onProgress'> }> = [];
const things = importJobs({
  path: '/api/:org/imports/things',
  queue: 'import-things',
  run: async (_db, orgId, table, { onProgress, ...opts }) => {
    runs.push({ orgId, tenant: currentTenant(), cells: table.rows.map((r) => r.cells), opts });
    if (table.rows[0]?.cells[0] === 'boom') throw new Error('the disk is full');
    await onProgress?.(50);
    await onProgress?.(100);
    const result: ImportResult = {
      rows: table.rows.length,
      valid: table.rows.length,
      invalid: [],
      created: 1,
      updated: 0,
      columns: [],
      preview: [],
    };
    return result;
  },
});

let server: Server;
let base: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  const config = { REDIS_URL: infra.redisUrl, BUS_NAMESPACE: infra.namespace };
  const app = createApp({ log, json: { limit: '1mb', csv: [things.path] } });
  const db = {} as Db;
  things.routes(app, { db, verify: async (token) => CLAIMS[token]!, config });
  finishApp(app, log);
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stop = things.startWorker(db, config).stop;
});

afterAll(async () => {
  await stop();
  await new Promise((resolve) => server.close(resolve));
});

async function post(query: string, csv: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/a/imports/things${query}`, {
    method: 'POST',
    headers: { authorization: 'Bearer staff', 'content-type': 'text/csv', ...headers },
    body: csv,
  });
  return { status: res.status, data: ((await res.json()) as { data: ImportJobView & ImportResult }).data };
}

async function finished(id: string, token = 'staff'): Promise<ImportJobView> {
  for (;;) {
    const res = await fetch(`${base}/api/a/imports/things/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const view = ((await res.json()) as { data: ImportJobView }).data;
    if (view.state === 'completed' || view.state === 'failed') return view;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('a dry run, or a request without Prefer: respond-async, is answered in the request; with it, a job runs as its organization', async () => {
  const mapping = encodeURIComponent(JSON.stringify({ navn: 'name' }));
  expect(await post('?dryRun=true', 'navn\nkjole\n', { prefer: 'respond-async' })).toMatchObject({ status: 200, data: { rows: 1 } });
  expect(await post('', 'navn\nkjole\n')).toMatchObject({ status: 200, data: { rows: 1 } });
  expect(runs.map((r) => r.opts.dryRun)).toEqual([true, false]);

  const started = await post(`?mapping=${mapping}`, 'navn\nkjole\ngenser\n', { prefer: 'respond-async' });
  expect(started).toMatchObject({ status: 202, data: { result: null, error: null } });
  expect(await finished(started.data.id)).toEqual({
    id: started.data.id,
    state: 'completed',
    progress: 100,
    result: { rows: 2, valid: 2, invalid: [], created: 1, updated: 0, columns: [], preview: [] },
    error: null,
  });
  expect(runs[2]).toEqual({
    orgId: 'org-a',
    tenant: { kind: 'org', orgId: 'org-a' },
    cells: [['kjole'], ['genser']],
    opts: { dryRun: false, mapping: { navn: 'name' } },
  });
});

test("a job whose import throws ends failed with its error after its retries; another organization's job is a 404", async () => {
  const started = await post('', 'navn\nboom\n', { prefer: 'respond-async' });
  expect(await finished(started.data.id)).toMatchObject({ state: 'failed', result: null, error: 'the disk is full' });
  expect(runs.filter((r) => r.cells[0]?.[0] === 'boom')).toHaveLength(3);

  const res = await fetch(`${base}/api/b/imports/things/${started.data.id}`, { headers: { authorization: 'Bearer stranger' } });
  expect(res.status).toBe(404);
}, 30_000);
