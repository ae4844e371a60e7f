import { randomUUID } from 'node:crypto';
import {
  AppError,
  SALE_MESSAGES,
  parseMoney,
  padSaleNumber,
  padSku,
  productUpdated,
  saleCreateSchema,
  saleShare,
  type SaleView,
} from '@consign/contracts';
import {
  parseInput,
  pgErrorCode,
  publishEvents,
  runIdempotent,
  type AccessClaims,
  type Db,
  type Logger,
  type Reply,
  type Trx,
} from '@consign/kit';
import { lockProducts, productIdsBySku, updateProductRow, type ProductRow } from '../db/products.repo';
import { claimCommitted, decideOutcome, insertSale, nextSaleNumber, type SaleItemRow, type StoredPayment } from '../db/sales.repo';
import { findStore } from '../db/stores.repo';
import { toProductEventData } from '../domain/product-view';
import { statusDates } from '../domain/product-rules';
import { checkDistinct, settlePayments } from '../domain/sale-rules';
import { toSaleView } from '../domain/sale-view';
import type { StoreCreditLedger } from './ledger-store-credit';
import { organizationContext } from './organization-context';
import { statusEvents } from './products';

type ItemInput = { sku?: number | string; productId?: string; price?: number | string };

/** The product ids the items name, in basket order: a SKU (with or without zero padding) or an id. */
async function resolveItems(trx: Trx, orgId: string, items: ItemInput[]): Promise<string[]> {
  const skus = items.filter((i) => i.productId === undefined).map((i) => Number(i.sku));
  const bySku = new Map((await productIdsBySku(trx, orgId, skus)).map((p) => [p.sku, p.id]));
  return items.map((i) => {
    if (i.productId !== undefined) return i.productId;
    const id = bySku.get(Number(i.sku));
    if (!id) throw AppError.notFound(SALE_MESSAGES.productNotFound(padSku(Number(i.sku))));
    return id;
  });
}

function requireForSale(ids: string[], locked: ProductRow[]): ProductRow[] {
  const byId = new Map(locked.map((p) => [p.id, p]));
  return ids.map((id) => {
    const product = byId.get(id);
    if (!product) throw AppError.notFound(SALE_MESSAGES.productNotFound(id));
    if (product.status !== 'active')
      throw AppError.conflict(SALE_MESSAGES.notForSale(product.name, padSku(product.sku), product.status), 'product_not_for_sale');
    return product;
  });
}

export interface SaleDeps {
  db: Db;
  ledger: StoreCreditLedger;
  log: Logger;
}

/**
 * POST /sales: every item sold and every credit booked, or nothing. The products are locked in one
 * transaction (two tills scanning the same item: the second waits, then finds it sold, a 409); the partial
 * unique index on sale_items is the database's last word. Each product's product.sold carries the sale price,
 * so the ledger credits the consignor's share of what it sold for.
 */
export async function createSale(
  { db, ledger, log }: SaleDeps,
  auth: AccessClaims,
  input: unknown,
  idempotencyKey?: string,
): Promise<Reply<{ data: SaleView }>> {
  const data = parseInput(saleCreateSchema, input);
  const org = await organizationContext(db, auth.org);
  const store = await findStore(db, auth.org, data.storeId);
  if (!store) throw AppError.invalid(SALE_MESSAGES.storeNotFound);
  const intents = (Array.isArray(data.payment) ? data.payment : [data.payment]).map((p) => ({
    method: p.method,
    ...(p.amount !== undefined ? { amount: parseMoney(p.amount, org.fractionDigits) } : {}),
    ...(p.sellerId ? { sellerId: p.sellerId } : {}),
  }));
  const creditSellers = new Set(intents.filter((p) => p.method === 'store_credit').map((p) => p.sellerId));
  if (creditSellers.size > 1) throw AppError.invalid(SALE_MESSAGES.oneStoreCreditSeller);
  const fees = org.config.consignment.fees;
  const prices = data.items.map((i) => (i.price === undefined ? undefined : parseMoney(i.price, org.fractionDigits)));

  // Set once the ledger may have debited: from then on a failure must give the credits back.
  let debitedFor: string | undefined;
  try {
    const reply = await runIdempotent(db, auth, idempotencyKey, 'POST /sales', data, async (trx) => {
      const ids = await resolveItems(trx, auth.org, data.items);
      checkDistinct(ids);
      const products = requireForSale(ids, await lockProducts(trx, auth.org, ids));
      const id = randomUUID();
      const items: SaleItemRow[] = products.map((p, position) => {
        const price = prices[position] ?? p.price;
        return {
          org_id: auth.org,
          sale_id: id,
          product_id: p.id,
          position,
          sku: p.sku,
          name: p.name,
          seller_id: p.seller_id,
          listed_price: p.price,
          price,
          // What the ledger will credit: the share of the sale price less the organization's fees on sales.
          seller_share: p.seller_id
            ? saleShare({ price, consignmentSplit: p.consignment_split, storeOwned: p.store_owned }, fees, org.fractionDigits).credit
            : 0,
          return_id: null,
        };
      });
      const total = items.reduce((sum, i) => sum + i.price, 0);
      const { payments, change } = settlePayments(total, intents);
      const number = await nextSaleNumber(trx, auth.org);
      const credit = storeCreditOf(payments);
      if (credit) {
        // Claimed before the debit: whoever settles the debit meanwhile waits for this transaction's end.
        await claimCommitted(trx, auth.org, id);
        debitedFor = id;
        const name = `${SALE_MESSAGES.storeCreditPurchase} ${padSaleNumber(number)}`;
        await ledger.debit(auth.org, { saleId: id, sellerId: credit.sellerId, amount: credit.amount, name });
      }
      const now = new Date();
      const sale = {
        id,
        org_id: auth.org,
        number,
        store_id: store.id,
        total,
        change,
        payment: payments,
        created_by: auth.sub,
        created_at: now,
      };
      await insertSale(trx, sale, items);
      for (const [position, before] of products.entries()) {
        const changes = { status: 'sold' as const, ...statusDates(before.status, 'sold', before, now) };
        const after: ProductRow = { ...before, ...changes };
        await updateProductRow(trx, auth.org, before.id, changes);
        await publishEvents(trx, [
          productUpdated.create({ source: 'catalog', orgId: auth.org, aggregateId: before.id, data: toProductEventData(after) }),
          ...statusEvents(auth.org, before.status, after, org.currency, { id, price: items[position]!.price }),
        ]);
      }
      const view = toSaleView(sale, items, [], {
        currency: org.currency,
        fractionDigits: org.fractionDigits,
        storeName: store.name,
      });
      return { status: 201, body: { data: view } };
    });
    // A twin with the same Idempotency-Key committed first and its answer is replayed: this attempt's debit goes.
    if (debitedFor && reply.body.data.id !== debitedFor) await undoDebit({ db, ledger, log }, auth.org, debitedFor);
    return reply;
  } catch (err) {
    if (debitedFor) await undoDebit({ db, ledger, log }, auth.org, debitedFor);
    if (pgErrorCode(err) === '23505' && constraintOf(err) === 'sale_outcomes_pkey')
      throw AppError.conflict(SALE_MESSAGES.storeCreditCancelled, 'store_credit_cancelled');
    if (pgErrorCode(err) === '23505') throw AppError.conflict(SALE_MESSAGES.soldMeanwhile, 'product_not_for_sale');
    throw err;
  }
}

/** The store-credit part of a settled payment: one seller's credits, what they paid of the total. */
function storeCreditOf(payments: StoredPayment[]): { sellerId: string; amount: number } | undefined {
  const credit = payments.filter((p) => p.method === 'store_credit' && p.amount > 0);
  if (!credit.length) return undefined;
  return { sellerId: credit[0]!.sellerId!, amount: credit.reduce((sum, p) => sum + p.amount, 0) };
}

const constraintOf = (err: unknown) => (err as { constraint?: string }).constraint;

/**
 * The sale failed after it may have debited: it is voided (unless it committed after all, its answer lost on the
 * way), and the ledger gives the credits back. If the ledger cannot be told now, its settlement job asks catalog
 * for the outcome later and reverses then; the till still gets the sale's own error.
 */
async function undoDebit({ db, ledger, log }: SaleDeps, orgId: string, saleId: string): Promise<void> {
  try {
    if ((await decideOutcome(db, orgId, saleId)) === 'voided') await ledger.cancel(orgId, saleId);
  } catch (err) {
    log.warn({ err, saleId }, 'store credit debit not cancelled now; the ledger settles it later');
  }
}
