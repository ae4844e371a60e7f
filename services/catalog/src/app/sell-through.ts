import { SELL_THROUGH_DAYS, type SellThroughRow } from '@consign/contracts';
import type { AccessClaims, Db } from '@consign/kit';
import { categorySales } from '../db/sell-through.repo';
import { suggestSchedule } from '../domain/sell-through';

const DAY_MS = 86_400_000;

/** Each category's sell-through of the last 90 days, with a suggested markdown schedule (staff, read-only). */
export async function sellThrough(db: Db, auth: AccessClaims, now = new Date()): Promise<SellThroughRow[]> {
  const rows = await categorySales(db, auth.org, new Date(now.getTime() - SELL_THROUGH_DAYS * DAY_MS));
  return rows
    .filter((r) => r.sold + r.for_sale > 0)
    .map((r) => {
      const rate = r.sold / (r.sold + r.for_sale);
      const medianDaysToSell = r.median_days === null ? null : Math.round(r.median_days * 10) / 10;
      return {
        category: r.category,
        sold: r.sold,
        forSale: r.for_sale,
        sellThrough: Math.round(rate * 1000) / 1000,
        medianDaysToSell,
        suggestion: suggestSchedule({ sold: r.sold, sellThrough: rate, medianDaysToSell }),
      };
    });
}
