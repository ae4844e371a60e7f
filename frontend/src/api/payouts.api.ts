import type { PayoutStatus, PayoutView } from '@consign/contracts';
import { api } from './api';

export interface PayoutFilters {
  status?: PayoutStatus;
  sellerId?: string;
  from?: string;
  to?: string;
  take?: number;
  skip?: number;
}

export interface PayoutCreate {
  sellerId: string;
  bankAccountNumber: string;
  /** As typed: the API reads comma or period decimals (SPEC §5 money strings). */
  amount: string;
  /** One key per opened form: a double click makes one payout. */
  idempotencyKey: string;
}

/** Payouts (services/ledger): the staff list, one payout, create, edit, approve. */
export const payoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPayouts: build.query<{ data: PayoutView[]; count: number }, PayoutFilters>({
      query: (params) => ({ url: '/{org}/payouts', params }),
      transformResponse: (res: { data: PayoutView[]; pagination?: { count: number } }) => ({
        data: res.data,
        count: res.pagination?.count ?? res.data.length,
      }),
      providesTags: (res) => [{ type: 'Payout', id: 'LIST' }, ...(res?.data ?? []).map((p) => ({ type: 'Payout' as const, id: p.id }))],
    }),
    getPayout: build.query<PayoutView | null, string>({
      query: (id) => ({ url: '/{org}/payouts', params: { ids: id } }),
      transformResponse: (res: { data: PayoutView[] }) => res.data[0] ?? null,
      providesTags: (_r, _e, id) => [{ type: 'Payout', id }],
    }),
    createPayout: build.mutation<PayoutView, PayoutCreate>({
      query: ({ sellerId, bankAccountNumber, amount, idempotencyKey }) => ({
        url: '/{org}/payouts',
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { seller: { id: sellerId }, bankAccountNumber, amount },
      }),
      transformResponse: (res: { data: PayoutView }) => res.data,
      invalidatesTags: [{ type: 'Payout', id: 'LIST' }, 'Account', 'Transaction', 'Seller'],
    }),
    updatePayout: build.mutation<PayoutView, { id: string; bankAccountNumber?: string; amount?: string }>({
      query: (body) => ({ url: '/{org}/payouts', method: 'PATCH', body }),
      transformResponse: (res: { data: PayoutView }) => res.data,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Payout', id: 'LIST' }, { type: 'Payout', id }, 'Account', 'Transaction', 'Seller'],
    }),
    /** Only coworkers approve (SPEC §6); an approved payout is completed and no longer editable. */
    approvePayout: build.mutation<PayoutView, string>({
      query: (id) => ({ url: '/{org}/payouts', method: 'PATCH', body: { id, approved: true } }),
      transformResponse: (res: { data: PayoutView }) => res.data,
      invalidatesTags: (_r, _e, id) => [{ type: 'Payout', id: 'LIST' }, { type: 'Payout', id }, 'Account', 'Transaction', 'Seller'],
    }),
  }),
});

/** SPEC §7: the receipt of a payout, a PDF. */
export function payoutReceiptUrl(payout: PayoutView): string {
  const account = payout.bankAccountNumber.replace(/\D/g, '');
  return `/{org}/payouts/${payout.seller.id}/${payout.id}/${account}?currency=${payout.currency}`;
}

export const { useListPayoutsQuery, useGetPayoutQuery, useCreatePayoutMutation, useUpdatePayoutMutation, useApprovePayoutMutation } =
  payoutsApi;
