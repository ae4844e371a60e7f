import { AppError, soldProductsPath, soldProductsResponseSchema, type SoldProductsResponse, apiMessage } from '@consign/contracts';
import { internalCallHeaders } from '@consign/kit';

/** Where the reconciliation learns which products catalog marks sold: a page of them in id order after `after`. */
export type SoldProductsSource = (orgId: string, after: string | null) => Promise<SoldProductsResponse>;

/**
 * catalog's service-to-service read, signed as an internal call (kit). `urls` are catalog's replicas: a refused connection or a 5xx
 * moves on to the next one, as the gateway does; when none answers, the caller gets a 503.
 */
export function catalogSoldProducts(urls: readonly string[], secret: string, take?: number): SoldProductsSource {
  let next = 0;
  return async (orgId, after) => {
    const path = soldProductsPath(orgId, { ...(after ? { after } : {}), ...(take ? { take } : {}) });
    const headers = internalCallHeaders(secret, 'GET', path);
    let lastError = 'no catalog URL configured';
    for (let i = 0; i < urls.length; i++) {
      const base = urls[(next + i) % urls.length]!;
      try {
        const res = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(10_000) });
        if (res.ok) {
          next = (next + i + 1) % urls.length;
          return soldProductsResponseSchema.parse(await res.json());
        }
        lastError = `catalog answered ${res.status}`;
        if (res.status < 500) break;
      } catch (err) {
        lastError = err instanceof Error ? err.message : String(err);
      }
    }
    throw AppError.unavailable(apiMessage('rules.payouts.catalogUnavailableForReconciliation', { reason: lastError }));
  };
}
