import {
  AppError,
  PAYMENT_METHODS,
  SALE_MESSAGES,
  parisToday,
  saleDayQuerySchema,
  toMajor,
  type PaymentMethod,
  type SaleOutcome,
  type SaleReport,
  type SaleView,
} from '@consign/contracts';
import { parseInput, type AccessClaims, type Db, type Trx } from '@consign/kit';
import { dayReturns, daySales, decideOutcome, findSale, listSales, saleItems, saleReturns, type SaleRow } from '../db/sales.repo';
import { findStore } from '../db/stores.repo';
import { toSaleView } from '../domain/sale-view';
import { organizationContext } from './organization-context';

const isId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

async function views(db: Db | Trx, orgId: string, sales: SaleRow[]): Promise<SaleView[]> {
  if (!sales.length) return [];
  const org = await organizationContext(db, orgId);
  const ids = sales.map((s) => s.id);
  // One after the other: inside a transaction the queries share one connection.
  const items = await saleItems(db, orgId, ids);
  const returns = await saleReturns(db, orgId, ids);
  const storeNames = new Map<string, string>();
  for (const id of new Set(sales.map((s) => s.store_id))) storeNames.set(id, (await findStore(db, orgId, id))?.name ?? '');
  return sales.map((s) =>
    toSaleView(
      s,
      items.filter((i) => i.sale_id === s.id),
      returns.filter((r) => r.sale_id === s.id),
      { currency: org.currency, fractionDigits: org.fractionDigits, storeName: storeNames.get(s.store_id) ?? '' },
    ),
  );
}

export async function saleView(db: Db | Trx, orgId: string, id: string): Promise<SaleView> {
  const sale = isId(id) ? await findSale(db, orgId, id) : undefined;
  if (!sale) throw AppError.notFound(SALE_MESSAGES.notFound);
  return (await views(db, orgId, [sale]))[0]!;
}

/** GET /sales?date=&storeId=&number=: a Paris day's sales (today's by default), or the sale with a receipt number. */
export async function readSales(db: Db, auth: AccessClaims, query: unknown): Promise<SaleView[]> {
  const q = parseInput(saleDayQuerySchema, query);
  return views(db, auth.org, await listSales(db, auth.org, { day: q.date ?? parisToday(), storeId: q.storeId, number: q.number }));
}

/**
 * GET /sales/report: one Paris day (and store): the sales made that day by payment method and split between the
 * consignors and the shop, and beside them the returns taken that day.
 */
export async function saleReport(db: Db, auth: AccessClaims, query: unknown): Promise<SaleReport> {
  const q = parseInput(saleDayQuerySchema, query);
  const date = q.date ?? parisToday();
  const org = await organizationContext(db, auth.org);
  const major = (minor: number) => toMajor(minor, org.fractionDigits);
  const [sales, returns] = await Promise.all([daySales(db, auth.org, date, q.storeId), dayReturns(db, auth.org, date, q.storeId)]);
  const byMethod = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, 0])) as Record<PaymentMethod, number>;
  for (const m of sales.byMethod) byMethod[m.method] = major(m.amount);
  return {
    date,
    storeId: q.storeId ?? null,
    currency: org.currency,
    count: sales.count,
    total: major(sales.total),
    byMethod,
    sellersShare: major(sales.sellersShare),
    shopShare: major(sales.total - sales.sellersShare),
    returns: { count: returns.count, items: returns.items, total: major(returns.total), sellersShare: major(returns.sellersShare) },
  };
}

/** A sale's outcome for the ledger's settlement of its store-credit debit (voids a sale that has none). */
export async function saleOutcome(db: Db, orgId: string, saleId: string): Promise<SaleOutcome> {
  if (!isId(saleId)) throw AppError.notFound(SALE_MESSAGES.notFound);
  return decideOutcome(db, orgId, saleId);
}
