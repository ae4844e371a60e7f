import { createHash } from 'node:crypto';
import { AppError } from '@consign/contracts';
import { withTransaction, type AccessClaims, type Db, type Trx } from '@consign/kit';
import { claimIdempotencyKey, findIdempotentResponse, type StoredResponse } from '../db/idempotency.repo';

export interface Reply<T> {
  status: number;
  body: T;
}

class KeyTakenMeanwhile extends Error {}

const requestHash = (scope: string, body: unknown) =>
  createHash('sha256')
    .update(`${scope}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');

function replay<T>(stored: StoredResponse, hash: string): Reply<T> {
  if (stored.request_hash !== hash)
    throw AppError.unexpectedState('This Idempotency-Key was already used for another request', 'idempotency_key_reused');
  return { status: stored.status, body: stored.response as T };
}

/**
 * Runs a money-moving request once per `Idempotency-Key`: the first answer is stored under (org, key) in the
 * request's own transaction and replayed for a retry; the same key with another body or caller is a 422. Without a
 * key the request simply runs.
 */
export async function runIdempotent<T>(
  db: Db,
  auth: AccessClaims,
  key: string | undefined,
  scope: string,
  body: unknown,
  run: (trx: Trx) => Promise<Reply<T>>,
): Promise<Reply<T>> {
  if (!key) return withTransaction(db, run);
  if (key.length > 200) throw AppError.invalid('Idempotency-Key is too long');
  const orgId = auth.org;
  // The caller is part of the request: someone else's key never replays someone else's answer.
  const hash = requestHash(`${auth.sub} ${scope}`, body);
  const earlier = await findIdempotentResponse(db, orgId, key);
  if (earlier) return replay(earlier, hash);
  try {
    return await withTransaction(db, async (trx) => {
      const reply = await run(trx);
      if (!(await claimIdempotencyKey(trx, orgId, key, { request_hash: hash, status: reply.status, response: reply.body })))
        throw new KeyTakenMeanwhile();
      return reply;
    });
  } catch (err) {
    // A concurrent twin may have committed first: its answer is the answer (even when this attempt was refused).
    const stored = await findIdempotentResponse(db, orgId, key);
    if (stored) return replay(stored, hash);
    throw err;
  }
}
