import { z } from 'zod';
import { defineEvent } from './envelope';

/** What deliveries keeps of a store (its name and address for delivery views and invites). */
const storeData = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  address_line_1: z.string(),
  address_zip: z.string(),
  address_city: z.string(),
  address_country: z.string(),
});

export const storeCreated = defineEvent({ type: 'catalog.store.created', version: 1, aggregateType: 'store', data: storeData });
export const storeUpdated = defineEvent({ type: 'catalog.store.updated', version: 1, aggregateType: 'store', data: storeData });
export const storeDeleted = defineEvent({
  type: 'catalog.store.deleted',
  version: 1,
  aggregateType: 'store',
  data: z.object({ id: z.string() }),
});
