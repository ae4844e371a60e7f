import { z } from 'zod';
import { MESSAGES, RULE_MESSAGES } from '../messages';

const text = (max: number) => z.string().trim().max(max);
const email = z.union([z.email(MESSAGES.sellers.validEmail), z.literal('')]);

const storeFields = {
  name: z.string({ message: RULE_MESSAGES.stores.nameRequired }).trim().min(1, RULE_MESSAGES.stores.nameRequired).max(120),
  email,
  address_line_1: text(200),
  address_zip: text(20),
  address_city: text(100),
  address_country: text(100),
};

/** A store where sellers hand in items (SPEC §3 Store). */
export const storeCreateSchema = z.object({
  ...storeFields,
  email: email.default(''),
  address_line_1: storeFields.address_line_1.default(''),
  address_zip: storeFields.address_zip.default(''),
  address_city: storeFields.address_city.default(''),
  address_country: storeFields.address_country.default(''),
});
export type StoreCreate = z.infer<typeof storeCreateSchema>;

/** PATCH: no defaults here (zod 4 applies a default inside .partial()), so a missing field is left alone. */
export const storeUpdateSchema = z.object(storeFields).partial();

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
