import type { DeliveryDatesResponse, DeliveryView, TimeSlot } from '@consign/contracts';
import { api } from './api';

export interface DeliveryStore {
  id: string;
  name: string;
}

export interface DeliveryPage {
  data: DeliveryView[];
  pagination: { count: number };
}

/** Deliveries (SPEC §7): the booking flow shared by the seller portal and the staff back office. */
export const deliveriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The stores a delivery can be booked at (their deliveries are enabled). */
    listDeliveryStores: build.query<DeliveryStore[], void>({
      query: () => ({ url: '/{org}/stores', params: { minimal: true, deliveries_enabled: true } }),
      transformResponse: (body: { data: DeliveryStore[] }) => body.data,
      providesTags: [{ type: 'Store', id: 'LIST' }, 'DeliveryConfig'],
    }),
    getDeliveryDates: build.query<DeliveryDatesResponse, string>({
      query: (storeId) => `/{org}/deliveries/${encodeURIComponent(storeId)}/dates`,
      transformResponse: (body: DeliveryDatesResponse | { data: DeliveryDatesResponse }) => ('data' in body ? body.data : body),
      providesTags: ['Delivery', 'DeliveryConfig'],
    }),
    getDeliverySlots: build.query<TimeSlot[], { storeId: string; date: string }>({
      query: ({ storeId, date }) => `/{org}/deliveries/${encodeURIComponent(storeId)}/slots/${date}`,
      transformResponse: (body: TimeSlot[] | { data: TimeSlot[] }) => (Array.isArray(body) ? body : body.data),
      providesTags: ['Delivery', 'DeliveryConfig'],
    }),
    /** A seller's deliveries, newest first (soonest first when upcoming); a picker's search by store name or date. */
    listSellerDeliveries: build.query<DeliveryView[], { sellerId: string; upcoming?: boolean; query?: string; take?: number }>({
      query: ({ sellerId, upcoming, query, take }) => ({
        url: '/{org}/deliveries',
        params: { sellerId, ...(upcoming ? { upcoming: true } : {}), ...(query ? { query } : {}), ...(take ? { take } : {}) },
      }),
      transformResponse: (body: { data: DeliveryView[] }) => body.data,
      providesTags: ['Delivery'],
    }),
    /** One page of a seller's deliveries, newest first, with how many there are (the seller sheet's tab). */
    listSellerDeliveriesPage: build.query<DeliveryPage, { sellerId: string; skip: number; take: number }>({
      query: ({ sellerId, skip, take }) => ({ url: '/{org}/deliveries', params: { sellerId, skip, take, includeCount: true } }),
      providesTags: ['Delivery'],
    }),
    /** Picking a slot reserves it as a pending delivery (SPEC §4). */
    reserveDelivery: build.mutation<{ id: string }, { sellerId: string; storeId: string; at: string; idempotencyKey: string }>({
      query: ({ sellerId, storeId, at, idempotencyKey }) => ({
        url: '/{org}/deliveries',
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { seller: { id: sellerId }, store: { id: storeId }, at, status: 'pending' },
      }),
      transformResponse: (body: { delivery: { id: string } }) => ({ id: body.delivery.id }),
    }),
    /** Makes a reservation final; seller and store are the form's, so the service refuses one made for others. */
    confirmDelivery: build.mutation<unknown, { id: string; sellerId: string; storeId: string }>({
      query: ({ id, sellerId, storeId }) => ({
        url: '/{org}/deliveries',
        method: 'PATCH',
        body: { id, status: 'confirmed', seller_id: sellerId, store_id: storeId },
      }),
      invalidatesTags: ['Delivery'],
    }),
    rescheduleDelivery: build.mutation<unknown, { id: string; at: string; storeId: string; sellerId: string }>({
      query: ({ id, at, storeId, sellerId }) => ({
        url: '/{org}/deliveries',
        method: 'PATCH',
        body: { id, at, store_id: storeId, seller_id: sellerId },
      }),
      invalidatesTags: ['Delivery'],
    }),
    /** Staff timeline and lists: by store and date range, cancelled ones included when asked. */
    listDeliveries: build.query<DeliveryView[], { storeId?: string; from?: string; to?: string; includeCancelled?: boolean }>({
      query: (params) => ({ url: '/{org}/deliveries', params }),
      transformResponse: (body: { data: DeliveryView[] }) => body.data,
      providesTags: ['Delivery'],
    }),
    getDelivery: build.query<DeliveryView, string>({
      query: (id) => `/{org}/deliveries/${encodeURIComponent(id)}`,
      transformResponse: (body: { data: DeliveryView }) => body.data,
      providesTags: (_r, _e, id) => [{ type: 'Delivery', id }],
    }),
    /** A coworker marks a confirmed delivery completed (the seller came). */
    completeDelivery: build.mutation<unknown, string>({
      query: (id) => ({ url: '/{org}/deliveries', method: 'PATCH', body: { id, status: 'completed' } }),
      invalidatesTags: ['Delivery'],
    }),
    /** Leaving the booking flow: cancels an unconfirmed pending reservation (SPEC §7 DELETE). */
    releasePendingDelivery: build.mutation<unknown, string>({
      query: (id) => ({ url: `/{org}/deliveries/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Delivery'],
    }),
    /** Cancels (soft-deletes) a delivery, pending or confirmed (SPEC §4). */
    cancelDelivery: build.mutation<unknown, string>({
      query: (id) => ({ url: `/{org}/deliveries/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: ['Delivery'],
    }),
  }),
});

export const {
  useListDeliveryStoresQuery,
  useGetDeliveryDatesQuery,
  useGetDeliverySlotsQuery,
  useListSellerDeliveriesQuery,
  useListSellerDeliveriesPageQuery,
  useReserveDeliveryMutation,
  useConfirmDeliveryMutation,
  useRescheduleDeliveryMutation,
  useReleasePendingDeliveryMutation,
  useCancelDeliveryMutation,
  useListDeliveriesQuery,
  useGetDeliveryQuery,
  useCompleteDeliveryMutation,
} = deliveriesApi;
