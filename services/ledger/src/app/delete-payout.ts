import { AppError, payoutDeleted } from '@consign/contracts';
import { publishEvents, withTransaction, type AccessClaims, type Db } from '@consign/kit';
import { lockAccount } from '../db/books.repo';
import { findPayout, updatePendingPayout } from '../db/payouts.repo';
import { entriesFor } from '../domain/postings';
import { payoutName } from '../domain/views';
import { post } from './books';
import { PAYOUT_NOT_FOUND, approvedConflict, visiblePayout } from './payout-support';

/** DELETE a pending payout: it is marked deleted and its hold goes back to the seller's available credits. */
export async function deletePayout(db: Db, auth: AccessClaims, id: string): Promise<void> {
  const found = await visiblePayout(db, auth, id);
  if (found.status === 'completed') throw approvedConflict('deleted');
  await withTransaction(db, async (trx) => {
    const locked = await lockAccount(trx, auth.org, found.seller_id);
    const row = await updatePendingPayout(trx, auth.org, id, { deleted_at: new Date() });
    if (!row) {
      if (!(await findPayout(trx, auth.org, id))) throw AppError.notFound(PAYOUT_NOT_FOUND);
      throw approvedConflict('deleted');
    }
    await post(trx, {
      orgId: auth.org,
      sellerId: row.seller_id,
      locked,
      kind: 'payout_release',
      name: payoutName(row.number),
      referenceId: row.id,
      entries: entriesFor.release(row.seller_id, row.amount),
    });
    await publishEvents(trx, [
      payoutDeleted.create({ source: 'ledger', orgId: auth.org, aggregateId: row.id, data: { id: row.id, sellerId: row.seller_id } }),
    ]);
  });
}
