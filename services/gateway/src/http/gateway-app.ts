import { createApp, finishApp, type Logger, type TokenVerifier } from '@consign/kit';
import type { Express } from 'express';
import { apiRouter, type ServiceUrls } from './api-router';
import { frontendRouter } from './frontend';
import { serviceReplicas } from './proxy';
import { searchComposition } from './search-composition';
import { sellerCompositionRouter } from './seller-composition';
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
  const app = createApp({
    log: opts.log,
    json: false,
    trustProxy: opts.trustProxy,
    // Labels, receipts and invites are fetched with the token and opened as blob: URLs (the PDF viewer
    // is an embedded object there); photo previews are blob: or data: images.
    csp: { 'img-src': ["'self'", 'data:', 'blob:'], 'object-src': ["'self'", 'blob:'], 'frame-src': ["'self'", 'blob:'] },
  });
  app.get('/api/version', (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ version: opts.deploymentId });
  });
  const replicas = serviceReplicas(opts.services);
  app.use(serviceHealthRouter(replicas, opts.log));
  app.use(sellerCompositionRouter(replicas, opts.verify, opts.log));
  app.post('/api/:org/search', ...searchComposition(replicas, opts.verify, opts.log));
  const api = apiRouter(replicas, opts.verify, opts.log);
  // Mounted at the root so the proxied path is the original one (a mount path would be stripped).
  app.use((req, res, next) => (req.path.startsWith('/api/') ? api(req, res, next) : next()));
  if (opts.frontendDist) app.use(frontendRouter(opts.frontendDist));
  return finishApp(app, opts.log);
}
