import type { Db, Trx } from '@consign/kit';

export interface StoredResponse {
  request_hash: string;
  status: number;
  response: unknown;
}

export async function findIdempotentResponse(db: Db | Trx, orgId: string, key: string): Promise<StoredResponse | undefined> {
  return db('idempotency_keys').where({ org_id: orgId, key }).first('request_hash', 'status', 'response');
}

/**
 * Claims the key inside the use case's transaction. A concurrent request with the same key waits on the
 * unique index until this one commits, then finds the key taken (false) and replays the stored answer.
 */
export async function claimIdempotencyKey(trx: Trx, orgId: string, key: string, stored: StoredResponse): Promise<boolean> {
  const rows = await trx('idempotency_keys')
    .insert({ org_id: orgId, key, request_hash: stored.request_hash, status: stored.status, response: JSON.stringify(stored.response) })
    .onConflict(['org_id', 'key'])
    .ignore()
    .returning('key');
  return rows.length > 0;
}
