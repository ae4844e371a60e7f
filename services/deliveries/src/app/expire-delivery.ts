import { deliveryExpired } from '@consign/contracts';
import { withTransaction, type Db } from '@consign/kit';
import { findDelivery, expireIfLapsed } from '../db/deliveries.repo';
import { announce } from './context';

/**
 * The expiry job: ends a reservation still pending at its expiry (delivery.expired). Confirmed, cancelled
 * or already-ended reservations are left alone; a job that runs early throws so BullMQ retries it.
 */
export async function expireDelivery(db: Db, orgId: string, id: string): Promise<'expired' | 'unchanged'> {
  return withTransaction(db, async (trx) => {
    const row = await expireIfLapsed(trx, id);
    if (row) {
      await announce(trx, row, deliveryExpired);
      return 'expired';
    }
    const current = await findDelivery(trx, { orgId }, id);
    if (current?.status === 'pending' && !current.deleted && current.expires_at && current.expires_at > new Date())
      throw new Error(`reservation ${id} is not due before ${current.expires_at.toISOString()}`);
    return 'unchanged';
  });
}
