import type { Trx } from '@consign/kit';

export interface IdempotencyRecord {
  request_hash: string;
  status_code: number | null;
  response: unknown;
}

/**
 * Claims `(org, key)` inside the caller's transaction. A parallel claim of the same key waits on the
 * unique index until the first transaction ends, then finds its stored response (or the key free again
 * if it rolled back). Returns the existing record when the key was already used.
 */
export async function claimIdempotencyKey(trx: Trx, orgId: string, key: string, requestHash: string): Promise<IdempotencyRecord | null> {
  const inserted = await trx('idempotency_keys')
    .insert({ org_id: orgId, key, request_hash: requestHash })
    .onConflict(['org_id', 'key'])
    .ignore()
    .returning('key');
  if (inserted.length) return null;
  const existing = (await trx('idempotency_keys')
    .select('request_hash', 'status_code', 'response')
    .where({ org_id: orgId, key })
    .first()) as IdempotencyRecord | undefined;
  return existing ?? null;
}

export async function storeIdempotentResponse(trx: Trx, orgId: string, key: string, statusCode: number, response: unknown): Promise<void> {
  await trx('idempotency_keys')
    .where({ org_id: orgId, key })
    .update({ status_code: statusCode, response: JSON.stringify(response) });
}
