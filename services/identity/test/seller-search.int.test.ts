import type { SellerMinimal, SellerView } from '@consign/contracts';
import { runAsOrg, type Db } from '@consign/kit';
import { useTestInfra } from '@consign/kit/testing';
import { Client } from 'pg';
import { listSellers } from '../src/db/sellers.repo';
import { useIdentity } from './identity-harness';

const infra = useTestInfra();
const identity = useIdentity(infra);
const SELLERS = 5000;
const KRISTOFFER = { first: 'Kristoffer', last: 'Kvalheim', email: 'kvalheim.k@example.no', phone: '+4791234567', account: 999 };

/** The migrating owner: fills the table, ANALYZEs it and reads the plans of the functions a query calls. */
let owner: Client;
let orgId: string;

beforeAll(async () => {
  const { config } = identity.service().deps;
  const url = new URL(config.DATABASE_URL);
  url.pathname = `/${config.DB_NAME}`;
  owner = new Client({ connectionString: url.toString() });
  // The database is dropped under it at the end of the file.
  owner.on('error', () => undefined);
  await owner.connect();
  orgId = (await owner.query<{ id: string }>(`SELECT id FROM organizations WHERE slug = 'demo'`)).rows[0]!.id;
  const other = (await owner.query<{ id: string }>(`SELECT id FROM organizations WHERE slug = 'other'`)).rows[0]!.id;
  // Common names, a rare 'Qvist' and 'Woll' (one- and two-letter searches that are sparse), one seller in ten deleted.
  await owner.query(
    `INSERT INTO sellers (id, org_id, account_number, first_name, last_name, email, phone, deleted_at)
     SELECT gen_random_uuid(), org, 1000 + i, f[1 + i % 7], CASE WHEN i % 211 = 0 THEN 'Qvist' WHEN i % 199 = 0 THEN 'Woll' ELSE l[1 + i % 11] END,
            lower(f[1 + i % 7]) || '.' || i || '@' || (ARRAY['gmail.com', 'online.no', 'hotmail.com'])[1 + i % 3],
            '+479' || lpad(i::text, 7, '0'), CASE WHEN i % 10 = 0 THEN now() END
     FROM generate_series(1, $3) AS i,
          (VALUES ($1::uuid), ($2::uuid)) AS o(org),
          (SELECT ARRAY['Anna', 'Ola', 'Kari', 'Lars', 'Ingrid', 'Nils', 'Sofie'] AS f,
                  ARRAY['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Berg', 'Dahl', 'Lie', 'Haugen'] AS l) AS n`,
    [orgId, other, SELLERS],
  );
  await owner.query(
    `INSERT INTO sellers (id, org_id, account_number, first_name, last_name, email, phone) VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6)`,
    [orgId, KRISTOFFER.account, KRISTOFFER.first, KRISTOFFER.last, KRISTOFFER.email, KRISTOFFER.phone],
  );
  // An @ outside the e-mail, which no form lets in but a table may hold: in a name, and in an e-mail of two.
  // Names of two words, whose own space a text of two words may span, a first name ending with another's, and a
  // name holding the same two words twice (across the names and in the last name).
  for (const [account, first, last, email] of [
    [997, 'Kari', 'Smed kari.2@hotmail.com', 'smed@example.no'],
    [998, 'Ola', 'Vik', 'x@kari.2@hotmail.com'],
    [996, 'Anne Marie', 'Vik Nilsen', 'am@example.no'],
    [995, 'Annekari', 'Bergum', 'ak@example.no'],
    [994, 'Anne', 'Mariestad', 'anne.m@example.no'],
    [993, 'Ludvik', 'Nilsen', 'lv@example.no'],
    [992, 'Sara', 'Lund Sara Lund', 'sl@example.no'],
  ])
    await owner.query(
      `INSERT INTO sellers (id, org_id, account_number, first_name, last_name, email) VALUES (gen_random_uuid(), $1, $2, $3, $4, $5)`,
      [orgId, account, first, last, email],
    );
  await owner.query('VACUUM ANALYZE sellers');
});

afterAll(() => owner?.end());

/**
 * The statements the repository sends for `run`, each run again in the owner's session as the service's
 * runtime role under the organization's setting, with the plans of every function it calls (auto_explain).
 */
async function plansOf(run: (db: Db) => Promise<unknown>): Promise<string> {
  const app = identity.service().deps.db;
  const sent: { sql: string; bindings?: unknown[] }[] = [];
  const listen = (q: { sql: string; bindings?: unknown[] }) => sent.push(q);
  app.on('query', listen);
  try {
    await runAsOrg(orgId, () => run(app));
  } finally {
    app.off('query', listen);
  }
  const plans: string[] = [];
  const collect = (msg: { message?: string }) => plans.push(msg.message ?? '');
  owner.on('notice', collect);
  try {
    await owner.query(`LOAD 'auto_explain'`);
    await owner.query('SET auto_explain.log_min_duration = 0');
    await owner.query('SET auto_explain.log_nested_statements = on');
    await owner.query('SET auto_explain.log_analyze = on');
    await owner.query('SET client_min_messages = log');
    await owner.query(`SET ROLE ${identity.service().deps.config.DB_APP_ROLE}`);
    await owner.query(`SELECT set_config('app.org_id', $1, false)`, [orgId]);
    for (const q of sent.filter((s) => !/set_config/.test(s.sql))) await owner.query(q.sql, q.bindings);
  } finally {
    await owner.query('RESET ROLE');
    await owner.query('SET client_min_messages = notice');
    owner.off('notice', collect);
  }
  return plans.join('\n');
}

const page =
  (query: string | undefined, take: number, skip = 0, withCount = true) =>
  (db: Db) =>
    listSellers(db, orgId, { query, take, skip, withCount });

test.each([
  ['the picker, a sparse name', page('kvalheim', 31, 0, false), /Bitmap Index Scan on sellers_search_trgm/],
  ['the picker, a common text (first matches in list order)', page('a', 31, 0, false), /Index Only Scan using sellers_list_order/],
  ['the picker, two rare letters', page('wo', 31, 0, false), /Bitmap Index Scan on sellers_search_grams/],
  ['the picker, a misspelled name (sound-alikes)', page('kristofer kvalhem', 31, 0, false), /Bitmap Index Scan on sellers_name_sounds/],
  ['the picker, a padded seller number', page('00999', 31, 0, false), /Bitmap Index Scan on sellers_account_text/],
  ['the picker, a whole e-mail', page('kari.2@hotmail.com', 31, 0, false), /Bitmap Index Scan on sellers_email_own_part_reversed/],
  ['the picker, a first and a last name', page('nils olsen', 31, 0, false), /Index Only Scan using sellers_name_ends/],
  ['the list, a first and a last name, with its count', page('kari hansen', 50, 100), /Bitmap Index Scan on sellers_search_apart_trgm/],
  ['the list, first page and count', page(undefined, 50), /Index Scan using seller_counts_pkey/],
  ['the list, a deep page', page(undefined, 50, 4000), /Index Cond: .*ROW\(last_name, first_name, account_number\) >= ROW/],
  ['the list searched, with its count', page('hansen', 50, 100), /Bitmap Index Scan on sellers_search_trgm/],
])('%s reads sellers through their indexes, under the organization setting', async (_name, run, index) => {
  const plans = await plansOf(run);
  expect(plans).toMatch(index);
  expect(plans).not.toMatch(/Seq Scan on sellers\b/);
  // Nor a whole index read instead: no step throws away more sellers than a walk reads (WALK_BUDGET).
  const removed = [...plans.matchAll(/Rows Removed by (?:Filter|Index Recheck): (\d+)/g)].map((m) => Number(m[1]));
  expect(Math.max(0, ...removed)).toBeLessThanOrEqual(1000);
});

/** What a search should find, in list order, from every live seller of the organization. */
async function expected(query: string): Promise<string[]> {
  const { rows } = await owner.query<{ id: string; search_text: string; account_number: number }>(
    `SELECT id, search_text, account_number FROM sellers WHERE org_id = $1 AND deleted_at IS NULL ORDER BY last_name, first_name, account_number`,
    [orgId],
  );
  const digits = /^[\d\s+-]+$/.test(query) ? query.replace(/\D/g, '') : null;
  const text = (digits ?? query).toLowerCase();
  const prefix = digits?.replace(/^0+/, '');
  return rows.filter((r) => r.search_text.includes(text) || (prefix && String(r.account_number).startsWith(prefix))).map((r) => r.id);
}

test.each([
  'a',
  'sen',
  'wo',
  'q',
  'qvist',
  'gmail',
  '12',
  '0012',
  '912 34',
  'kari.2@hotmail.com',
  'ri.2@hotmail',
  'olsen kari.2@hot',
  '+47 900 00 012',
  'nils berg',
  'KARI HANSEN',
  'ari ber',
  'kari smed',
  'smed kari.2',
  'anne marie',
  'marie vik',
  'vik nilsen',
  'kari bergum',
  'nne mar',
  'sara lund',
])(
  "'%s': the picker's first 31 and the list's pages and count are the matches in list order, whichever way they are found",
  async (query) => {
    const all = await expected(query);
    expect(all.length).toBeGreaterThan(0);
    const token = await identity.token('staff@demo.test');
    const picker = await identity.call('GET', `/api/demo/sellers?minimal=true&take=31&query=${encodeURIComponent(query)}`, token);
    expect((picker.body as { data: SellerMinimal[] }).data.map((s) => s.id)).toEqual(all.slice(0, 31));
    for (const skip of [0, 40, Math.max(0, all.length - 20)]) {
      const list = await identity.call('GET', `/api/demo/sellers?take=50&skip=${skip}&query=${encodeURIComponent(query)}`, token);
      const body = list.body as { data: SellerView[]; pagination: { count: number } };
      expect(body.pagination.count).toBe(all.length);
      expect(body.data.map((s) => s.id)).toEqual(all.slice(skip, skip + 50));
    }
  },
);

test('the unfiltered list: every page in list order, deep ones too, and the count follows creations and deletions', async () => {
  const all = await expected('');
  const token = await identity.token('staff@demo.test');
  const list = async (skip: number) =>
    (await identity.call('GET', `/api/demo/sellers?take=50&skip=${skip}`, token)).body as {
      data: SellerView[];
      pagination: { count: number };
    };
  for (const skip of [0, 1, 2500, all.length - 10, all.length + 5]) {
    const body = await list(skip);
    expect(body.pagination.count).toBe(all.length);
    expect(body.data.map((s) => s.id)).toEqual(all.slice(skip, skip + 50));
  }
  const created = await identity.call('POST', '/api/demo/sellers', token, {
    firstName: 'Nora',
    lastName: 'Nilsen',
    email: 'nora.count@demo.test',
    phoneNumber: '412 34 567',
  });
  expect(created.status).toBe(201);
  expect((await list(0)).pagination.count).toBe(all.length + 1);
  const id = (created.body as { data: SellerView }).data.id;
  expect((await identity.call('DELETE', `/api/demo/sellers?sellerId=${id}`, token)).status).toBe(204);
  expect((await list(0)).pagination.count).toBe(all.length);
});

test.each([
  ['a misspelled name', 'kristofer kvalhem'],
  ['a misspelled name, words swapped', 'kvalhem kristofer'],
  ['part of the name', 'toffer kval'],
  ['the e-mail', KRISTOFFER.email],
  ['part of the e-mail, in capitals', 'KVALHEIM.K@EXA'],
  ['the phone as stored', KRISTOFFER.phone],
  ['the phone typed with spaces', '+47 912 34 567'],
  ['the national phone number', '91234567'],
  ['the seller number', String(KRISTOFFER.account)],
  ['the padded seller number', '00999'],
])('the picker and the list find a seller by %s', async (_what, query) => {
  const token = await identity.token('staff@demo.test');
  const picker = await identity.call('GET', `/api/demo/sellers?minimal=true&take=31&query=${encodeURIComponent(query)}`, token);
  expect((picker.body as { data: SellerMinimal[] }).data.map((s) => s.fullName)).toContain('Kristoffer Kvalheim');
  const list = await identity.call('GET', `/api/demo/sellers?take=10&query=${encodeURIComponent(query)}`, token);
  expect((list.body as { data: SellerView[] }).data.map((s) => s.email)).toContain(KRISTOFFER.email);
});

test('a text of three or more characters is never checked against the one- and two-letter pieces: they are not in its plans', async () => {
  // They were: every candidate of the trigram index computed its text's pieces in the recheck, 150 ms for a name
  // that no seller has while 1,190 have its words (the bench's 'Lars Larsen').
  for (const query of ['kvalheim', 'lars haugen', 'kari.2@hotmail.com', '00999', 'kristofer kvalhem'])
    expect([query, await plansOf(page(query, 31, 0, false))]).not.toEqual([query, expect.stringMatching(/search_grams/)]);
  for (const query of ['wo', 'a']) expect(await plansOf(page(query, 31))).toMatch(/search_grams/);
});

test("a first and a last name that many share is found in the names' index, not in the whole text's trigrams with every namesake read from the table", async () => {
  const plans = await plansOf(page('nils olsen', 31, 0, false));
  expect(plans).toMatch(/Index Only Scan using sellers_name_ends/);
  expect(plans).not.toMatch(/sellers_search_trgm/);
});

test("a picker's page is planned once per connection: Postgres keeps its generic plan, and it answers as the first plan did", async () => {
  const app = identity.service().deps.db;
  const queries = ['kvalheim', 'a', 'wo', '00999', 'kristofer kvalhem'];
  // One transaction: one connection, whose prepared statements pg_prepared_statements shows.
  const { answers, statement } = await runAsOrg(orgId, () =>
    app.transaction(async (trx) => {
      const answers: string[][][] = queries.map(() => []);
      for (let round = 0; round < 3; round++) {
        for (const [i, query] of queries.entries()) {
          const { rows } = await listSellers(trx, orgId, { query, take: 31, skip: 0, withCount: false });
          answers[i]!.push(rows.map((r) => r.id));
        }
      }
      const { rows } = await trx.raw<{ rows: { generic_plans: string; custom_plans: string }[] }>(
        // The pooled connection may hold the page's other statements from earlier tests (a whole e-mail's, which
        // does not walk): this test's is the one run fifteen times.
        `SELECT generic_plans, custom_plans FROM pg_prepared_statements
         WHERE name LIKE 'seller_search_page_%' AND statement LIKE '%LIMIT 31%' AND generic_plans + custom_plans >= 15`,
      );
      return { answers, statement: rows[0] };
    }),
  );
  expect(Number(statement?.generic_plans)).toBeGreaterThan(0);
  for (const runs of answers) {
    expect(runs[0]!.length).toBeGreaterThan(0);
    for (const run of runs) expect(run).toEqual(runs[0]);
  }
});

test('a whole e-mail is looked up by its own part and then checked whole: the same part at another domain is no match, an @ outside an e-mail still is', async () => {
  const token = await identity.token('staff@demo.test');
  const picked = async (query: string) =>
    (
      (await identity.call('GET', `/api/demo/sellers?minimal=true&take=31&query=${encodeURIComponent(query)}`, token)).body as {
        data: SellerMinimal[];
      }
    ).data;
  expect((await picked('kari.2@hotmail.com')).map((s) => s.fullName)).toEqual(['Kari Olsen', 'Kari Smed kari.2@hotmail.com', 'Ola Vik']);
  expect(await picked('kari.2@gmail.com')).toEqual([]);
  const list = await identity.call('GET', `/api/demo/sellers?take=50&query=${encodeURIComponent('kari.2@gmail.com')}`, token);
  expect((list.body as { pagination: { count: number } }).pagination.count).toBe(0);
});
