import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { AppError, MESSAGES, RULE_MESSAGES, apiMessage, errorBodySchema } from '@consign/contracts';
import { z } from 'zod';
import { createApp, createLogger, finishApp, parseInput, sendRevalidatable } from '../src';

const log = createLogger('http-test', 'silent');
let server: Server;
let base: string;
let dbUp = true;

beforeAll(async () => {
  const db = async () => {
    if (!dbUp) throw new Error('connection refused');
  };
  const app = createApp({ log, readiness: { db } });
  app.post('/things', (req, res) => {
    const body = parseInput(z.object({ name: z.string().min(1, MESSAGES.sellers.firstNameRequired) }), req.body);
    res.status(201).json(body);
  });
  // A schema wording its own messages (catalogued) beside fields left to zod's wording.
  app.post('/forms', (req, res) => {
    const schema = z.object({
      bank: z.string({ message: MESSAGES.sellerPayout.bankAccountRequired }),
      title: z.string().min(3),
      count: z.number().int().max(10),
      kind: z.enum(['a', 'b']),
    });
    res.status(201).json(parseInput(schema, req.body));
  });
  app.get('/conflict', () => {
    throw AppError.conflict(RULE_MESSAGES.sellers.alreadyDeleted, 'already_deleted');
  });
  app.get('/limited', () => {
    throw AppError.rateLimited(apiMessage('auth.tooManyAttempts', { minutes: 3 }));
  });
  app.get('/uncatalogued', () => {
    throw AppError.invalid('A text nobody catalogued');
  });
  app.get('/api/demo/things', (_req, res) => {
    res.json({ data: [{ name: 'a list a browser does not keep' }] });
  });
  app.get('/api/demo/kept', (_req, res) => {
    res.setHeader('cache-control', 'private, max-age=0, must-revalidate');
    sendRevalidatable(res, { data: [{ name: 'Majorstuen' }] });
  });
  app.get('/api/demo/kept.pdf', (_req, res) => {
    res.setHeader('content-type', 'application/pdf');
    res.setHeader('cache-control', 'private, no-cache');
    sendRevalidatable(res, Buffer.from('%PDF-1.4 a label'));
  });
  app.get('/boom', () => {
    throw new Error('secret internals');
  });
  finishApp(app, log);
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((r) => server.close(r)));

const post = (path: string, body: string) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

test('validation failures are 400 with the schema message, its code, and details', async () => {
  const res = await post('/things', '{"name":""}');
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({
    message: 'First name is required',
    code: 'sellers.firstNameRequired',
    details: [{ path: 'name', message: 'First name is required', code: 'sellers.firstNameRequired' }],
  });
});

test("every field issue carries its code: the schema's own message, else the catalogue's words for zod's", async () => {
  const res = await post('/forms', JSON.stringify({ title: 'ab', count: 11.5, kind: 'c' }));
  const body = errorBodySchema.parse(await res.json());
  expect([res.status, body.message, body.code]).toEqual([400, 'Bank account number is required', 'sellerPayout.bankAccountRequired']);
  expect(body.details).toEqual([
    { path: 'bank', message: 'Bank account number is required', code: 'sellerPayout.bankAccountRequired' },
    { path: 'title', message: 'Must be at least 3 characters', code: 'rules.validation.tooShort', params: { minimum: 3 } },
    { path: 'count', message: 'Must be a whole number', code: 'rules.validation.wholeNumber' },
    { path: 'kind', message: 'Must be one of: a, b', code: 'rules.validation.oneOf', params: { options: 'a, b' } },
  ]);
  const missing = errorBodySchema.parse(await (await post('/forms', JSON.stringify({ bank: '1', count: 1, kind: 'a' }))).json());
  expect(missing.details).toEqual([{ path: 'title', message: 'Required', code: 'common.required' }]);
});

test('app errors keep their status; the body names the message by code (with params) and the reason apart', async () => {
  const conflict = await fetch(`${base}/conflict`);
  expect(conflict.status).toBe(409);
  expect(await conflict.json()).toEqual({
    message: 'Seller is already deleted',
    code: 'rules.sellers.alreadyDeleted',
    reason: 'already_deleted',
  });
  const limited = await fetch(`${base}/limited`);
  expect([limited.status, await limited.json()]).toEqual([
    429,
    { message: 'Too many sign-in attempts. Please try again in 3 minutes.', code: 'auth.tooManyAttempts', params: { minutes: 3 } },
  ]);
  // A text outside the catalogue still leaves as the one shape, without a code (and the log says so).
  expect(await (await fetch(`${base}/uncatalogued`)).json()).toEqual({ message: 'A text nobody catalogued' });
  const boom = await fetch(`${base}/boom`);
  expect(boom.status).toBe(500);
  expect(await boom.text()).toBe('{"message":"An unexpected error occurred","code":"common.unexpected"}');
});

test('malformed and oversized JSON bodies get clear 4xx answers', async () => {
  const malformed = await post('/things', '{"name":');
  expect(malformed.status).toBe(400);
  expect(await malformed.json()).toEqual({ message: 'Malformed JSON body', code: 'rules.http.malformedJson' });
  const huge = await post('/things', JSON.stringify({ name: 'x'.repeat(2_000_000) }));
  expect(huge.status).toBe(413);
  expect(await huge.json()).toMatchObject({
    message: 'Request body is too large',
    code: 'rules.http.bodyTooLarge',
    reason: 'payload_too_large',
  });
});

test('unknown routes are 404 JSON', async () => {
  const res = await fetch(`${base}/nope`);
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({
    message: 'No route for GET /nope',
    code: 'rules.http.noRoute',
    params: { method: 'GET', path: '/nope' },
  });
});

test('/healthz is the process, /readyz its dependencies', async () => {
  expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
  expect((await fetch(`${base}/readyz`)).status).toBe(200);
  dbUp = false;
  const down = await fetch(`${base}/readyz`);
  expect(down.status).toBe(503);
  expect(await down.json()).toEqual({ status: 'not ready', checks: { db: 'connection refused' } });
  dbUp = true;
});

test('/metrics exposes Prometheus text including request durations', async () => {
  await fetch(`${base}/healthz`);
  const text = await (await fetch(`${base}/metrics`)).text();
  expect(text).toContain('consign_http_request_duration_seconds_bucket');
  expect(text).toContain('process_cpu_seconds_total');
});

test('security headers are set and x-powered-by is not', async () => {
  const res = await fetch(`${base}/healthz`);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-powered-by')).toBeNull();
});

// As a browser revalidates a copy it keeps (fetch given an if-none-match alone would add 'cache-control: no-cache').
const revalidate = (path: string, validator: string) =>
  fetch(`${base}${path}`, { headers: { 'if-none-match': validator, 'cache-control': 'max-age=0' } });

test('a no-store API answer carries no validator; one a browser keeps does, and asked again unchanged it is a 304', async () => {
  const list = await fetch(`${base}/api/demo/things`);
  expect(list.headers.get('cache-control')).toBe('no-store');
  expect(list.headers.get('etag')).toBeNull();

  const kept = await fetch(`${base}/api/demo/kept`);
  expect(kept.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(await kept.json()).toEqual({ data: [{ name: 'Majorstuen' }] });
  const validator = kept.headers.get('etag');
  expect(validator).toMatch(/^W\/"/);
  const again = await revalidate('/api/demo/kept', validator!);
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
  expect((await revalidate('/api/demo/kept', 'W/"other"')).status).toBe(200);

  const pdf = await fetch(`${base}/api/demo/kept.pdf`);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  expect(Buffer.from(await pdf.arrayBuffer()).toString()).toBe('%PDF-1.4 a label');
  expect((await revalidate('/api/demo/kept.pdf', pdf.headers.get('etag')!)).status).toBe(304);
});
