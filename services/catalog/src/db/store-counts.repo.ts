import type { StoreStatusCounts } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';

const NIL = '00000000-0000-0000-0000-000000000000';

/**
 * Per store (by name), the counts by status of a seller's live products, or of the organization's without a
 * seller: the trigger-kept counts (migration 20261127000100), so no product is read however many there are.
 */
export async function statusCountsByStore(
  db: Db | Trx,
  orgId: string,
  sellerId: string | undefined,
  storeId: string | undefined,
): Promise<StoreStatusCounts[]> {
  const { rows } = await db.raw<{ rows: { id: string; name: string; counts: Record<string, string | number> }[] }>(
    `SELECT st.id, st.name, json_object_agg(c.status, c.n) AS counts
     FROM product_status_counts c JOIN stores st ON st.org_id = c.org_id AND st.id = c.store_id
     WHERE c.org_id = ? AND c.seller_id = ? AND c.store_id <> ? AND c.n > 0${storeId ? ' AND c.store_id = ?' : ''}
     GROUP BY st.id, st.name ORDER BY st.name, st.id`,
    [orgId, sellerId ?? NIL, NIL, ...(storeId ? [storeId] : [])],
  );
  return rows.map((r) => ({
    store: { id: r.id, name: r.name },
    countsByStatus: Object.fromEntries(Object.entries(r.counts).map(([s, n]) => [s, Number(n)])),
  }));
}
