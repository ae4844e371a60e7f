import type { StoreView } from '@consign/contracts';
import type { StoreRow } from '../db/stores.repo';

export function toStoreView(row: StoreRow): StoreView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    address_line_1: row.address_line_1,
    address_zip: row.address_zip,
    address_city: row.address_city,
    address_country: row.address_country,
  };
}
