import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import {
  DEVELOPMENT_SIGNING_SECRET,
  clientAtEdge,
  createApp,
  finishApp,
  forwardedClientHeaders,
  gatewayProof,
  type Logger,
  type TokenVerifier,
} from '@consign/kit';
import type { Express } from 'express';
import { COMPOSED_ROUTES } from '../domain/route-table';
import { apiRouter, type ServiceUrls } from './api-router';
import { directProxy } from './direct-proxy';
import { frontendRouter } from './frontend';
import { serviceReplicas, type ClientForwarding } from './proxy';
import { searchComposition } from './search-composition';
import { sellerCompositionRouter } from './seller-composition';

export interface GatewayOptions {
  log: Logger;
  services: ServiceUrls;
  /** A token's full check for the routes the gateway answers or composes itself (the search aside): signature, then revocation. */
  verify: TokenVerifier;
  /**
   * The check of a request passed through to a service as it is: the signature and claims, so a forged or
   * foreign token never reaches a service. Not revocation: every service checks that itself, in the same
   * Redis, on every request, and asking here too was a fifth of the gateway's CPU on a product list.
   * Defaults to `verify`.
   */
  verifySignature?: TokenVerifier;
  deploymentId: string;
  frontendDist?: string;
  /** Proxies in front of the gateway (TRUST_PROXY_HOPS): the client's address and scheme are theirs to report. */
  trustProxy?: number;
  /** The services' SIGNING_SECRET, from which the gateway's proof to them is derived. */
  signingSecret?: string;
  /** Bearer token for /metrics and /readyz's detail on this public port; without one, no one sees them. */
  metricsToken?: string;
}

/**
 * The gateway's request listener, with express's `listen` (its callback also receives a listen error) and
 * the express app that answers every request the direct proxy does not (its routes, for the fuzz pass).
 */
export type GatewayApp = RequestListener & { listen: Express['listen']; express: Express };

// Labels, receipts and invites are fetched with the token and opened as blob: URLs (the PDF viewer is an
// embedded object there); photo previews are blob: or data: images.
const CSP = { 'img-src': ["'self'", 'data:', 'blob:'], 'object-src': ["'self'", 'blob:'], 'frame-src': ["'self'", 'blob:'] };

/** Pass-through API requests go by the direct proxy; the express app answers everything else. */
export function createGatewayApp(opts: GatewayOptions): GatewayApp {
  const replicas = serviceReplicas(opts.services);
  const proof = gatewayProof(opts.signingSecret ?? DEVELOPMENT_SIGNING_SECRET);
  const forwardClient: ClientForwarding = (req) => forwardedClientHeaders(clientAtEdge(req, opts.trustProxy ?? 0), proof);
  const app = expressApp(opts, replicas, forwardClient);
  const direct = directProxy(replicas, { verify: opts.verifySignature ?? opts.verify, log: opts.log, forwardClient, csp: CSP });
  const listener = (req: IncomingMessage, res: ServerResponse) => direct(req, res, app);
  const listen = (...args: unknown[]) => {
    const server = createServer(listener);
    const done = args.at(-1);
    if (typeof done === 'function') {
      let called = false;
      const once = (err?: Error) => {
        if (called) return;
        called = true;
        (done as (err?: Error) => void)(err);
      };
      args[args.length - 1] = once;
      server.once('error', once);
    }
    return server.listen(...(args as Parameters<typeof server.listen>));
  };
  return Object.assign(listener, { listen: listen as Express['listen'], express: app });
}

function expressApp(opts: GatewayOptions, replicas: ReturnType<typeof serviceReplicas>, forwardClient: ClientForwarding): Express {
  const app = createApp({ log: opts.log, json: false, trustProxy: opts.trustProxy, csp: CSP, operatorToken: opts.metricsToken ?? null });
  app.get('/api/version', (_req, res) => {
    res.json({ version: opts.deploymentId });
  });
  app.use(sellerCompositionRouter(replicas, opts.verify, opts.log));
  // The search's two services each check revocation and their refusal is its answer: the signature is enough here.
  app.post(COMPOSED_ROUTES.search.path, ...searchComposition(replicas, opts.verifySignature ?? opts.verify, opts.log));
  const api = apiRouter(replicas, opts.verify, opts.log, forwardClient);
  // Mounted at the root so the proxied path is the original one (a mount path would be stripped).
  app.use((req, res, next) => (req.path.startsWith('/api/') ? api(req, res, next) : next()));
  if (opts.frontendDist) app.use(frontendRouter(opts.frontendDist));
  return finishApp(app, opts.log);
}
