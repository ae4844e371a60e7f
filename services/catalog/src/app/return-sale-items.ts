import { randomUUID } from 'node:crypto';
import {
  AppError,
  SALE_MESSAGES,
  productUpdated,
  saleReturnCreateSchema,
  saleReturned,
  type ProductStatus,
  type SaleView,
} from '@consign/contracts';
import { parseInput, publishEvents, runIdempotent, type AccessClaims, type Db, type Reply } from '@consign/kit';
import { lockProducts, updateProductRow, type ProductRow } from '../db/products.repo';
import { insertReturn, lockSale, saleItems } from '../db/sales.repo';
import { toProductEventData } from '../domain/product-view';
import { statusDates } from '../domain/product-rules';
import { checkDistinct, storeCreditRefund } from '../domain/sale-rules';
import { organizationContext } from './organization-context';
import { statusEvents } from './products';
import { saleView } from './sale-queries';

const isId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * POST /sales/{id}/returns: the items go back on the rail (or are marked damaged) and each one's
 * status_changed from 'sold' makes the ledger reverse exactly the credit its sale booked (it reverses what
 * stands for the product, so a redelivery reverses nothing twice). The sale row is locked: two returns of the
 * same item at once give one return and one 409. sale.returned tells the ledger what goes back to the store
 * credit the sale was paid with (store credit first, see storeCreditRefund).
 */
export async function returnSaleItems(
  db: Db,
  auth: AccessClaims,
  saleId: string,
  input: unknown,
  idempotencyKey?: string,
): Promise<Reply<{ data: SaleView; message: string }>> {
  const data = parseInput(saleReturnCreateSchema, input);
  if (!isId(saleId)) throw AppError.notFound(SALE_MESSAGES.notFound);
  const productIds = data.items.map((i) => i.productId);
  checkDistinct(productIds);
  const org = await organizationContext(db, auth.org);
  return runIdempotent(db, auth, idempotencyKey, `POST /sales/${saleId}/returns`, data, async (trx) => {
    const sale = await lockSale(trx, auth.org, saleId);
    if (!sale) throw AppError.notFound(SALE_MESSAGES.notFound);
    const items = new Map((await saleItems(trx, auth.org, [saleId])).map((i) => [i.product_id, i]));
    const returnedBefore = [...items.values()].filter((i) => i.return_id).reduce((sum, i) => sum + i.price, 0);
    for (const id of productIds) {
      const item = items.get(id);
      if (!item) throw AppError.invalid(SALE_MESSAGES.notInSale);
      if (item.return_id) throw AppError.conflict(SALE_MESSAGES.alreadyReturned(item.name), 'already_returned');
    }
    const returnId = randomUUID();
    await insertReturn(
      trx,
      { id: returnId, org_id: auth.org, sale_id: saleId, reason: data.reason ?? null, created_by: auth.sub },
      productIds,
    );
    const returnedNow = productIds.reduce((sum, id) => sum + items.get(id)!.price, 0);
    const storeCreditRefunds = storeCreditRefund(sale.payment, returnedBefore, returnedNow);
    await publishEvents(trx, [
      saleReturned.create({
        source: 'catalog',
        orgId: auth.org,
        aggregateId: saleId,
        data: { saleId, saleNumber: sale.number, returnId, currency: org.currency, storeCreditRefunds },
      }),
    ]);
    const damaged = new Set(data.items.filter((i) => i.damaged).map((i) => i.productId));
    const now = new Date();
    for (const before of await lockProducts(trx, auth.org, productIds)) {
      // A product someone has already taken off 'sold' by hand had its credit reversed then; it keeps its status.
      if (before.status !== 'sold') continue;
      const status: ProductStatus = damaged.has(before.id) ? 'damaged' : 'active';
      const changes = { status, ...statusDates(before.status, status, before, now) };
      const after: ProductRow = { ...before, ...changes };
      await updateProductRow(trx, auth.org, before.id, changes);
      await publishEvents(trx, [
        productUpdated.create({ source: 'catalog', orgId: auth.org, aggregateId: before.id, data: toProductEventData(after) }),
        ...statusEvents(auth.org, before.status, after, org.currency),
      ]);
    }
    return { status: 201, body: { data: await saleView(trx, auth.org, saleId), message: SALE_MESSAGES.returned } };
  });
}
