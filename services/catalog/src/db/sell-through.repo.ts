import type { Db, Trx } from '@consign/kit';

export interface CategorySales {
  category: string | null;
  sold: number;
  for_sale: number;
  median_days: number | null;
}

/** Per category: consigned items sold since `since`, those for sale now, and the median days from reception to sale. */
export async function categorySales(db: Db | Trx, orgId: string, since: Date): Promise<CategorySales[]> {
  const { rows } = await db.raw<{ rows: { category: string | null; sold: string; for_sale: string; median_days: string | null }[] }>(
    `SELECT category,
            count(*) FILTER (WHERE status = 'sold' AND sold_at >= :since) AS sold,
            count(*) FILTER (WHERE status = 'active') AS for_sale,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM sold_at - created_at) / 86400)
              FILTER (WHERE status = 'sold' AND sold_at >= :since) AS median_days
       FROM products
      WHERE org_id = :orgId AND deleted_at IS NULL AND NOT store_owned AND status IN ('sold', 'active')
      GROUP BY category
      ORDER BY category NULLS LAST`,
    { orgId, since },
  );
  return rows.map((r) => ({
    category: r.category,
    sold: Number(r.sold),
    for_sale: Number(r.for_sale),
    median_days: r.median_days === null ? null : Number(r.median_days),
  }));
}
