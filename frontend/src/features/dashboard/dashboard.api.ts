import type { DeliveryView, LedgerSummaryView } from '@consign/contracts';
import { api } from '../../api/api';

/** The two reads only the dashboard makes: the books' summary and one day's deliveries. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLedgerSummary: build.query<LedgerSummaryView, void>({
      query: () => '/{org}/accounts/summary',
      transformResponse: (body: { data: LedgerSummaryView }) => body.data,
      providesTags: ['Account', 'Payout'],
    }),
    /** GET /api/{org}/deliveries?from=&to= (Paris calendar dates). */
    listDeliveriesOn: build.query<DeliveryView[], string>({
      query: (date) => ({ url: '/{org}/deliveries', params: { from: date, to: date } }),
      transformResponse: (body: { data: DeliveryView[] }) => body.data,
      providesTags: ['Delivery'],
    }),
  }),
});

export const { useGetLedgerSummaryQuery, useListDeliveriesOnQuery } = dashboardApi;
