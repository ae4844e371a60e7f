import {
  AppError,
  errorBodySchema,
  storeCreditDebitCancelPath,
  storeCreditDebitReplySchema,
  storeCreditDebitsPath,
  type StoreCreditDebit,
  apiMessage,
  formatApiMessage,
} from '@consign/contracts';
import { internalCallHeaders } from '@consign/kit';

/** The ledger's side of a sale paid with store credit. */
export interface StoreCreditLedger {
  /** Spends the seller's credits under the sale's id (a repeat spends nothing more); refuses what is not there. */
  debit(orgId: string, debit: StoreCreditDebit): Promise<void>;
  /** Gives back the debit of a sale that was voided. */
  cancel(orgId: string, saleId: string): Promise<void>;
}

/**
 * kit's signed internal calls to the ledger's replicas: a refused connection or a 5xx moves on to the next one
 * (both calls are keyed by the sale, so a repeat on another replica does nothing twice); a 4xx is the ledger's
 * answer and reaches the till with its message; none answering is a 503.
 */
export function ledgerStoreCredit(urls: readonly string[], secret: string): StoreCreditLedger {
  const call = async (path: string, body: unknown): Promise<unknown> => {
    let lastError = 'no ledger URL configured';
    for (const base of urls) {
      try {
        const res = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { ...internalCallHeaders(secret, 'POST', path), 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        const json: unknown = await res.json().catch(() => ({}));
        if (res.ok) return json;
        if (res.status < 500) {
          const error = errorBodySchema.safeParse(json);
          const message = error.success
            ? error.data.message
            : formatApiMessage(apiMessage('rules.sales.ledgerRefused', { status: String(res.status) }));
          const reason = error.success ? error.data.reason : undefined;
          throw res.status === 422 ? AppError.unexpectedState(message, reason) : AppError.invalid(message);
        }
        lastError = `ledger answered ${res.status}`;
      } catch (err) {
        if (err instanceof AppError) throw err;
        lastError = err instanceof Error ? err.message : String(err);
      }
    }
    throw AppError.unavailable(apiMessage('rules.sales.storeCreditUnavailable', { reason: lastError }));
  };
  return {
    async debit(orgId, debit) {
      storeCreditDebitReplySchema.parse(await call(storeCreditDebitsPath(orgId), debit));
    },
    async cancel(orgId, saleId) {
      await call(storeCreditDebitCancelPath(orgId, saleId), {});
    },
  };
}
