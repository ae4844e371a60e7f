import { z } from 'zod';
import type { ProductStatus } from '../catalog/product.schema';
import { MESSAGES } from '../messages';
import { isoDate } from './store-config.schema';

export const DELIVERY_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A pending reservation holds its slot this long unless confirmed (configurable per service). */
export const DEFAULT_RESERVATION_TTL_SECONDS = 15 * 60;
/** Seller deliveries tab loads up to 100; the overview shows 3 upcoming (SPEC §9). */
export const DELIVERY_LIST_MAX = 100;
export const UPCOMING_OVERVIEW_COUNT = 3;

const required = MESSAGES.deliveries.fillRequired;
const instant = z.iso.datetime({ offset: true, message: required });
const id = (message: string) => z.string({ message }).trim().min(1, message);

/** POST /api/{org}/deliveries: reserve a slot as a pending delivery. A seller's own id is taken from the token. */
export const deliveryReserveSchema = z.object(
  {
    seller: z.object({ id: id(MESSAGES.deliveries.selectSeller) }, { message: MESSAGES.deliveries.selectSeller }).optional(),
    store: z.object({ id: id(required) }, { message: required }),
    at: instant,
    status: z.literal('pending').default('pending'),
  },
  { message: MESSAGES.deliveries.noInformation },
);
export type DeliveryReserve = z.infer<typeof deliveryReserveSchema>;

/** PATCH /api/{org}/deliveries: `{id, status}` confirms or completes; `{id, at, store_id, seller_id}` reschedules. */
export const deliveryPatchSchema = z
  .object(
    {
      id: id(MESSAGES.deliveries.noInformation),
      status: z.enum(['confirmed', 'completed']).optional(),
      at: instant.optional(),
      store_id: id(required).optional(),
      seller_id: id(required).optional(),
    },
    { message: MESSAGES.deliveries.noInformation },
  )
  .superRefine((v, ctx) => {
    if (!v.status && (!v.at || !v.store_id || !v.seller_id)) ctx.addIssue({ code: 'custom', message: required, path: ['at'] });
  });
export type DeliveryPatch = z.infer<typeof deliveryPatchSchema>;

/** GET /api/{org}/deliveries: by seller, by store and date range (the staff timeline), or upcoming. */
export const deliveryListQuerySchema = z.object({
  sellerId: z.uuid().optional(),
  storeId: z.uuid().optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  upcoming: z.stringbool().optional(),
  includeCancelled: z.stringbool().optional(),
  /** A picker's search: the store's name or the Paris date (31.12.2026, 2026-12-31). */
  query: z.string().trim().max(200).optional(),
  /** Answer `pagination.count` too, for a list paged on the server. */
  includeCount: z.stringbool().optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(DELIVERY_LIST_MAX).default(DELIVERY_LIST_MAX),
});
export type DeliveryListQuery = z.infer<typeof deliveryListQuerySchema>;

export const slotsDateParamSchema = isoDate;

export interface DeliveryDateInfo {
  date: string;
  status: 'available' | 'excluded' | 'other';
}
export interface DeliveryDatesResponse {
  datesInfo: DeliveryDateInfo[];
  scheduleEndDate: string;
}
/** `from` is ISO 8601 with the Paris offset, e.g. 2026-03-29T10:00:00+02:00. */
export interface TimeSlot {
  from: string;
}

/** A product handed in with a delivery, as the delivery sheet lists it; price in major units of the organization's currency. */
export interface DeliveryProduct {
  id: string;
  skuPadded: string;
  name: string;
  status: ProductStatus;
  price: number;
}

/** A delivery with what the sheets show around it (SPEC §3 Delivery). */
export interface DeliveryView {
  id: string;
  at: string;
  endsAt: string;
  status: DeliveryStatus;
  deleted: boolean;
  /** When a pending reservation lapses; null once confirmed. */
  expiresAt: string | null;
  sequence: number;
  seller: { id: string; email: string; name: string; accountNumber: number | null };
  store: {
    id: string;
    name: string;
    address_line_1: string;
    address_zip: string;
    address_city: string;
    address_country: string;
    stores_config_deliveries: { slot_length: number; slot_buffer: number };
  };
  org: { name: string; slug: string };
  /** The products handed in with the delivery (catalog's products whose delivery is this one). */
  products: DeliveryProduct[];
  /** Only for gmail.com / googlemail.com sellers: a Google Calendar link instead of the .ics file. */
  googleCalendarUrl?: string;
}

export interface DeliveryInviteLinks {
  icsUrl: string;
  googleCalendarUrl: string | null;
}
