import { AppError, soldProductsPath, soldProductsResponseSchema, type SoldProductTerms } from '@consign/contracts';
import { signLink } from '@consign/kit';

/** Where the reconciliation learns which products catalog marks sold. */
export type SoldProductsSource = (orgId: string) => Promise<SoldProductTerms[]>;

/** A signature lives long enough for one request and its retries, no longer. */
const SIGNATURE_TTL_SECONDS = 60;

/**
 * catalog's signed service-to-service read. `urls` are catalog's replicas: a refused connection or a 5xx
 * moves on to the next one, as the gateway does; when none answers, the caller gets a 503.
 */
export function catalogSoldProducts(urls: readonly string[], secret: string): SoldProductsSource {
  let next = 0;
  return async (orgId) => {
    const signed = signLink(secret, soldProductsPath(orgId), SIGNATURE_TTL_SECONDS);
    let lastError = 'no catalog URL configured';
    for (let i = 0; i < urls.length; i++) {
      const base = urls[(next + i) % urls.length]!;
      try {
        const res = await fetch(`${base}${signed}`, { signal: AbortSignal.timeout(10_000) });
        if (res.ok) {
          next = (next + i + 1) % urls.length;
          return soldProductsResponseSchema.parse(await res.json()).data;
        }
        lastError = `catalog answered ${res.status}`;
        if (res.status < 500) break;
      } catch (err) {
        lastError = err instanceof Error ? err.message : String(err);
      }
    }
    throw AppError.unavailable(`Catalog is unavailable for the reconciliation (${lastError})`);
  };
}
