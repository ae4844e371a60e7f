import { AppError, type AccountView, type SellerView, apiMessage } from '@consign/contracts';
import { REQUEST_ID_HEADER, bearerToken, type Logger, type TokenVerifier } from '@consign/kit';
import express, { type Request, type Router } from 'express';
import { COMPOSED_ROUTES } from '../domain/route-table';
import type { ServiceReplicas } from './proxy';

const UPSTREAM_TIMEOUT_MS = 10_000;

/** SPEC §3 Seller.storeCredits; null when the ledger cannot answer (the seller is still shown). */
export type ComposedSeller = SellerView & { storeCredits: { available: number; accumulated: number } | null };

function upstreamHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', authorization: req.header('authorization') ?? '' };
  const id = req.header(REQUEST_ID_HEADER);
  if (id) headers[REQUEST_ID_HEADER] = id;
  return headers;
}

/**
 * `GET /api/{org}/sellers/{id}` (a seller's own profile too): identity's seller with `storeCredits` from the
 * ledger. Authenticated here as the proxy would; identity and the ledger check the token again, so a seller
 * reading someone else gets identity's 404 and never reaches the ledger.
 */
export function sellerCompositionRouter(replicas: ServiceReplicas, verify: TokenVerifier, log: Logger): Router {
  const router = express.Router();
  router.get(COMPOSED_ROUTES.sellerWithCredits.path, async (req, res, next) => {
    try {
      const token = bearerToken(req);
      if (!token) throw AppError.unauthorized();
      const claims = await verify(token);
      if (req.params.org !== claims.orgSlug) throw AppError.forbidden();
      const headers = upstreamHeaders(req);

      const identity = await replicas.identity.request(req.originalUrl, { headers, timeoutMs: UPSTREAM_TIMEOUT_MS }).catch(() => undefined);
      if (!identity) throw AppError.unavailable(apiMessage('rules.http.serviceUnavailable', { service: 'identity' }));
      if (!identity.ok) {
        res
          .status(identity.status)
          .type(identity.contentType ?? 'application/json')
          .send(identity.text());
        return;
      }
      const seller = (identity.json() as { data: SellerView }).data;

      const accountPath = `/api/${encodeURIComponent(claims.orgSlug)}/accounts/${encodeURIComponent(seller.id)}`;
      const ledger = await replicas.ledger
        .request(accountPath, { headers, timeoutMs: UPSTREAM_TIMEOUT_MS })
        .catch(
          (err: unknown) => void log.warn({ err: err instanceof Error ? err.message : String(err) }, 'ledger unavailable for storeCredits'),
        );
      const account = ledger?.ok ? (ledger.json() as { data: AccountView }).data : undefined;
      if (ledger && !ledger.ok) log.warn({ status: ledger.status }, 'ledger refused storeCredits');

      const body: { data: ComposedSeller } = {
        data: { ...seller, storeCredits: account ? { available: account.available, accumulated: account.accumulated } : null },
      };
      res.json(body);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
