import type { Express, RequestHandler } from 'express';
import { Histogram, collectDefaultMetrics, register } from 'prom-client';

let defaultsCollected = false;

const httpDuration = new Histogram({
  name: 'consign_http_request_duration_seconds',
  help: 'HTTP request duration by route and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

export function metricsMiddleware(): RequestHandler {
  if (!defaultsCollected) {
    collectDefaultMetrics();
    defaultsCollected = true;
  }
  return (req, res, next) => {
    const stop = httpDuration.startTimer({ method: req.method });
    res.on('finish', () => {
      // The matched route pattern, not the raw path, keeps label cardinality bounded.
      const route = (req.route as { path?: string } | undefined)?.path ?? 'unmatched';
      stop({ route: `${req.baseUrl}${route}`, status: String(res.statusCode) });
    });
    next();
  };
}

export function mountMetrics(app: Express): void {
  app.get('/metrics', async (_req, res) => {
    res.type(register.contentType).send(await register.metrics());
  });
}
