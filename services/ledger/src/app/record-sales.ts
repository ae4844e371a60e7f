import {
  accountCredited,
  saleShare,
  type EventContract,
  type EventEnvelope,
  type productDonated,
  type productSold,
  type productStatusChanged,
} from '@consign/contracts';
import { publishEvents, type Trx } from '@consign/kit';
import { allowNegativeBalance, lockAccount, unreversedSaleCredit } from '../db/books.repo';
import { entriesFor } from '../domain/postings';
import { post } from './books';
import { organizationContext } from './organization-context';

type DataOf<C> = C extends EventContract<infer T> ? T : never;
type SoldEvent = EventEnvelope<DataOf<typeof productSold>>;
type DonatedEvent = EventEnvelope<DataOf<typeof productDonated>>;
type StatusEvent = EventEnvelope<DataOf<typeof productStatusChanged>>;

/**
 * catalog's product.sold: the seller is credited (sale price, else listed price) × consignmentSplit less the
 * organization's fees on sales, as a 'sale' named after the product. Runs in the inbox transaction, so a
 * redelivered event credits nothing twice.
 */
export async function creditSale(trx: Trx, event: SoldEvent): Promise<void> {
  const { id, name, sellerId, price, salePrice, consignmentSplit, storeOwned, currency } = event.data;
  if (!sellerId || !event.orgId) return;
  const org = await organizationContext(trx, event.orgId);
  const fees = org.config.consignment.fees;
  const terms = { price: salePrice ?? price, consignmentSplit, storeOwned };
  const { share, fee, credit } = saleShare(terms, fees, org.fractionDigits);
  if (share <= 0) return;
  const locked = await lockAccount(trx, event.orgId, sellerId);
  const { postingId, balance } = await post(trx, {
    orgId: event.orgId,
    sellerId,
    locked,
    kind: 'sale',
    name,
    referenceId: id,
    entries: entriesFor.sale(sellerId, { credit, fee }),
    saleFees: fees,
  });
  // Fees that took the whole share leave a sale line with its fee, and nothing credited to announce.
  if (credit <= 0) return;
  await publishEvents(trx, [
    accountCredited.create({
      source: 'ledger',
      orgId: event.orgId,
      aggregateId: sellerId,
      causationId: event.id,
      correlationId: event.correlationId,
      data: {
        sellerId,
        postingId,
        productId: id,
        productName: name,
        amount: credit,
        currency,
        available: balance.available,
        accumulated: balance.accumulated,
      },
    }),
  ]);
}

/** catalog's product.donated: a 'donation' transaction in the seller's list; no money moves. */
export async function recordDonation(trx: Trx, event: DonatedEvent): Promise<void> {
  const { id, name, sellerId } = event.data;
  if (!sellerId || !event.orgId) return;
  const locked = await lockAccount(trx, event.orgId, sellerId);
  await post(trx, { orgId: event.orgId, sellerId, locked, kind: 'donation', name, referenceId: id, entries: [] });
}

/** A product taken back from sold: the sale credit still standing is reversed by a new posting. */
export async function reverseSale(trx: Trx, event: StatusEvent): Promise<void> {
  const { id, from, to } = event.data;
  if (from !== 'sold' || to === 'sold' || !event.orgId) return;
  const open = await unreversedSaleCredit(trx, event.orgId, id);
  if (!open) return;
  const locked = await lockAccount(trx, event.orgId, open.sellerId);
  // The sale is undone whatever the seller has spent since: this may leave them below zero.
  await allowNegativeBalance(trx);
  await post(trx, {
    orgId: event.orgId,
    sellerId: open.sellerId,
    locked,
    kind: 'sale_reversal',
    name: `${open.name} (sale reversed)`,
    referenceId: id,
    entries: entriesFor.saleReversal(open.sellerId, open),
  });
}
