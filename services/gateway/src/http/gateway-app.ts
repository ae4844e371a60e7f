import { createApp, finishApp, type Logger, type TokenVerifier } from '@consign/kit';
import type { Express } from 'express';
import { apiRouter, type ServiceUrls } from './api-router';
import { frontendRouter } from './frontend';
import { serviceHealthRouter } from './service-health';

export interface GatewayOptions {
  log: Logger;
  services: ServiceUrls;
  verify: TokenVerifier;
  deploymentId: string;
  frontendDist?: string;
  trustProxy?: number | boolean;
}

export function createGatewayApp(opts: GatewayOptions): Express {
  const app = createApp({ log: opts.log, json: false, trustProxy: opts.trustProxy });
  app.get('/api/version', (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ version: opts.deploymentId });
  });
  app.use(serviceHealthRouter(opts.services, opts.log));
  const api = apiRouter(opts.services, opts.verify, opts.log);
  // Mounted at the root so the proxied path is the original one (a mount path would be stripped).
  app.use((req, res, next) => (req.path.startsWith('/api/') ? api(req, res, next) : next()));
  if (opts.frontendDist) app.use(frontendRouter(opts.frontendDist));
  return finishApp(app, opts.log);
}
