import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  adjustmentCreateSchema,
  adjustmentCreated,
  type AdjustmentView,
  adjustmentProblem,
  negativeBalanceProblem,
} from '@consign/contracts';
import { parseInput, publishEvents, runIdempotent, type AccessClaims, type Db, type Reply } from '@consign/kit';
import { insertAdjustment } from '../db/adjustments.repo';
import { allowNegativeBalance, lockAccount } from '../db/books.repo';
import { entriesFor } from '../domain/postings';
import { toAdjustmentView } from '../domain/views';
import { post } from './books';
import { organizationContext } from './organization-context';
import { parseAmount, refuse, requireSeller, targetSellerId } from './payout-support';

/**
 * POST /api/{org}/balance-adjustments (staff): a signed change of the seller's available credits. One that
 * would leave the balance negative needs `allowNegative: true` (the 'Negative Balance Warning' dialog).
 */
export async function createAdjustment(
  db: Db,
  auth: AccessClaims,
  input: unknown,
  idempotencyKey?: string,
): Promise<Reply<{ data: AdjustmentView; message: string }>> {
  const body = parseInput(adjustmentCreateSchema, input);
  const org = await organizationContext(db, auth.org);
  const amount = parseAmount(body.amount, org.fractionDigits);
  refuse(adjustmentProblem(amount, body.details, org.fractionDigits));
  const sellerId = targetSellerId(auth, body.seller?.id);
  const seller = await requireSeller(db, auth.org, sellerId);
  const change = amount as number; // adjustmentProblem refused a missing amount
  const details = body.details!.trim();

  return runIdempotent(db, auth, idempotencyKey, 'POST /balance-adjustments', body, async (trx) => {
    const locked = await lockAccount(trx, auth.org, sellerId);
    refuse(negativeBalanceProblem(locked.available, change, body.allowNegative === true));
    if (body.allowNegative === true) await allowNegativeBalance(trx);
    const id = randomUUID();
    const { postingId } = await post(trx, {
      orgId: auth.org,
      sellerId,
      locked,
      kind: 'adjustment',
      name: details,
      referenceId: id,
      entries: entriesFor.adjustment(sellerId, change),
    });
    const row = await insertAdjustment(trx, {
      id,
      org_id: auth.org,
      seller_id: sellerId,
      amount: change,
      details,
      posting_id: postingId,
      created_by: auth.sub,
    });
    await publishEvents(trx, [
      adjustmentCreated.create({
        source: 'ledger',
        orgId: auth.org,
        aggregateId: row.id,
        data: { id: row.id, sellerId, amount: change, details, currency: org.currency },
      }),
    ]);
    return {
      status: 201,
      body: { data: toAdjustmentView(row, seller.full_name, org.fractionDigits), message: MESSAGES.adjustments.saved },
    };
  });
}
