import { padSku } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';

/** The expiry date the item's 'expires soon' went out for, null before the first. */
export async function expiryNoticedFor(trx: Trx, orgId: string, id: string): Promise<Date | null> {
  const row = await trx('products').where({ org_id: orgId, id }).first('expiry_noticed_for');
  return (row?.expiry_noticed_for as Date | null | undefined) ?? null;
}

export async function recordExpiryNotice(trx: Trx, orgId: string, id: string, expiringAt: Date): Promise<void> {
  await trx('products').where({ org_id: orgId, id }).update({ expiry_noticed_for: expiringAt });
}

export async function insertMarkdownNotice(
  trx: Trx,
  row: { org_id: string; seller_id: string; product_id: string; from_price: number; to_price: number },
): Promise<void> {
  await trx('markdown_notices').insert(row);
}

/** Consignors with markdowns not yet sent in a digest. */
export async function sellersWithUnsentMarkdowns(db: Db | Trx, orgId: string): Promise<string[]> {
  const rows: { seller_id: string }[] = await db('markdown_notices').where({ org_id: orgId }).whereNull('digest_day').distinct('seller_id');
  return rows.map((r) => r.seller_id);
}

/** The consignor's digest of `day`, claimed once: false when that day already has one. */
export async function claimMarkdownDigest(trx: Trx, orgId: string, sellerId: string, day: string): Promise<boolean> {
  const rows = await trx('markdown_digests')
    .insert({ org_id: orgId, seller_id: sellerId, day })
    .onConflict(['org_id', 'seller_id', 'day'])
    .ignore()
    .returning('day');
  return rows.length > 0;
}

export interface MarkdownNoticeItem {
  id: string;
  skuPadded: string;
  name: string;
  from: number;
  to: number;
}

/** Takes the consignor's unsent markdowns into the digest of `day`, oldest first, with the item's name and SKU. */
export async function takeUnsentMarkdowns(trx: Trx, orgId: string, sellerId: string, day: string): Promise<MarkdownNoticeItem[]> {
  const rows: { id: string; sku: number; name: string; from_price: string; to_price: string }[] = await trx('markdown_notices as n')
    .join('products as p', function () {
      this.on('p.org_id', 'n.org_id').andOn('p.id', 'n.product_id');
    })
    .where({ 'n.org_id': orgId, 'n.seller_id': sellerId })
    .whereNull('n.digest_day')
    .orderBy('n.id')
    .forUpdate()
    .select('p.id', 'p.sku', 'p.name', 'n.from_price', 'n.to_price');
  await trx('markdown_notices').where({ org_id: orgId, seller_id: sellerId }).whereNull('digest_day').update({ digest_day: day });
  // bigint arrives as a string from pg.
  return rows.map((r) => ({
    id: r.id,
    skuPadded: padSku(r.sku),
    name: r.name,
    from: Number(r.from_price),
    to: Number(r.to_price),
  }));
}
