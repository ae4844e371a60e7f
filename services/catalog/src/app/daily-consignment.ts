import {
  expiresSoon,
  parisDay,
  productExpired,
  productExpiringSoon,
  productUpdated,
  sellerMarkedDown,
  type EventEnvelope,
} from '@consign/contracts';
import { publishEvents, withTransaction, type Db } from '@consign/kit';
import {
  claimMarkdownDigest,
  expiryNoticedFor,
  insertMarkdownNotice,
  recordExpiryNotice,
  sellersWithUnsentMarkdowns,
  takeUnsentMarkdowns,
} from '../db/consignment-notices.repo';
import { actAs } from '../db/history.repo';
import {
  activeConsignedItems,
  lockProduct,
  markdownProgressOf,
  recordMarkdownProgress,
  updateProductRow,
  type NewProduct,
  type ProductRow,
} from '../db/products.repo';
import { dueMarkdown, expiryChange, hasExpired } from '../domain/daily-consignment';
import { statusDates } from '../domain/product-rules';
import { toProductEventData } from '../domain/product-view';
import { organizationContext } from './organization-context';
import { statusEvents } from './products';

export interface DailyConsignmentResult {
  markedDown: number;
  expired: number;
  /** 'Expires soon' notices published. */
  noticed: number;
  /** Consignors sent their markdowns of the day. */
  digests: number;
}

/**
 * The day's rules for one organization's consigned items for sale, on the Paris day of `now`: an expired item
 * gets the organization's expiry action, another gets the markdown due by its age and, within the notice period,
 * its 'expires soon' notice. Each item in its own transaction under its lock, by 'system' in the history; the
 * events that tell the consignor are published in the same transaction. Then each consignor with markdowns not
 * yet told gets them in one digest event, at most one a day. Running again the same day changes and tells
 * nothing: an expired item has left the rules (no longer active, or store-owned), a markdown step is applied
 * once, a notice is recorded for its expiry date and a digest for its day.
 */
export async function runDailyConsignment(db: Db, orgId: string, now: Date): Promise<DailyConsignmentResult> {
  const org = await organizationContext(db, orgId);
  const { markdowns, expiryAction, expiryNoticeDays } = org.config.consignment;
  const today = parisDay(now);
  const result: DailyConsignmentResult = { markedDown: 0, expired: 0, noticed: 0, digests: 0 };
  for (const item of await activeConsignedItems(db, orgId)) {
    if (!markdowns.length && !expiresSoon(item.expiring_at, now, expiryNoticeDays)) continue;
    await withTransaction(db, async (trx) => {
      const before = await lockProduct(trx, orgId, item.id);
      // Sold, decided or taken over since the list was read: the rules no longer apply.
      if (!before || before.status !== 'active' || before.store_owned) return;
      await actAs(trx, 'system');
      const changes: Partial<NewProduct> = {};
      const told: EventEnvelope[] = [];
      if (hasExpired(before.expiring_at, today)) {
        const change = expiryChange(expiryAction);
        if ('status' in change) Object.assign(changes, { status: change.status }, statusDates(before.status, change.status, before, now));
        else Object.assign(changes, { store_owned: true, consignment_split: 0 });
        told.push(
          productExpired.create({
            source: 'catalog',
            orgId,
            aggregateId: item.id,
            data: { ...toProductEventData(before), action: expiryAction },
          }),
        );
        result.expired++;
      } else {
        const noticedFor = await expiryNoticedFor(trx, orgId, item.id);
        if (expiresSoon(before.expiring_at, now, expiryNoticeDays) && noticedFor?.getTime() !== before.expiring_at.getTime()) {
          await recordExpiryNotice(trx, orgId, item.id, before.expiring_at);
          told.push(
            productExpiringSoon.create({
              source: 'catalog',
              orgId,
              aggregateId: item.id,
              data: { ...toProductEventData(before), expiringAt: before.expiring_at.toISOString() },
            }),
          );
          result.noticed++;
        }
        const progress = await markdownProgressOf(trx, orgId, item.id);
        const due = dueMarkdown(
          { createdAt: before.created_at, price: before.price, stepsDone: progress.step, base: progress.base },
          markdowns,
          today,
        );
        if (due) await recordMarkdownProgress(trx, orgId, item.id, due.step, due.base);
        if (due?.price != null) {
          changes.price = due.price;
          if (before.seller_id)
            await insertMarkdownNotice(trx, {
              org_id: orgId,
              seller_id: before.seller_id,
              product_id: item.id,
              from_price: before.price,
              to_price: due.price,
            });
          result.markedDown++;
        }
      }
      if (!Object.keys(changes).length) {
        if (told.length) await publishEvents(trx, told);
        return;
      }
      const after: ProductRow = { ...before, ...changes };
      await updateProductRow(trx, orgId, item.id, changes);
      await publishEvents(trx, [
        productUpdated.create({ source: 'catalog', orgId, aggregateId: item.id, data: toProductEventData(after) }),
        ...statusEvents(orgId, before.status, after, org.currency),
        ...told,
      ]);
    });
  }
  result.digests = await sendMarkdownDigests(db, orgId, today, org.currency);
  return result;
}

/**
 * Each consignor's markdowns not yet told, in one event for the day. A consignor who already had the day's digest
 * (markdowns applied by a later run the same day) gets these with the next day's.
 */
async function sendMarkdownDigests(db: Db, orgId: string, day: string, currency: string): Promise<number> {
  let sent = 0;
  for (const sellerId of await sellersWithUnsentMarkdowns(db, orgId)) {
    await withTransaction(db, async (trx) => {
      if (!(await claimMarkdownDigest(trx, orgId, sellerId, day))) return;
      const items = await takeUnsentMarkdowns(trx, orgId, sellerId, day);
      if (!items.length) return;
      await publishEvents(trx, [
        sellerMarkedDown.create({ source: 'catalog', orgId, aggregateId: sellerId, data: { sellerId, day, currency, items } }),
      ]);
      sent++;
    });
  }
  return sent;
}
