import { padSaleNumber, padSku, toMajor, type SaleView } from '@consign/contracts';
import type { SaleItemRow, SaleReturnRow, SaleRow } from '../db/sales.repo';

export interface SaleViewContext {
  currency: string;
  fractionDigits: number;
  storeName: string;
}

export function toSaleView(sale: SaleRow, items: SaleItemRow[], returns: SaleReturnRow[], ctx: SaleViewContext): SaleView {
  const major = (minor: number) => toMajor(minor, ctx.fractionDigits);
  return {
    id: sale.id,
    number: sale.number,
    numberPadded: padSaleNumber(sale.number),
    storeId: sale.store_id,
    storeName: ctx.storeName,
    currency: ctx.currency,
    total: major(sale.total),
    items: items.map((i) => ({
      productId: i.product_id,
      sku: i.sku,
      skuPadded: padSku(i.sku),
      name: i.name,
      sellerId: i.seller_id,
      listedPrice: major(i.listed_price),
      price: major(i.price),
      sellerShare: major(i.seller_share),
      returned: i.return_id !== null,
    })),
    payment: sale.payment.map((p) => ({ method: p.method, amount: major(p.amount), ...(p.sellerId ? { sellerId: p.sellerId } : {}) })),
    change: major(sale.change),
    returns: returns.map((r) => {
      const returned = items.filter((i) => i.return_id === r.id);
      return {
        id: r.id,
        productIds: returned.map((i) => i.product_id),
        reason: r.reason,
        amount: major(returned.reduce((sum, i) => sum + i.price, 0)),
        createdAt: r.created_at.toISOString(),
      };
    }),
    createdAt: sale.created_at.toISOString(),
  };
}
