import { AppError, saleOutcomePath, saleOutcomeReplySchema, type SaleOutcome, apiMessage } from '@consign/contracts';
import { internalCallHeaders } from '@consign/kit';

/** Where the ledger learns whether the sale a store-credit debit was made for committed. */
export type SaleOutcomeSource = (orgId: string, saleId: string) => Promise<SaleOutcome>;

/**
 * catalog's signed internal call, over its replicas as catalogSoldProducts does. Asking decides: a sale that has
 * not committed by then is voided in catalog and never commits afterwards, so the answer is final.
 */
export function catalogSaleOutcomes(urls: readonly string[], secret: string): SaleOutcomeSource {
  return async (orgId, saleId) => {
    const path = saleOutcomePath(orgId, saleId);
    let lastError = 'no catalog URL configured';
    for (const base of urls) {
      try {
        const res = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: internalCallHeaders(secret, 'POST', path),
          signal: AbortSignal.timeout(10_000),
        });
        if (res.ok) return saleOutcomeReplySchema.parse(await res.json()).data.outcome;
        lastError = `catalog answered ${res.status}`;
        if (res.status < 500) break;
      } catch (err) {
        lastError = err instanceof Error ? err.message : String(err);
      }
    }
    throw AppError.unavailable(apiMessage('rules.payouts.catalogUnavailableForDebit', { reason: lastError }));
  };
}
