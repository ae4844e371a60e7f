import { type SellerMinimal, type SellerView } from '@consign/contracts';
import { api } from './api';

export interface SellerListArgs {
  query?: string;
  take: number;
  skip: number;
}

export interface SellerList {
  data: SellerView[];
  pagination: { count: number };
}

/** What the seller forms send: create (POST) or patch (PATCH, with id). */
export interface SellerInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  phonenumber?: string | null;
  bankAccountNumber?: string | null;
}

export interface SellerNote {
  sellerId: string;
  note: string;
  updatedAt: string | null;
}

/** SPEC §7: a delete answered 'already deleted' is treated as success. */
export function isAlreadyDeleted(error: unknown): boolean {
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  return typeof message === 'string' && message.toLowerCase().includes('already deleted');
}

export const sellersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSellers: build.query<SellerList, SellerListArgs>({
      query: ({ query, take, skip }) => ({ url: '/{org}/sellers', params: { take, skip, ...(query ? { query } : {}) } }),
      providesTags: (result) => [
        { type: 'Seller', id: 'LIST' },
        ...(result?.data ?? []).map((s) => ({ type: 'Seller' as const, id: s.id })),
      ],
    }),
    /** GET ?minimal=true (optionally by ids): id, fullName, accountNumberPadded — for pickers and search. */
    listSellersMinimal: build.query<SellerMinimal[], { ids?: string[]; query?: string; take?: number } | void>({
      query: (args) => ({
        url: '/{org}/sellers',
        params: {
          minimal: true,
          take: args?.take ?? 1000,
          ...(args?.ids ? { ids: args.ids.join(',') } : {}),
          ...(args?.query ? { query: args.query } : {}),
        },
      }),
      transformResponse: (body: { data: SellerMinimal[] }) => body.data,
      providesTags: [{ type: 'Seller', id: 'LIST' }],
    }),
    getSeller: build.query<SellerView, string>({
      query: (id) => `/{org}/sellers/${encodeURIComponent(id)}`,
      transformResponse: (body: { data: SellerView }) => body.data,
      providesTags: (_r, _e, id) => [{ type: 'Seller', id }],
    }),
    createSeller: build.mutation<SellerView, SellerInput>({
      query: (body) => ({ url: '/{org}/sellers', method: 'POST', body }),
      transformResponse: (body: { data: SellerView }) => body.data,
      invalidatesTags: [{ type: 'Seller', id: 'LIST' }],
    }),
    updateSeller: build.mutation<SellerView, SellerInput & { id: string }>({
      query: (body) => ({ url: '/{org}/sellers', method: 'PATCH', body }),
      transformResponse: (body: { data: SellerView }) => body.data,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Seller', id },
        { type: 'Seller', id: 'LIST' },
      ],
    }),
    /** Optimistic (SPEC §4): the row leaves every cached list at once and comes back if the call fails. */
    deleteSeller: build.mutation<void, string>({
      async queryFn(id, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: '/{org}/sellers', method: 'DELETE', params: { sellerId: id } });
        if (result.error && !isAlreadyDeleted(result.error)) return { error: result.error };
        return { data: undefined };
      },
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const patches = sellersApi.util.selectCachedArgsForQuery(getState(), 'listSellers').map((args) =>
          dispatch(
            sellersApi.util.updateQueryData('listSellers', args, (draft) => {
              const before = draft.data.length;
              draft.data = draft.data.filter((s) => s.id !== id);
              draft.pagination.count -= before - draft.data.length;
            }),
          ),
        );
        await queryFulfilled.catch(() => patches.forEach((patch) => patch.undo()));
      },
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Seller', id: 'LIST' }]),
    }),
    getSellerNote: build.query<SellerNote, string>({
      query: (sellerId) => ({ url: '/seller-notes', params: { sellerId } }),
      transformResponse: (body: { data: SellerNote }) => body.data,
      providesTags: (_r, _e, sellerId) => [{ type: 'SellerNote', id: sellerId }],
    }),
    saveSellerNote: build.mutation<SellerNote, { sellerId: string; note: string }>({
      query: (body) => ({ url: '/seller-notes', method: 'POST', body }),
      transformResponse: (body: { data: SellerNote }) => body.data,
      async onQueryStarted({ sellerId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(sellersApi.util.upsertQueryData('getSellerNote', sellerId, data));
      },
    }),
  }),
});

export const {
  useListSellersQuery,
  useListSellersMinimalQuery,
  useGetSellerQuery,
  useCreateSellerMutation,
  useUpdateSellerMutation,
  useDeleteSellerMutation,
  useGetSellerNoteQuery,
  useSaveSellerNoteMutation,
} = sellersApi;
