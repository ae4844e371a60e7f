import { randomUUID } from 'node:crypto';
import { withTransaction, type Db } from '@consign/kit';
import { insertDelivery } from '../db/deliveries.repo';
import { findStoreConfig } from '../db/store-configs.repo';
import { slotLengthOf } from '../domain/slots';
import { addDays, parisDay } from '@consign/contracts';
import { parisWallTime } from '../domain/paris-time';

/**
 * Demo history that the API cannot create (past slots are never bookable): completed and cancelled
 * deliveries of the last weeks. Written straight into the table without events, as history that happened
 * before the demo started. Runs once per store.
 */
export async function seedDeliveryHistory(db: Db, orgId: string, storeId: string, sellerIds: string[]): Promise<number> {
  if (!sellerIds.length) return 0;
  return withTransaction(db, async (trx) => {
    const config = await findStoreConfig(trx, orgId, storeId);
    if (!config) return 0;
    const past = await trx('deliveries').where({ org_id: orgId, store_id: storeId }).where('at', '<', trx.fn.now()).first();
    if (past) return 0;
    const today = parisDay(new Date());
    const minutes = slotLengthOf({ slotLength: config.slot_length }) + config.slot_buffer;
    const history: Array<{ daysAgo: number; time: string; status: 'completed' | 'cancelled' }> = [
      { daysAgo: 21, time: '10:00', status: 'completed' },
      { daysAgo: 14, time: '11:00', status: 'completed' },
      { daysAgo: 7, time: '14:00', status: 'completed' },
      { daysAgo: 3, time: '10:00', status: 'cancelled' },
    ];
    for (const [i, h] of history.entries()) {
      const at = parisWallTime(addDays(today, -h.daysAgo), h.time);
      await insertDelivery(trx, {
        id: randomUUID(),
        org_id: orgId,
        store_id: storeId,
        seller_id: sellerIds[i % sellerIds.length]!,
        at,
        ends_at: new Date(at.getTime() + minutes * 60_000),
        status: h.status,
        expires_at: null,
        sequence: h.status === 'cancelled' ? 1 : 0,
        deleted: h.status === 'cancelled',
      });
    }
    return history.length;
  });
}
