import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max).default('');

/** A store where sellers hand in items (SPEC §3 Store). */
export const storeCreateSchema = z.object({
  name: z.string({ message: 'Store name is required' }).trim().min(1, 'Store name is required').max(120),
  email: z.union([z.email('Please enter a valid email address'), z.literal('')]).default(''),
  address_line_1: text(200),
  address_zip: text(20),
  address_city: text(100),
  address_country: text(100),
});
export type StoreCreate = z.infer<typeof storeCreateSchema>;

export const storeUpdateSchema = storeCreateSchema.partial();

export const storeListQuerySchema = z.object({
  minimal: z.stringbool().optional(),
  deliveries_enabled: z.stringbool().optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(500).default(100),
  query: z.string().trim().max(200).optional(),
});

export interface StoreView {
  id: string;
  name: string;
  email: string;
  address_line_1: string;
  address_zip: string;
  address_city: string;
  address_country: string;
}
