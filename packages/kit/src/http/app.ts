import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from '../log';
import { errorHandler, notFoundHandler } from './errors';
import { rejectNulCharacters, requireJsonBodies } from './input-guards';
import { metricsMiddleware, mountMetrics } from './metrics';
import { requestId } from './request-id';

export type ReadinessCheck = () => Promise<void>;

export interface AppOptions {
  log: Logger;
  /** Named checks for /readyz (db, redis, bus); each throws when its dependency is down. */
  readiness?: Record<string, ReadinessCheck>;
  /** JSON body limit; false for the gateway, whose proxied routes must see the raw body stream. */
  json?: { limit: string } | false;
  /** Proxies between the client and this app (the gateway sets 1 behind one load balancer). */
  trustProxy?: number | boolean;
  /** Content-Security-Policy directives added to helmet's defaults (the gateway, which serves the app). */
  csp?: Record<string, string[]>;
}

/** An express app with the parts every service shares. Add routes, then call `finishApp`. */
export function createApp(opts: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', opts.trustProxy ?? false);
  app.use(requestId());
  app.use(securityHeaders(opts.csp));
  app.use(metricsMiddleware());
  app.use((req, res, next) => {
    logRequest(opts.log, req, res);
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const checks = Object.entries(opts.readiness ?? {});
    const results = await Promise.all(
      checks.map(async ([name, check]) => {
        try {
          await check();
          return [name, 'ok'] as const;
        } catch (err) {
          return [name, err instanceof Error ? err.message : 'down'] as const;
        }
      }),
    );
    const ready = results.every(([, state]) => state === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) });
  });
  mountMetrics(app);
  if (opts.json !== false) {
    app.use(requireJsonBodies());
    app.use(express.json({ limit: opts.json?.limit ?? '1mb' }));
  }
  app.use(rejectNulCharacters());
  return app;
}

export function finishApp(app: Express, log: Logger): Express {
  app.use(notFoundHandler());
  app.use(errorHandler(log));
  return app;
}

/** helmet's headers, with Content-Security-Policy directives added to its defaults. */
export function securityHeaders(csp?: Record<string, string[]>): ReturnType<typeof helmet> {
  return csp ? helmet({ contentSecurityPolicy: { directives: csp } }) : helmet();
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
