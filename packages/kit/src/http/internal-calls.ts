import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@consign/contracts';
import type { RequestHandler } from 'express';

/**
 * Service-to-service calls (the ledger reading catalog's sold products). The caller signs method, path and
 * an expiry in a header, with a key derived from SIGNING_SECRET for this purpose only: a signed public link
 * (a receipt, an image: the same secret, another derivation, in the query) never opens an internal route,
 * and an internal signature never opens anything public. The gateway has no route to /internal at all.
 */
export const INTERNAL_CALL_HEADER = 'x-consign-internal-call';

/** One request and its retries, no longer. */
const INTERNAL_CALL_TTL_SECONDS = 60;

function signature(secret: string, method: string, path: string, expires: number): string {
  const key = createHmac('sha256', secret).update('consign:internal-call:v1').digest();
  return createHmac('sha256', key).update(`${method.toUpperCase()} ${path}\n${expires}`).digest('base64url');
}

/** The header of a call to `path` (path and query, as the callee's express sees `originalUrl`). */
export function internalCallHeaders(secret: string, method: string, path: string, now = Date.now()): Record<string, string> {
  const expires = Math.floor(now / 1000) + INTERNAL_CALL_TTL_SECONDS;
  return { [INTERNAL_CALL_HEADER]: `${expires}.${signature(secret, method, path, expires)}` };
}

/** Lets through only a call signed by a service of this deployment; 403 for anything else. */
export function requireInternalCall(secret: string): RequestHandler {
  return (req, _res, next) => {
    const [expires, given] = String(req.headers[INTERNAL_CALL_HEADER] ?? '').split('.');
    const exp = Number(expires);
    const valid =
      Number.isInteger(exp) &&
      exp * 1000 >= Date.now() &&
      given !== undefined &&
      (() => {
        const expected = Buffer.from(signature(secret, req.method, req.originalUrl, exp));
        const presented = Buffer.from(given);
        return expected.length === presented.length && timingSafeEqual(expected, presented);
      })();
    next(valid ? undefined : AppError.forbidden());
  };
}
