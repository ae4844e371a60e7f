import {
  AppError,
  isAppError,
  SEARCH_RESULTS_PER_TYPE,
  searchRequestSchema,
  type SearchResult,
  RULE_MESSAGES,
  errorBodySchema,
  MESSAGES,
} from '@consign/contracts';
import { REQUEST_ID_HEADER, bearerToken, parseInput, rejectHostileInput, type Logger, type TokenVerifier } from '@consign/kit';
import express, { type RequestHandler } from 'express';
import type { ServiceReplicas, UpstreamReply, UpstreamRequest } from './proxy';

/** The palette asks at every keystroke (debounced 200 ms): an upstream slower than this is left out of the answer. */
const UPSTREAM_TIMEOUT_MS = 2000;

const jsonOrNothing = (r: UpstreamReply): unknown => {
  try {
    return r.json();
  } catch {
    return {};
  }
};

/**
 * POST /api/{org}/search {query} (staff): catalog's products and identity's sellers asked in parallel and
 * merged, at most 3 of each type (SPEC §7, §9). Each service checks the token again and scopes to its org.
 * One side failing leaves the other's results; both failing is a 503. A service refusing the caller (401,
 * 403: a revoked session, say, which only the services check) is the answer, not an outage.
 */
export function searchComposition(replicas: ServiceReplicas, verify: TokenVerifier, log: Logger): RequestHandler[] {
  const search: RequestHandler = async (req, res, next) => {
    try {
      const token = bearerToken(req);
      if (!token) throw AppError.unauthorized();
      const claims = await verify(token);
      const org = String(req.params.org);
      if (org !== claims.orgSlug) throw AppError.forbidden();
      if (claims.role !== 'coworker') throw AppError.forbidden();
      const { query } = parseInput(searchRequestSchema, req.body ?? {});
      if (!query) return void res.json([]);

      const headers = { authorization: `Bearer ${token}`, [REQUEST_ID_HEADER]: String(req.headers[REQUEST_ID_HEADER] ?? '') };
      const upstream = async (
        service: 'catalog' | 'identity',
        path: string,
        init: Omit<UpstreamRequest, 'timeoutMs'>,
      ): Promise<unknown> => {
        const r = await replicas[service].request(path, {
          ...init,
          headers: { ...headers, ...init.headers },
          timeoutMs: UPSTREAM_TIMEOUT_MS,
        });
        if (r.status === 401 || r.status === 403) {
          // The service's words go on as they came: its message (whose code and params follow from it) and reason.
          const parsed = errorBodySchema.safeParse(jsonOrNothing(r));
          const body = parsed.success && parsed.data.message ? parsed.data : undefined;
          if (r.status === 401) throw new AppError('unauthorized', body?.message ?? MESSAGES.common.unauthorized, body?.reason);
          throw new AppError('forbidden', body?.message ?? RULE_MESSAGES.access.forbidden, body?.reason);
        }
        if (!r.ok) throw new Error(`${service} answered ${r.status}`);
        return r.json();
      };
      const params = new URLSearchParams({ query, take: String(SEARCH_RESULTS_PER_TYPE), minimal: 'true' });
      const [sellers, products] = await Promise.allSettled([
        upstream('identity', `/api/${encodeURIComponent(org)}/sellers?${params}`, {}).then((body) =>
          ((body as { data: { id: string }[] }).data ?? []).map((s): SearchResult => ({ entity_type: 'seller', entity_id: s.id })),
        ),
        upstream('catalog', `/api/${encodeURIComponent(org)}/search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        }).then((body) => (body as SearchResult[]).filter((r) => r.entity_type === 'product')),
      ]);
      const refusal = [sellers, products].find((o) => o.status === 'rejected' && isAppError(o.reason));
      if (refusal?.status === 'rejected') throw refusal.reason;
      for (const [name, outcome] of [
        ['identity', sellers],
        ['catalog', products],
      ] as const)
        if (outcome.status === 'rejected') log.warn({ service: name, err: String(outcome.reason) }, 'search: a service did not answer');
      if (sellers.status === 'rejected' && products.status === 'rejected') throw AppError.unavailable(RULE_MESSAGES.search.unavailable);
      const take = (o: PromiseSettledResult<SearchResult[]>) => (o.status === 'fulfilled' ? o.value.slice(0, SEARCH_RESULTS_PER_TYPE) : []);
      res.json([...take(sellers), ...take(products)]);
    } catch (err) {
      next(err);
    }
  };
  return [express.json({ limit: '10kb' }), rejectHostileInput(), search];
}
