import { productDonated, productSold, productStatusChanged, type EventEnvelope } from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { creditSale, creditSales, recordDonation, reverseSale } from '../app/record-sales';

export const productContracts = [productSold, productDonated, productStatusChanged] as const;

const sold = (event: EventEnvelope<unknown>) => ({ ...event, data: productSold.schema.parse(event.data) });

/** catalog's product events that move a seller's credits (consume() has validated the event). */
export async function handleProductEvent(event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  switch (event.type) {
    case productSold.type:
      return creditSale(trx, sold(event));
    case productDonated.type:
      return recordDonation(trx, { ...event, data: productDonated.schema.parse(event.data) });
    case productStatusChanged.type:
      return reverseSale(trx, { ...event, data: productStatusChanged.schema.parse(event.data) });
  }
}

/**
 * A batch of them in order, in one transaction: each run of sales in between the other events is credited
 * together (at 200 sales/s, one transaction per sale was more than the database could commit).
 */
export async function handleProductEvents(events: EventEnvelope<unknown>[], trx: Trx): Promise<void> {
  for (let from = 0; from < events.length;) {
    let to = from;
    while (to < events.length && events[to]!.type === productSold.type) to++;
    if (to > from) await creditSales(trx, events.slice(from, to).map(sold));
    else await handleProductEvent(events[to++]!, trx);
    from = to;
  }
}
