import { asSystem } from '@consign/kit';
import { seededShuffle } from '@consign/kit/random';
import { registeredRoutes } from '@consign/kit/testing';
import type { Knex } from 'knex';
import { ORGANIZATION_SECTIONS, WEBHOOK_EVENT_TYPES } from '@consign/contracts';
import { ROUTES, matchRoute } from '../../services/gateway/src/domain/route-table';
import type { ServiceName } from '../stack';
import type { FuzzTarget } from './fuzz-target';

/**
 * The input-hardening pass: every route the running apps serve (and every prefix of the gateway's table)
 * gets generated hostile requests. Each answer must be a 4xx JSON with a `message` (a read may also
 * answer 2xx), never a 5xx; no refused request may change a row (row counts per table before and after).
 */

export type Category =
  | 'path'
  | 'query'
  | 'junk-body'
  | 'wrong-type'
  | 'hostile-value'
  | 'signed-number'
  | 'lone-surrogate'
  | 'url-scheme'
  | 'address-form'
  | 'upload';

export interface FuzzCase {
  category: Category;
  label: string;
  method: string;
  /** Path and query, already encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Sent to this service directly (its route is not in the gateway's table), else through the gateway. */
  direct?: ServiceName;
  /** A value that must never be stored: a 2xx answer that echoes it is a violation (an unsafe URL kept). */
  mustNotStore?: string;
  /** One of the classes a sampled run always sends a route at least one case of (`GUARANTEED_CLASSES`). */
  guaranteed?: string;
}

/**
 * The classes issue 20 added (lone surrogates, non-http URL schemes, IPv6 address forms, prototype names as
 * path segments): a sampled run (`casesPerRoute`) sends every route one case of each class it has a place
 * for, so a quick run cannot leave them out by chance. A settings route has a place for URL schemes in each
 * section that keeps a URL.
 */
export const GUARANTEED_CLASSES = ['lone-surrogate', 'url-scheme', 'address-form', 'prototype-path'] as const;

export interface Finding {
  kind: '5xx' | 'bad-error-body' | 'no-answer' | 'accepted-write' | 'changed-rows' | 'stored-unsafe-value';
  route: string;
  category: Category | 'rows';
  label: string;
  status?: number;
  detail: string;
  /** A curl line that repeats the request (a token stands for the staff's bearer token). */
  repro?: string;
}

export interface FuzzReport {
  routes: number;
  requests: number;
  byCategory: Record<string, { requests: number; refused: number; ok: number; errors: number }>;
  byStatus: Record<string, number>;
  /** Requests sent per guaranteed class (`GUARANTEED_CLASSES`; `url-scheme <section>` for a settings section). */
  byClass: Record<string, number>;
  /** 5xx, error answers without a JSON message, requests that got no answer, refused requests that changed rows. */
  violations: Finding[];
  /** Writes answered 2xx that changed rows: valid-looking hostile input (e.g. a unicode name) a service accepted. */
  accepted: Finding[];
  seconds: number;
}

export interface FuzzOptions {
  /** At most this many cases per route (a seeded sample); all when unset. */
  casesPerRoute?: number;
  seed?: number;
  /** Large cases (2 MB bodies, 12 MB uploads) are left out of quick runs. */
  large?: boolean;
  concurrency?: number;
  log?: (line: string) => void;
}

const FAKE_UUID = '0195f3a0-0000-7000-8000-00000000dead';
const HUGE = 'A'.repeat(100_000);
const UNICODE = '\u202Eevil\u0000\uFEFF😀𝕏\u0301\uFFFF\uD800';
const TRAVERSAL = '../../../../etc/passwd';
/** JSON can carry integers a JS number cannot: this stand-in is swapped for 2^53 + 1 in the body's text. */
const UNSAFE_INTEGER = 'unsafe-integer-stand-in';
const jsonBody = (value: unknown) => JSON.stringify(value).replaceAll(`"${UNSAFE_INTEGER}"`, '9007199254740993');

/** Field names the contracts use across services; a body sets them all at once, so at least one is wrong. */
const FIELDS = [
  'name',
  'email',
  'password',
  'token',
  'phone',
  'price',
  'amount',
  'consignmentSplit',
  'status',
  'date',
  'from',
  'to',
  'startsAt',
  'slot',
  'seller',
  'store',
  'storeId',
  'sellerId',
  'ids',
  'details',
  'query',
  'url',
  'secret',
  'eventTypes',
  'enabled',
  'filename',
  'title',
  'body',
  'bankAccountNumber',
  'currency',
  'type',
];

const allFields = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

const WRONG_TYPES: Record<string, unknown> = {
  'all numbers': 1e308,
  'all arrays': [1, 'x', null],
  'all objects': { a: { b: 1 } },
  'all booleans': true,
  'all null': null,
  'all negative': -1,
};

const HOSTILE_VALUES: Record<string, unknown> = {
  'huge string (100k)': HUGE,
  'unicode (bidi, NUL, lone surrogate)': UNICODE,
  'lone high surrogate': 'name\uD800',
  'lone low surrogate': '\uDC00name',
  'surrogates out of order': '\uDE00\uD83D',
  'negative money': -0.01,
  'fractional money (3 decimals)': 10.005,
  'money as text with comma': '1,005.999',
  'huge number': 1e308,
  'unsafe integer (2^53 + 1)': UNSAFE_INTEGER,
  'NaN text': 'NaN',
  'DST gap (Paris 2026-03-29 02:30)': '2026-03-29T02:30:00',
  'DST overlap (Paris 2026-10-25 02:30)': '2026-10-25T02:30:00',
  'impossible date': '2026-02-30',
  'path traversal': TRAVERSAL,
  script: '<script>alert(1)</script>',
};

/** Money and numbers as text with a sign: each sent alone in one numeric field, so nothing else fails first. */
const SIGNED_NUMBERS = ['-5', '+5', '-0', '\u22125', '-1e3', ' -5,50 '];
const NUMERIC_FIELDS = ['price', 'amount', 'consignmentSplit', 'count', 'expiryDays', 'slotMinutes'];

/** Lone UTF-16 surrogates, each sent alone in one text field, so the text reaches storage when nothing else is wrong. */
const LONE_SURROGATES = {
  'lone high surrogate': 'Coat \uD800',
  'lone low surrogate': '\uDC00 coat',
  'surrogates reversed': '\uDE00\uD83D',
};
const TEXT_FIELDS = ['name', 'firstName', 'lastName', 'note', 'title', 'subject', 'details', 'primaryColor'];

/** URL schemes that run or read something where a URL becomes an href, an img src or a navigation. */
const URL_SCHEMES = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'vbscript:msgbox(1)',
];
/** Loopback and private addresses in the IPv6 forms that carry them; a webhook must refuse every one. */
const ADDRESS_FORMS = [
  '[::1]',
  '[::127.0.0.1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:a9fe:a9fe]',
  '[64:ff9b::7f00:1]',
  '[64:ff9b:1::a00:1]',
  '[2002:7f00:1::]',
  '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
  '[fd00::1]',
  '[fe80::1]',
  '[::]',
  '0x7f.1',
  '2130706433',
];
/** Every field the contracts keep a URL in. */
const urlBody = (url: string) => ({ url, logoUrl: url, forwardUrlLogOut: url, cta: { url, text: 'Open' } });
/** A webhook endpoint that is valid but for its address. */
const webhookBody = (url: string) => ({ url, secret: 'fuzz-secret-fuzz-secret', eventTypes: [WEBHOOK_EVENT_TYPES[0]] });

/** Names every plain object inherits: as path segments they must be unknown, never a lookup that finds a function. */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__'];

/** Nested as objects and inside a field, past any contract's depth (arrays at the top level are a junk body below). */
const nested = (depth: number, inner: string) => `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;

function junkBodies(large: boolean): Array<{ label: string; body: string; contentType: string }> {
  return [
    { label: 'malformed JSON', body: '{"name": "x",', contentType: 'application/json' },
    { label: 'JSON array', body: '[]', contentType: 'application/json' },
    { label: 'JSON null', body: 'null', contentType: 'application/json' },
    { label: 'JSON number', body: '42', contentType: 'application/json' },
    { label: 'JSON string', body: '"x"', contentType: 'application/json' },
    { label: 'deep nesting', body: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
    { label: 'deep nesting (objects)', body: nested(5000, '1'), contentType: 'application/json' },
    {
      label: 'deep nesting (64, in a field)',
      body: `{"content":[${nested(64, '"x"')}],"body":${nested(64, '[]')}}`,
      contentType: 'application/json',
    },
    {
      label: 'deep rich text',
      body: `{"content":[${'{"type":"bulleted-list","children":['.repeat(3000)}{"type":"paragraph","children":[{"text":"x"}]}${']}'.repeat(3000)}]}`,
      contentType: 'application/json',
    },
    { label: 'lone surrogate as a key', body: '{"\\ud800":"x","name":"x"}', contentType: 'application/json' },
    {
      label: 'prototype keys',
      body: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}',
      contentType: 'application/json',
    },
    {
      label: 'prototype key inside a field',
      body: '{"name":"x","config":{"__proto__":{"isAdmin":true}}}',
      contentType: 'application/json',
    },
    { label: 'text body', body: 'name=x&price=1', contentType: 'text/plain' },
    { label: 'unsupported charset', body: '{"name":"x"}', contentType: 'application/json; charset=latin1' },
    ...(large
      ? [{ label: 'oversized body (2 MB)', body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }), contentType: 'application/json' }]
      : []),
  ];
}

const QUERIES: Record<string, string> = {
  'negative take': 'take=-1&skip=-5',
  'huge take': 'take=1e309&skip=99999999999999999999',
  'text take': 'take=abc&skip=%00',
  'huge query': `query=${'q'.repeat(20_000)}`,
  'unicode query': `query=${encodeURIComponent(UNICODE.replace('\uD800', ''))}`,
  'array params': 'take[]=1&take[]=2&status[]=x&query[a]=b',
  'DST dates': 'from=2026-03-29T02:30:00&to=2026-10-25T02:30:00&date=2026-03-29',
  'bad dates': 'from=2026-02-30&to=not-a-date&date=99999-01-01',
  'prototype keys': '__proto__[x]=1&constructor[prototype][y]=2',
  'prototype key in brackets': 'filters[__proto__]=1&filters[constructor]=2',
  'ids not ids': 'ids=not-an-id,1&sellerId=-1&storeId=__proto__',
  'lone surrogate (as UTF-8 bytes)': 'query=%ED%A0%80&name=%ED%B0%80',
  'signed numbers': 'take=-0&skip=+5&from=-2026-01-01&minPrice=-5',
};

/** A real id for a parameter when this run has one of that kind (`/sellers/:id`, `:storeId`, …). */
function realParam(path: string, param: string, ids: FuzzTarget['ids']): string | undefined {
  const byName: Record<string, keyof FuzzTarget['ids']> = { storeId: 'store', sellerId: 'seller', productId: 'product' };
  if (byName[param]) return ids[byName[param]];
  if (param !== 'id') return undefined;
  const before = path.split('/:id')[0]!.split('/').pop()!;
  const byCollection: Record<string, keyof FuzzTarget['ids']> = {
    sellers: 'seller',
    products: 'product',
    stores: 'store',
    coworkers: 'coworker',
  };
  return byCollection[before] ? ids[byCollection[before]] : undefined;
}

function concretize(path: string, value: (param: string) => string): string {
  return path.replace(/:(\w+)/g, (_m, p: string) => (p === 'org' ? 'demo' : value(p)));
}

export interface RouteSpec {
  key: string;
  method: string;
  path: string;
  service: ServiceName | 'gateway';
}

/** Every route served: the services' and the gateway's own, and each prefix of the gateway's table. */
export function fuzzRoutes(target: FuzzTarget): RouteSpec[] {
  const specs: RouteSpec[] = [];
  for (const [service, running] of Object.entries(target.services) as [ServiceName, FuzzTarget['services'][ServiceName]][])
    for (const r of registeredRoutes(running.app))
      specs.push({ key: `${service} ${r.method} ${r.path}`, method: r.method, path: r.path, service });
  for (const r of registeredRoutes(target.gatewayApp.express))
    specs.push({ key: `gateway ${r.method} ${r.path}`, method: r.method, path: r.path, service: 'gateway' });
  for (const entry of ROUTES)
    for (const method of ['GET', 'POST'])
      specs.push({ key: `gateway-table ${method} ${entry.prefix}/…`, method, path: `${entry.prefix}/:unknown`, service: 'gateway' });
  return specs;
}

function casesFor(route: RouteSpec, target: FuzzTarget, large: boolean): FuzzCase[] {
  const auth = { authorization: `Bearer ${target.staff.token}` };
  const writes = route.method !== 'GET' && route.method !== 'HEAD';
  const direct = route.service !== 'gateway' && !matchRoute(concretize(route.path, () => FAKE_UUID)) ? route.service : undefined;
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!).filter((p) => p !== 'org');
  const cases: FuzzCase[] = [];
  const base = (category: Category, label: string, url: string, extra: Partial<FuzzCase> = {}): FuzzCase => ({
    category,
    label,
    method: route.method,
    url,
    headers: { ...auth },
    ...(direct ? { direct } : {}),
    ...extra,
  });

  // Paths: real ids where this run has them (never for a body-less write: it would be a valid request),
  // an id that does not exist, and ids that are not ids at all.
  const real = concretize(route.path, (p) => realParam(route.path, p, target.ids) ?? FAKE_UUID);
  const missing = concretize(route.path, () => FAKE_UUID);
  const usable = writes && route.method === 'DELETE' ? missing : real;
  if (params.length) {
    for (const [label, value] of [
      ['id that is not an id', 'not-an-id'],
      ['encoded path traversal', encodeURIComponent(TRAVERSAL)],
      ['huge id', '9'.repeat(5000)],
      ['unicode id', encodeURIComponent(UNICODE.replace('\uD800', ''))],
      ['negative number id', '-1'],
      ['huge number id', '1e309'],
      ...PROTOTYPE_NAMES.map((name) => [`prototype name '${name}' as id`, name] as const),
    ] as const)
      cases.push(
        base(
          'path',
          label,
          concretize(route.path, () => value),
          {
            ...(writes ? { headers: { ...auth, 'content-type': 'application/json' }, body: '{}' } : {}),
            ...((PROTOTYPE_NAMES as readonly string[]).includes(value) ? { guaranteed: 'prototype-path' } : {}),
          },
        ),
      );
    if (!writes) cases.push(base('path', 'id of nothing', missing));
  }
  if (!writes) {
    for (const [label, query] of Object.entries(QUERIES)) cases.push(base('query', label, `${usable}?${query}`));
    return cases;
  }

  const json = { ...auth, 'content-type': 'application/json' };
  for (const junk of junkBodies(large))
    cases.push(base('junk-body', junk.label, usable, { headers: { ...auth, 'content-type': junk.contentType }, body: junk.body }));
  for (const [label, value] of Object.entries(WRONG_TYPES))
    cases.push(base('wrong-type', label, usable, { headers: json, body: JSON.stringify(allFields(value)) }));
  for (const [label, value] of Object.entries(HOSTILE_VALUES))
    if (large || label !== 'huge string (100k)')
      cases.push(base('hostile-value', label, usable, { headers: json, body: jsonBody(allFields(value)) }));
  for (const field of NUMERIC_FIELDS)
    for (const value of SIGNED_NUMBERS)
      cases.push(base('signed-number', `${field}: '${value}'`, usable, { headers: json, body: JSON.stringify({ [field]: value }) }));
  for (const field of TEXT_FIELDS)
    for (const [label, value] of Object.entries(LONE_SURROGATES))
      cases.push(
        base('lone-surrogate', `${field}: ${label}`, usable, {
          headers: json,
          body: JSON.stringify({ [field]: value }),
          guaranteed: 'lone-surrogate',
        }),
      );
  // A settings route is aimed at each of its sections, where the URL fields live (brand, seller-experience).
  const urlTargets: Array<{ url: string; guaranteed?: string }> = route.path.includes(':section')
    ? Object.entries(ORGANIZATION_SECTIONS).map(([section, schema]) => ({
        url: concretize(route.path, (p) => (p === 'section' ? section : FAKE_UUID)),
        ...(Object.keys(schema.shape).some((field) => field in urlBody('')) ? { guaranteed: `url-scheme ${section}` } : {}),
      }))
    : [{ url: usable, guaranteed: 'url-scheme' }];
  for (const target of urlTargets)
    for (const url of URL_SCHEMES)
      cases.push(
        base('url-scheme', url, target.url, {
          headers: json,
          body: JSON.stringify(urlBody(url)),
          mustNotStore: url,
          ...(target.guaranteed ? { guaranteed: target.guaranteed } : {}),
        }),
      );
  for (const host of ADDRESS_FORMS) {
    const url = `http://${host}:9/hook`;
    cases.push(
      base('address-form', url, usable, {
        headers: json,
        body: JSON.stringify(webhookBody(url)),
        mustNotStore: host,
        guaranteed: 'address-form',
      }),
    );
  }
  if (/media|upload|import|image/.test(route.path) && route.method === 'POST')
    cases.push(...uploadCases(route, usable, auth, large, direct));
  return cases;
}

function multipart(files: Array<{ filename: string; type: string; content: Buffer }>): { body: Buffer; contentType: string } {
  const boundary = `----consign-fuzz-${Math.random().toString(16).slice(2)}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    ]),
  );
  return { body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function uploadCases(route: RouteSpec, url: string, auth: Record<string, string>, large: boolean, direct?: ServiceName): FuzzCase[] {
  const make = (label: string, files: Array<{ filename: string; type: string; content: Buffer }>): FuzzCase => {
    const { body, contentType } = multipart(files);
    return {
      category: 'upload',
      label,
      method: route.method,
      url,
      headers: { ...auth, 'content-type': contentType },
      body,
      ...(direct ? { direct } : {}),
    };
  };
  const notAnImage = Buffer.from('#!/bin/sh\necho pwned\n');
  return [
    make('traversal in file name', [{ filename: `${TRAVERSAL}.jpg`, type: 'image/jpeg', content: notAnImage }]),
    make('not an image, image type', [{ filename: 'photo.jpg', type: 'image/jpeg', content: notAnImage }]),
    make('unicode file name', [{ filename: `${UNICODE.replace('\uD800', '')}.png`, type: 'image/png', content: notAnImage }]),
    make('truncated multipart', []),
    ...(large
      ? [make('oversized image (12 MB)', [{ filename: 'big.jpg', type: 'image/jpeg', content: Buffer.alloc(12 * 1024 * 1024, 0xff) }])]
      : []),
  ];
}

/**
 * A seeded sample, so a sampled run is the same every time: one case of each guaranteed class the route has,
 * then others up to n (at least one beyond the guaranteed ones).
 */
export function sampleCases(cases: FuzzCase[], n: number | undefined, seed: number): FuzzCase[] {
  if (n === undefined || cases.length <= n) return cases;
  const shuffled = seededShuffle(cases, seed);
  const kept = new Set<FuzzCase>();
  const classes = new Set<string>();
  for (const c of shuffled)
    if (c.guaranteed && !classes.has(c.guaranteed)) {
      classes.add(c.guaranteed);
      kept.add(c);
    }
  const size = Math.max(n, kept.size + 1);
  for (const c of shuffled) {
    if (kept.size >= size) break;
    kept.add(c);
  }
  return shuffled.filter((c) => kept.has(c));
}

/** Each route with the cases a run sends it (all, or a seeded sample of `casesPerRoute`). */
export function fuzzPlan(target: FuzzTarget, opts: FuzzOptions = {}): Array<{ route: RouteSpec; cases: FuzzCase[]; all: FuzzCase[] }> {
  // 'Log out everywhere' revokes the staff token every other case is sent with: it is fuzzed last.
  const endsTheSession = (r: RouteSpec) => Number(r.path === '/api/auth/logout-all');
  const routes = fuzzRoutes(target).sort((a, b) => endsTheSession(a) - endsTheSession(b));
  return routes.map((route, i) => {
    const all = casesFor(route, target, opts.large ?? false);
    return { route, all, cases: sampleCases(all, opts.casesPerRoute, (opts.seed ?? 1) + i) };
  });
}

/** Rows per table of every service (the outbox and inbox included). */
async function rowCounts(target: FuzzTarget): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const [service, running] of Object.entries(target.services)) {
    const db = running.deps.db as unknown as Knex;
    const tables = (await db.raw(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'knex_%'`,
    )) as { rows: { table_name: string }[] };
    for (const { table_name } of tables.rows) {
      // As system: the services run under row-level security, and the check must see every organization's rows.
      const [row] = (await asSystem('fuzz: row counts across organizations', () => db(table_name).count({ n: '*' }))) as { n: string }[];
      counts.set(`${service}.${table_name}`, Number(row!.n));
    }
  }
  return counts;
}

/** Waits until no service has an unpublished outbox row and the consumers had a moment to apply them. */
async function settle(target: FuzzTarget): Promise<void> {
  for (let i = 0; i < 60; i++) {
    let pending = 0;
    for (const running of Object.values(target.services)) {
      const [row] = (await (running.deps.db as unknown as Knex)('outbox')
        .whereNull('published_at')
        .whereNull('abandoned_at')
        .count({ n: '*' })) as { n: string }[];
      pending += Number(row!.n);
    }
    if (pending === 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  await new Promise((r) => setTimeout(r, 1500));
}

function curl(c: FuzzCase, baseUrl: string): string {
  const headers = Object.entries(c.headers)
    .map(([k, v]) => `-H '${k}: ${k === 'authorization' ? 'Bearer $TOKEN' : v}'`)
    .join(' ');
  const body =
    c.body === undefined
      ? ''
      : Buffer.isBuffer(c.body)
        ? ' --data-binary @<multipart body>'
        : c.body.length > 300
          ? ` --data '<${c.body.length} bytes: ${c.body.slice(0, 60)}…>'`
          : ` --data '${c.body}'`;
  const url = `${baseUrl}${c.url}`;
  return `curl -X ${c.method} ${headers}${body} '${url.length > 300 ? `${url.slice(0, 300)}…` : url}'`;
}

export async function runFuzz(target: FuzzTarget, opts: FuzzOptions = {}): Promise<FuzzReport> {
  const started = Date.now();
  const log = opts.log ?? (() => undefined);
  const plan = fuzzPlan(target, opts);
  const report: FuzzReport = {
    routes: plan.length,
    requests: plan.reduce((n, p) => n + p.cases.length, 0),
    byCategory: {},
    byStatus: {},
    byClass: {},
    violations: [],
    accepted: [],
    seconds: 0,
  };
  log(`fuzz: ${report.routes} routes, ${report.requests} requests`);
  await settle(target);
  let before = await rowCounts(target);

  for (const { route, cases } of plan) {
    const writesAnswered: Finding[] = [];
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const c = cases[next++]!;
        const outcome = await send(route, c, target, report);
        if (outcome) writesAnswered.push(outcome);
      }
    };
    await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, worker));
    // Rows per route: a change is either an accepted write's doing (listed with it) or a refused request's (a violation).
    if (writesAnswered.length) await settle(target);
    const after = await rowCounts(target);
    const changes = [...after]
      .filter(([table, n]) => n !== (before.get(table) ?? 0))
      .map(([table, n]) => `${table} ${before.get(table) ?? 0} → ${n}`);
    if (changes.length) {
      if (writesAnswered.length)
        report.accepted.push(...writesAnswered.map((f) => ({ ...f, detail: `rows: ${changes.join(', ')}; answer: ${f.detail}` })));
      else
        report.violations.push({
          kind: 'changed-rows',
          route: route.key,
          category: 'rows',
          label: 'rows before/after',
          detail: changes.join(', '),
        });
    }
    before = after;
  }
  report.seconds = Math.round((Date.now() - started) / 100) / 10;
  return report;
}

/** Sends one case and judges the answer; returns a finding when a write was answered 2xx (its rows are checked by the caller). */
async function send(route: RouteSpec, c: FuzzCase, target: FuzzTarget, report: FuzzReport): Promise<Finding | undefined> {
  const baseUrl = c.direct ? target.services[c.direct].url : target.gatewayUrl;
  const cat = (report.byCategory[c.category] ??= { requests: 0, refused: 0, ok: 0, errors: 0 });
  cat.requests++;
  if (c.guaranteed) report.byClass[c.guaranteed] = (report.byClass[c.guaranteed] ?? 0) + 1;
  let status: number;
  let text: string;
  try {
    const res = await fetch(`${baseUrl}${c.url}`, {
      method: c.method,
      headers: c.headers,
      ...(c.body === undefined ? {} : { body: c.body }),
      signal: AbortSignal.timeout(30_000),
    });
    status = res.status;
    text = await res.text();
  } catch (err) {
    cat.errors++;
    // Duck-typed: under jest, fetch's errors come from another realm and are not `instanceof Error` here.
    const { message, cause } = err as { message?: unknown; cause?: { code?: unknown; message?: unknown } };
    const why = cause ? ` (${[cause.code, cause.message].filter(Boolean).join(': ') || String(cause)})` : '';
    report.violations.push({
      kind: 'no-answer',
      route: route.key,
      category: c.category,
      label: c.label,
      detail: `${typeof message === 'string' ? message : String(err)}${why}`,
      repro: curl(c, baseUrl),
    });
    return undefined;
  }
  report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
  const finding = (kind: Finding['kind'], detail: string): Finding => ({
    kind,
    route: route.key,
    category: c.category,
    label: c.label,
    status,
    detail: detail.slice(0, 300),
    repro: curl(c, baseUrl),
  });
  if (status >= 500) {
    cat.errors++;
    report.violations.push(finding('5xx', text));
    return undefined;
  }
  if (status >= 400) {
    cat.refused++;
    let message: unknown;
    try {
      message = (JSON.parse(text) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    if (typeof message !== 'string' || !message.trim()) report.violations.push(finding('bad-error-body', text || '(empty)'));
    return undefined;
  }
  cat.ok++;
  if (c.mustNotStore && text.includes(JSON.stringify(c.mustNotStore).slice(1, -1))) {
    report.violations.push(finding('stored-unsafe-value', text));
    return undefined;
  }
  return c.method === 'GET' ? undefined : finding('accepted-write', text);
}

/** The report as markdown, in the manner of bench/results. */
export function fuzzMarkdown(report: FuzzReport, title = 'Input hardening (fuzz pass)'): string {
  const lines = [
    `# ${title}`,
    '',
    `${report.routes} routes, ${report.requests} requests in ${report.seconds} s: ${report.violations.length} violations, ${report.accepted.length} writes accepted.`,
    '',
    '| category | requests | refused (4xx) | answered 2xx/3xx | 5xx or no answer |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...Object.entries(report.byCategory).map(([c, v]) => `| ${c} | ${v.requests} | ${v.refused} | ${v.ok} | ${v.errors} |`),
    '',
    '| status | count |',
    '| --- | ---: |',
    ...Object.entries(report.byStatus)
      .sort()
      .map(([s, n]) => `| ${s} | ${n} |`),
  ];
  const table = (heading: string, findings: Finding[]) =>
    findings.length
      ? [
          '',
          `## ${heading}`,
          '',
          '| kind | route | case | status | answer | reproduction |',
          '| --- | --- | --- | ---: | --- | --- |',
          ...findings.map(
            (f) =>
              `| ${f.kind} | ${f.route} | ${f.category}: ${f.label} | ${f.status ?? ''} | ${f.detail.replace(/\|/g, '\\|').replace(/\n/g, ' ').slice(0, 160)} | \`${(f.repro ?? '').replace(/\|/g, '\\|').slice(0, 400)}\` |`,
          ),
        ]
      : [];
  return [...lines, ...table('Violations', report.violations), ...table('Writes accepted', report.accepted), ''].join('\n');
}
