import { AppError, apiMessage } from '@consign/contracts';
import { bearerToken, type Logger, type TokenVerifier } from '@consign/kit';
import type { RequestHandler } from 'express';
import { SERVICES, matchRoute, type ServiceName } from '../domain/route-table';
import { serviceProxy, type ClientForwarding, type ServiceReplicas } from './proxy';

/** Each service's base URL, or the URLs of its replicas. */
export type ServiceUrls = Record<ServiceName, string | readonly string[]>;

/**
 * Routes /api/* by the route table. Token routes are authenticated here first (so a forged or foreign
 * token never reaches a service) and the path's organization must be the token's; services check again.
 */
export function apiRouter(replicas: ServiceReplicas, verify: TokenVerifier, log: Logger, forwardClient: ClientForwarding): RequestHandler {
  const proxies = Object.fromEntries(SERVICES.map((s) => [s, serviceProxy(replicas[s], log, forwardClient)])) as Record<
    ServiceName,
    RequestHandler
  >;
  return async (req, res, next) => {
    const match = matchRoute(req.path);
    if (!match) return next(AppError.notFound(apiMessage('rules.http.noRoute', { method: req.method, path: req.path })));
    try {
      if (match.entry.access === 'token') {
        const token = bearerToken(req);
        if (!token) throw AppError.unauthorized();
        const claims = await verify(token);
        if (match.org !== undefined && match.org !== claims.orgSlug) throw AppError.forbidden();
      }
    } catch (err) {
      return next(err);
    }
    return proxies[match.entry.service](req, res, next);
  };
}
