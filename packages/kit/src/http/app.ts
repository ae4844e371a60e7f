import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import etag from 'etag';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import type { Logger } from '../log';
import { errorHandler, notFoundHandler } from './errors';
import { acceptCsvBodies, rejectHostileInput, requireJsonBodies } from './input-guards';
import { metricsMiddleware, mountMetrics } from './metrics';
import { requestId } from './request-id';

/** Throws when its dependency is down; may return details shown under `details` (the bus's consumer lag). */
export type ReadinessCheck = () => Promise<void | Record<string, unknown>>;

/** A route (express path pattern) whose JSON body may be larger than the app's limit. */
export interface LargeJsonBody {
  path: string;
  limit: string;
}

export interface AppOptions {
  log: Logger;
  /** Named checks for /readyz (db, redis, bus); each throws when its dependency is down. */
  readiness?: Record<string, ReadinessCheck>;
  /** JSON body limit; false for the gateway, whose proxied routes must see the raw body stream. */
  json?: { limit: string; larger?: LargeJsonBody[]; csv?: string[] } | false;
  /** Proxies between the client and this app (the gateway sets 1 behind one load balancer). */
  trustProxy?: number | boolean;
  /** Content-Security-Policy directives added to helmet's defaults (the gateway, which serves the app). */
  csp?: Record<string, string[]>;
  /**
   * Set on an app that faces the internet (the gateway): /metrics and /readyz's per-dependency detail are then
   * only for `Authorization: Bearer <token>`, and with null for no one. Unset on the services' internal ports.
   */
  operatorToken?: string | null;
}

/** Whether a request may see operator detail: always on an internal app, with the token on a public one. */
function isOperator(req: Request, token: string | null | undefined): boolean {
  if (token === undefined) return true;
  if (token === null) return false;
  const given = Buffer.from(req.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** An express app with the parts every service shares. Add routes, then call `finishApp`. */
export function createApp(opts: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // API answers are no-store (noStoreApiAnswers): a validator no browser can use, and hashing each body for it
  // was a cost of every answer (a product list's 50 KB). Answers a browser keeps say so: sendRevalidatable.
  app.set('etag', false);
  app.set('trust proxy', opts.trustProxy ?? false);
  app.use(requestId());
  app.use(securityHeaders(opts.csp));
  app.use(noStoreApiAnswers());
  app.use(metricsMiddleware());
  app.use((req, res, next) => {
    logRequest(opts.log, req, res);
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (req, res) => {
    const checks = Object.entries(opts.readiness ?? {});
    const results = await Promise.all(
      checks.map(async ([name, check]) => {
        try {
          const detail = await check();
          return [name, 'ok', detail] as const;
        } catch (err) {
          return [name, err instanceof Error ? err.message : 'down', undefined] as const;
        }
      }),
    );
    const ready = results.every(([, state]) => state === 'ok');
    const status = ready ? 'ready' : 'not ready';
    const details = Object.fromEntries(results.filter(([, , detail]) => detail).map(([name, , detail]) => [name, detail]));
    res.status(ready ? 200 : 503).json(
      isOperator(req, opts.operatorToken)
        ? {
            status,
            checks: Object.fromEntries(results.map(([name, state]) => [name, state])),
            ...(Object.keys(details).length ? { details } : {}),
          }
        : { status },
    );
  });
  mountMetrics(app, (req) => isOperator(req, opts.operatorToken));
  if (opts.json !== false) {
    // Import routes (express path patterns) take a text/csv body besides JSON and multipart.
    for (const path of opts.json?.csv ?? []) app.use(path, acceptCsvBodies());
    app.use(requireJsonBodies());
    // Parsed first with their own limit; the common parser then skips a body that is already read.
    for (const large of opts.json?.larger ?? []) app.use(large.path, express.json({ limit: large.limit }));
    app.use(express.json({ limit: opts.json?.limit ?? '1mb' }));
  }
  app.use(rejectHostileInput());
  return app;
}

export function finishApp(app: Express, log: Logger): Express {
  app.use(notFoundHandler());
  app.use(errorHandler(log));
  return app;
}

/**
 * API answers carry personal data (names, bank accounts, balances): no browser or proxy keeps a copy unless
 * the route says otherwise (images, store lists set their own).
 */
export function noStoreApiAnswers(): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith('/api/')) res.setHeader('cache-control', 'no-store');
    next();
  };
}

/**
 * An answer a browser keeps and asks about again (cache-control no-cache, max-age=0 with must-revalidate, or an
 * image's max-age), with the validator the apps no longer add to every answer: asked again unchanged, it is a
 * 304 without its body. A Buffer goes as it is (its content-type set by the caller); anything else as JSON.
 */
export function sendRevalidatable(res: Response, body: Buffer | object): void {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  if (!Buffer.isBuffer(body)) res.type('json');
  res.setHeader('etag', etag(bytes, { weak: true }));
  res.send(bytes);
}

/**
 * helmet's headers, with Content-Security-Policy directives added to its defaults. They are the same for every
 * request (no directive is a function), so helmet runs once and each request only gets the headers it set:
 * helmet's dozen middlewares per request cost the gateway a tenth of a proxied request's CPU.
 */
export function securityHeaders(csp?: Record<string, string[]>): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  let failed: unknown;
  (csp ? helmet({ contentSecurityPolicy: { directives: csp } }) : helmet())(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (err?: unknown) => void (failed = err),
  );
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

const UNLOGGED_PATHS = new Set(['/healthz', '/metrics']);

/** One access-log line when the response finishes (errors at error level); health and metrics scrapes stay out. */
export function logRequest(log: Logger, req: IncomingMessage & { originalUrl?: string }, res: ServerResponse): void {
  const url = req.originalUrl ?? req.url ?? '';
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    // The path as it is when the response ends: the gateway rewrites /api/health/<service> to /healthz.
    if (UNLOGGED_PATHS.has((req.url ?? '').split('?')[0]!)) return;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const level = res.statusCode >= 500 ? 'error' : 'info';
    log[level]({ method: req.method, path: url, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
  });
}
