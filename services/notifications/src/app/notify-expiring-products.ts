import { withTransaction, type Db } from '@consign/kit';
import { lockProductsExpiringBefore, markExpiryNotified } from '../db/replicas.repo';
import { productExpiringUpdate } from '../domain/update-content';
import type { NotificationQueues } from '../jobs/queues';
import { recordUpdate } from './record-update';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The daily scan: every active product expiring within `days` gets one notice per expiry date (a run
 * repeated the same day, or a second worker, finds them marked and sends nothing).
 */
export async function notifyExpiringProducts(
  db: Db,
  queues: NotificationQueues,
  opts: { days: number; publicUrl: string; now?: Date },
): Promise<number> {
  const now = opts.now ?? new Date();
  return withTransaction(db, async (trx) => {
    const products = await lockProductsExpiringBefore(trx, new Date(now.getTime() + opts.days * DAY_MS), now);
    for (const product of products) {
      await recordUpdate(
        trx,
        queues,
        product.org_id,
        productExpiringUpdate({
          sellerId: product.seller_id!,
          product: { name: product.name, skuPadded: product.sku_padded },
          expiringAt: product.expiring_at!,
          publicUrl: opts.publicUrl,
        }),
      );
      await markExpiryNotified(trx, product.org_id, product.id, product.expiring_at!);
    }
    return products.length;
  });
}
