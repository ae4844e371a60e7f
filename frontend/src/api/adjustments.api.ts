import type { AdjustmentView } from '@consign/contracts';
import { api } from './api';

export interface AdjustmentCreate {
  sellerId: string;
  /** As typed, signed: the API reads comma or period decimals. */
  amount: string;
  details: string;
  /** The answer to the 'Negative Balance Warning' dialog. */
  allowNegative?: boolean;
}

/** Balance adjustments (services/ledger): create and view (SPEC §2, §5). */
export const adjustmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdjustment: build.query<AdjustmentView | null, string>({
      query: (id) => ({ url: '/{org}/balance-adjustments', params: { ids: id } }),
      transformResponse: (res: { data: AdjustmentView[] }) => res.data[0] ?? null,
      providesTags: (_r, _e, id) => [{ type: 'Adjustment', id }],
    }),
    createAdjustment: build.mutation<AdjustmentView, AdjustmentCreate>({
      query: ({ sellerId, amount, details, allowNegative }) => ({
        url: '/{org}/balance-adjustments',
        method: 'POST',
        body: { seller: { id: sellerId }, amount, details, ...(allowNegative ? { allowNegative: true } : {}) },
      }),
      transformResponse: (res: { data: AdjustmentView }) => res.data,
      invalidatesTags: ['Adjustment', 'Account', 'Transaction', 'Seller'],
    }),
  }),
});

export const { useGetAdjustmentQuery, useCreateAdjustmentMutation } = adjustmentsApi;
