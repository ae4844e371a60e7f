import {
  accountCredited,
  saleShare,
  type SaleFees,
  type EventContract,
  type EventEnvelope,
  type productDonated,
  type productSold,
  type productStatusChanged,
} from '@consign/contracts';
import { publishEvents, type Trx } from '@consign/kit';
import { allowNegativeBalance, lockAccount, unreversedSaleCredit } from '../db/books.repo';
import { entriesFor, type Balance } from '../domain/postings';
import { post, postCredits } from './books';
import { organizationContext, type OrganizationContext } from './organization-context';

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
  await creditSales(trx, [event]);
}

/**
 * Several product.sold as creditSale would credit them one after another, in a few statements: the postings
 * written together, then the sellers' balances moved (and locked) at once, then the credited events.
 */
export async function creditSales(trx: Trx, events: SoldEvent[]): Promise<void> {
  const orgs = new Map<string, OrganizationContext>();
  const sales: { event: SoldEvent; orgId: string; sellerId: string; fees: SaleFees; credit: number; fee: number }[] = [];
  for (const event of events) {
    const { sellerId, price, salePrice, consignmentSplit, storeOwned } = event.data;
    if (!sellerId || !event.orgId) continue;
    const org = orgs.get(event.orgId) ?? (await organizationContext(trx, event.orgId));
    orgs.set(event.orgId, org);
    const fees = org.config.consignment.fees;
    const { share, fee, credit } = saleShare({ price: salePrice ?? price, consignmentSplit, storeOwned }, fees, org.fractionDigits);
    if (share > 0) sales.push({ event, orgId: event.orgId, sellerId, fees, credit, fee });
  }
  const posted = new Map<SoldEvent, { postingId: string; balance: Balance }>();
  for (const orgId of new Set(sales.map((s) => s.orgId))) {
    const ofOrg = sales.filter((s) => s.orgId === orgId);
    const results = await postCredits(
      trx,
      orgId,
      ofOrg.map(({ event, sellerId, fees, credit, fee }) => ({
        sellerId,
        kind: 'sale' as const,
        name: event.data.name,
        referenceId: event.data.id,
        entries: entriesFor.sale(sellerId, { credit, fee }),
        saleFees: fees,
      })),
    );
    ofOrg.forEach((s, i) => posted.set(s.event, results[i]!));
  }
  // Fees that took the whole share leave a sale line with its fee, and nothing credited to announce.
  const credited = sales.flatMap(({ event, orgId, sellerId, credit }) => {
    if (credit <= 0) return [];
    const { postingId, balance } = posted.get(event)!;
    return [
      accountCredited.create({
        source: 'ledger',
        orgId,
        aggregateId: sellerId,
        causationId: event.id,
        correlationId: event.correlationId,
        data: {
          sellerId,
          postingId,
          productId: event.data.id,
          productName: event.data.name,
          amount: credit,
          currency: event.data.currency,
          available: balance.available,
          accumulated: balance.accumulated,
        },
      }),
    ];
  });
  await publishEvents(trx, credited);
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
