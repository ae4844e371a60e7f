import {
  AppError,
  EXPIRY_DECISION_MESSAGES,
  MESSAGES,
  expiryDecisionSchema,
  parseMoney,
  productUpdated,
  type ProductView,
} from '@consign/contracts';
import { parseInput, publishEvents, withTransaction, type AccessClaims, type Db } from '@consign/kit';
import { actAs } from '../db/history.repo';
import {
  isExpiryExtended,
  lockProduct,
  markExpiryExtended,
  recordExpiryDecision,
  updateProductRow,
  type NewProduct,
  type ProductRow,
} from '../db/products.repo';
import { defaultExpiry, statusDates } from '../domain/product-rules';
import { toProductEventData } from '../domain/product-view';
import { organizationContext } from './organization-context';
import { productView, statusEvents } from './products';

const isId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
const notFound = () => AppError.notFound(MESSAGES.products.notFound);
const refuse = (message: string) => AppError.unexpectedState(message, 'expiry_decision_refused');

/**
 * The consignor (or staff for them) decides what becomes of an item for sale: extend once by the organization's
 * expiry days, a lower price, collect it (pick-up) or donate it. Another seller's item is unknown (404).
 */
export async function decideExpiry(db: Db, auth: AccessClaims, id: string, input: unknown): Promise<ProductView> {
  const decision = parseInput(expiryDecisionSchema, input);
  if (!isId(id)) throw notFound();
  const org = await organizationContext(db, auth.org);
  const price = decision.price === undefined ? undefined : parseMoney(decision.price, org.fractionDigits);

  return withTransaction(db, async (trx) => {
    const before = await lockProduct(trx, auth.org, id);
    if (!before || (auth.role === 'seller' && before.seller_id !== auth.sellerId)) throw notFound();
    if (before.status !== 'active') throw refuse(EXPIRY_DECISION_MESSAGES.notActive);
    await actAs(trx, auth.role === 'seller' ? 'seller' : 'staff');

    const changes: Partial<NewProduct> = {};
    const now = new Date();
    if (decision.action === 'extend') {
      if (await isExpiryExtended(trx, auth.org, id)) throw refuse(EXPIRY_DECISION_MESSAGES.alreadyExtended);
      await markExpiryExtended(trx, auth.org, id);
      changes.expiring_at = defaultExpiry(before.expiring_at, org.config.consignment.expiryDays);
    } else if (decision.action === 'reprice') {
      if (price === undefined || price >= before.price) throw refuse(EXPIRY_DECISION_MESSAGES.priceNotLower);
      changes.price = price;
    } else {
      const status = decision.action === 'collect' ? 'pick-up' : 'donated';
      Object.assign(changes, { status }, statusDates(before.status, status, before, now));
    }
    const after: ProductRow = { ...before, ...changes };
    await recordExpiryDecision(trx, auth.org, id, decision.action);
    await updateProductRow(trx, auth.org, id, changes);
    await publishEvents(trx, [
      productUpdated.create({ source: 'catalog', orgId: auth.org, aggregateId: id, data: toProductEventData(after) }),
      ...statusEvents(auth.org, before.status, after, org.currency),
    ]);
    return productView(trx, auth.org, id, org);
  });
}
