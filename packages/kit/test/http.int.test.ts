import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { AppError } from '@consign/contracts';
import { z } from 'zod';
import { createApp, createLogger, finishApp, parseInput } from '../src';

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
    const body = parseInput(z.object({ name: z.string().min(1, 'Name is required') }), req.body);
    res.status(201).json(body);
  });
  app.get('/conflict', () => {
    throw AppError.conflict('Already there', 'taken');
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

test('validation failures are 400 with the schema message and details', async () => {
  const res = await post('/things', '{"name":""}');
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ message: 'Name is required', details: [{ path: 'name', message: 'Name is required' }] });
});

test('app errors keep their status and code; unknown errors never leak', async () => {
  const conflict = await fetch(`${base}/conflict`);
  expect(conflict.status).toBe(409);
  expect(await conflict.json()).toEqual({ message: 'Already there', code: 'taken' });
  const boom = await fetch(`${base}/boom`);
  expect(boom.status).toBe(500);
  expect(await boom.text()).toBe('{"message":"An unexpected error occurred"}');
});

test('malformed and oversized JSON bodies get clear 4xx answers', async () => {
  const malformed = await post('/things', '{"name":');
  expect(malformed.status).toBe(400);
  expect(await malformed.json()).toEqual({ message: 'Malformed JSON body' });
  const huge = await post('/things', JSON.stringify({ name: 'x'.repeat(2_000_000) }));
  expect(huge.status).toBe(413);
  expect(await huge.json()).toMatchObject({ message: 'Request body is too large' });
});

test('unknown routes are 404 JSON', async () => {
  const res = await fetch(`${base}/nope`);
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ message: 'No route for GET /nope' });
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
