import type { PaymentMethod, SaleReport, SaleView } from '@consign/contracts';
import { api } from './api';

export interface SaleInput {
  storeId: string;
  items: { productId: string; price?: number }[];
  payment: { method: PaymentMethod; amount?: number; sellerId?: string }[];
  /** One per basket: a retried Complete sells once. */
  idempotencyKey: string;
}

/** Selling at the counter (issue 24): POST /sales, the day's sales, returns and the day report. */
export const salesApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSale: build.mutation<SaleView, SaleInput>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/{org}/sales',
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
      transformResponse: (body: { data: SaleView }) => body.data,
      // A store-credit payment or refund moves a consignor's credits.
      invalidatesTags: [{ type: 'Product', id: 'LIST' }, 'Account'],
    }),
    findSaleByNumber: build.query<SaleView[], number>({
      query: (number) => ({ url: '/{org}/sales', params: { number } }),
      transformResponse: (body: { data: SaleView[] }) => body.data,
    }),
    returnSaleItems: build.mutation<SaleView, { saleId: string; items: { productId: string; damaged?: boolean }[]; reason?: string }>({
      query: ({ saleId, ...body }) => ({ url: `/{org}/sales/${encodeURIComponent(saleId)}/returns`, method: 'POST', body }),
      transformResponse: (body: { data: SaleView }) => body.data,
      // A store-credit payment or refund moves a consignor's credits.
      invalidatesTags: [{ type: 'Product', id: 'LIST' }, 'Account'],
    }),
    emailSaleReceipt: build.mutation<{ message: string }, { saleId: string; email: string; format?: 'roll' | 'a4' }>({
      query: ({ saleId, ...body }) => ({ url: `/{org}/sales/${encodeURIComponent(saleId)}/receipt/email`, method: 'POST', body }),
    }),
    saleReport: build.query<SaleReport, { date: string; storeId?: string }>({
      query: ({ date, storeId }) => ({ url: '/{org}/sales/report', params: { date, ...(storeId ? { storeId } : {}) } }),
      transformResponse: (body: { data: SaleReport }) => body.data,
    }),
  }),
});

export const {
  useCreateSaleMutation,
  useEmailSaleReceiptMutation,
  useLazyFindSaleByNumberQuery,
  useReturnSaleItemsMutation,
  useSaleReportQuery,
} = salesApi;
