import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, RULE_MESSAGES } from '@consign/contracts';
import type { Express, Request, RequestHandler } from 'express';
import { Histogram, collectDefaultMetrics, register } from 'prom-client';

let defaultsCollected = false;

const httpDuration = new Histogram({
  name: 'consign_http_request_duration_seconds',
  help: 'HTTP request duration by route and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

function collectDefaultsOnce(): void {
  if (!defaultsCollected) {
    collectDefaultMetrics();
    defaultsCollected = true;
  }
}

/** Times one request into the duration histogram; `route` names it when it finishes (a pattern, never the raw path). */
export function timeRequest(req: IncomingMessage, res: ServerResponse, route: () => string): void {
  collectDefaultsOnce();
  const stop = httpDuration.startTimer({ method: req.method });
  res.on('finish', () => stop({ route: route(), status: String(res.statusCode) }));
}

export function metricsMiddleware(): RequestHandler {
  collectDefaultsOnce();
  return (req, res, next) => {
    // The matched route pattern, not the raw path, keeps label cardinality bounded.
    timeRequest(req, res, () => `${req.baseUrl}${(req.route as { path?: string } | undefined)?.path ?? 'unmatched'}`);
    next();
  };
}

export const OPERATOR_TOKEN_MESSAGE = RULE_MESSAGES.access.operatorToken;

/** GET /metrics, for the requests `mayRead` lets through (an operator's, on a public port). */
export function mountMetrics(app: Express, mayRead: (req: Request) => boolean): void {
  app.get('/metrics', async (req, res) => {
    if (!mayRead(req)) throw AppError.unauthorized(OPERATOR_TOKEN_MESSAGE);
    res.type(register.contentType).send(await register.metrics());
  });
}
