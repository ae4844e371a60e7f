import { createHash } from 'node:crypto';
import { AppError, RULE_MESSAGES } from '@consign/contracts';
import type { AccessClaims } from '../auth';
import { withTransaction, type Db, type Trx } from './database';

/**
 * `Idempotency-Key` for every POST that moves money or capacity. A service keeps the answers in its own
 * `idempotency_keys` table: (org_id, key) primary key, request_hash text, status integer, response jsonb
 * (`createIdempotencyKeysTable`), under the tenant policies like any org table.
 */
export interface Reply<T> {
  status: number;
  body: T;
}

interface StoredResponse {
  request_hash: string;
  status: number;
  response: unknown;
}

export async function createIdempotencyKeysTable(db: Db): Promise<void> {
  await db.schema.createTable('idempotency_keys', (t) => {
    t.uuid('org_id').notNullable();
    t.text('key').notNullable();
    t.text('request_hash').notNullable();
    t.integer('status').notNullable();
    t.jsonb('response').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['org_id', 'key']);
  });
}

class KeyTakenMeanwhile extends Error {}

const requestHash = (scope: string, body: unknown) =>
  createHash('sha256')
    .update(`${scope}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');

async function findIdempotentResponse(db: Db | Trx, orgId: string, key: string): Promise<StoredResponse | undefined> {
  return db('idempotency_keys').where({ org_id: orgId, key }).first('request_hash', 'status', 'response');
}

/**
 * Claims the key inside the use case's transaction. A concurrent request with the same key waits on the
 * primary key until this one commits, then finds the key taken (false) and replays the stored answer.
 */
async function claimIdempotencyKey(trx: Trx, orgId: string, key: string, stored: StoredResponse): Promise<boolean> {
  const rows = await trx('idempotency_keys')
    .insert({ org_id: orgId, key, request_hash: stored.request_hash, status: stored.status, response: JSON.stringify(stored.response) })
    .onConflict(['org_id', 'key'])
    .ignore()
    .returning('key');
  return rows.length > 0;
}

function replay<T>(stored: StoredResponse, hash: string): Reply<T> {
  if (stored.request_hash !== hash) throw AppError.unexpectedState(RULE_MESSAGES.http.idempotencyKeyReused, 'idempotency_key_reused');
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
  if (key.length > 200) throw AppError.invalid(RULE_MESSAGES.http.idempotencyKeyTooLong);
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
