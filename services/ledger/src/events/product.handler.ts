import { productDonated, productSold, productStatusChanged, type EventEnvelope } from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { creditSale, recordDonation, reverseSale } from '../app/record-sales';

export const productContracts = [productSold, productDonated, productStatusChanged] as const;

/** catalog's product events that move a seller's credits (consume() has validated the event). */
export async function handleProductEvent(event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  switch (event.type) {
    case productSold.type:
      return creditSale(trx, { ...event, data: productSold.schema.parse(event.data) });
    case productDonated.type:
      return recordDonation(trx, { ...event, data: productDonated.schema.parse(event.data) });
    case productStatusChanged.type:
      return reverseSale(trx, { ...event, data: productStatusChanged.schema.parse(event.data) });
  }
}
