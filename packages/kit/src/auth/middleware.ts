import { AppError } from '@consign/contracts';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { runAsOrg } from '../context';
import type { AccessClaims, Role } from './claims';
import type { TokenVerifier } from './verifier';

/** The bearer token of a request (express's or a plain Node one: the gateway's direct proxy reads it too). */
export function bearerToken(req: Pick<IncomingMessage, 'headers'>): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Verifies the bearer token (the only place auth is read from), keeps its claims on res.locals and runs the
 * rest of the request as the token's organization: the database shows it that organization's rows only.
 */
export function requireAuth(verify: TokenVerifier): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req);
    if (!token) return next(AppError.unauthorized());
    let auth: AccessClaims;
    try {
      auth = await verify(token);
    } catch (err) {
      return next(err);
    }
    res.locals.auth = auth;
    void runAsOrg(auth.org, () => next());
  };
}

export function authOf(res: Response): AccessClaims {
  const auth = res.locals.auth as AccessClaims | undefined;
  if (!auth) throw AppError.unauthorized();
  return auth;
}

export function requireRole(...roles: Role[]): RequestHandler {
  return (_req, res, next) => {
    next(roles.includes(authOf(res).role) ? undefined : AppError.forbidden());
  };
}

/** A path's `:org` must be the token's organization: scoping always follows the token, never the path. */
export function orgScope(param = 'org'): RequestHandler {
  return (req, res, next) => {
    const slug = req.params[param];
    next(slug === undefined || slug === authOf(res).orgSlug ? undefined : AppError.forbidden());
  };
}
