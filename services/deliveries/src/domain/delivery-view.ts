import {
  DEFAULT_SLOT_LENGTH_MINUTES,
  currencyFractionDigits,
  toMajor,
  type DeliveryProduct,
  googleCalendarUrl,
  isGoogleMailAddress,
  parisDay,
  type DeliveryEventData,
  type DeliveryInvite,
  type DeliveryView,
  type StoreDeliveryConfig,
} from '@consign/contracts';
import type { DeliveryDetailsRow } from '../db/deliveries.repo';
import type { ProductReplica } from '../db/replicas.repo';
import type { StoreConfigRow } from '../db/store-configs.repo';
import { parisClock, parisIso } from './paris-time';

/** A product of a delivery's list; without a known currency two decimals, the common case. */
export function toDeliveryProduct(p: ProductReplica, currency: string | null): DeliveryProduct {
  const digits = currency ? currencyFractionDigits(currency) : 2;
  return { id: p.id, skuPadded: p.sku_padded, name: p.name, status: p.status, price: toMajor(p.price, digits) };
}

export function toDeliveryView(row: DeliveryDetailsRow, orgSlug: string, products: ProductReplica[]): DeliveryView {
  const view: DeliveryView = {
    id: row.id,
    at: parisIso(row.at),
    endsAt: parisIso(row.ends_at),
    status: row.status,
    deleted: row.deleted,
    expiresAt: row.status === 'pending' && row.expires_at ? row.expires_at.toISOString() : null,
    sequence: row.sequence,
    seller: { id: row.seller_id, email: row.seller_email ?? '', name: row.seller_name ?? '', accountNumber: row.account_number },
    store: {
      id: row.store_id,
      name: row.store_name ?? '',
      address_line_1: row.address_line_1 ?? '',
      address_zip: row.address_zip ?? '',
      address_city: row.address_city ?? '',
      address_country: row.address_country ?? '',
      stores_config_deliveries: { slot_length: row.slot_length ?? DEFAULT_SLOT_LENGTH_MINUTES, slot_buffer: row.slot_buffer ?? 0 },
    },
    org: { name: row.org_name ?? '', slug: row.org_slug ?? orgSlug },
    products: products.map((p) => toDeliveryProduct(p, row.org_currency)),
  };
  if (row.seller_email && isGoogleMailAddress(row.seller_email)) view.googleCalendarUrl = googleCalendarUrl(toDeliveryInvite(row));
  return view;
}

/** The calendar entry of a delivery: the slot itself (without the buffer), at the store's address. */
export function toDeliveryInvite(row: DeliveryDetailsRow): DeliveryInvite {
  const length = row.slot_length ?? DEFAULT_SLOT_LENGTH_MINUTES;
  const end = new Date(Math.min(row.ends_at.getTime(), row.at.getTime() + length * 60_000));
  const store = row.store_name ?? 'the store';
  const address = [row.address_line_1, [row.address_zip, row.address_city].filter(Boolean).join(' '), row.address_country]
    .filter((p) => p && p.trim())
    .join(', ');
  return {
    deliveryId: row.id,
    sequence: row.sequence,
    start: row.at.toISOString(),
    end: end.toISOString(),
    cancelled: row.status === 'cancelled',
    title: `Delivery at ${store}`,
    location: address || store,
    description: `Delivery of your items to ${store}${row.org_name ? ` (${row.org_name})` : ''} on ${parisDay(row.at)} at ${parisClock(row.at)} (Paris time).`,
    organizer: row.store_email ? { name: row.org_name || store, email: row.store_email } : null,
    attendee: row.seller_email ? { name: row.seller_name ?? '', email: row.seller_email } : null,
  };
}

export function toDeliveryEventData(row: DeliveryDetailsRow): DeliveryEventData {
  return {
    id: row.id,
    storeId: row.store_id,
    sellerId: row.seller_id,
    at: row.at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status: row.status,
    sequence: row.sequence,
    sellerEmail: row.seller_email ?? '',
    invite: toDeliveryInvite(row),
  };
}

export function toStoreDeliveryConfig(row: StoreConfigRow, orgSlug: string): StoreDeliveryConfig {
  return {
    store_id: row.store_id,
    organization_slug: orgSlug,
    enabled: row.enabled,
    slot_length: row.slot_length ?? DEFAULT_SLOT_LENGTH_MINUTES,
    slot_buffer: row.slot_buffer,
    schedule: row.schedule,
    schedule_end_date: row.schedule_end_date,
    excluded_dates: row.excluded_dates,
  };
}

/** A store that never had a configuration: closed, default slot length. */
export function defaultStoreConfig(orgId: string, storeId: string): StoreConfigRow {
  return {
    store_id: storeId,
    org_id: orgId,
    enabled: false,
    slot_length: null,
    slot_buffer: 0,
    schedule: {},
    schedule_end_date: null,
    excluded_dates: [],
  };
}

export function toCalendarConfig(row: StoreConfigRow) {
  return {
    enabled: row.enabled,
    slotLength: row.slot_length,
    slotBuffer: row.slot_buffer,
    schedule: row.schedule,
    scheduleEndDate: row.schedule_end_date,
    excludedDates: row.excluded_dates,
  };
}
