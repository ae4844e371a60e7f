import type {
  ClassifyReply,
  PriceAssistantReply,
  ProductConfig,
  ProductCreate,
  ProductMinimal,
  ProductStatus,
  ProductUpdate,
  ProductView,
  SellThroughRow,
  StoreStatusCounts,
} from '@consign/contracts';
import { api } from './api';

export interface ProductListArgs {
  sellerId?: string;
  storeId?: string;
  statuses?: ProductStatus[];
  query?: string;
  /** Only products sold at or after this instant (ISO). */
  soldFrom?: string;
  /** Also the counts per store (`pagination.countsByStore`). */
  countsByStore?: boolean;
  take: number;
  skip: number;
}

export interface ProductList {
  data: ProductView[];
  pagination: { count: number; countsByStatus: Partial<Record<ProductStatus, number>>; countsByStore?: StoreStatusCounts[] };
}

/** POST /api/{org}/assistant body: the attributes the price rests on, and the conversation to continue. */
export interface PricePredictionRequest {
  brand?: string | null;
  category?: string | null;
  material?: string | null;
  attractiveness?: string | null;
  threadId?: string | null;
}

/** A PDF answered with the bearer token, handed to the browser as an object URL it can open. */
const pdfResponse = async (res: Response) => (res.ok ? URL.createObjectURL(await res.blob()) : res.json().catch(() => ({})));

/** Product form values as the API takes them (major units, fractions), plus the id on update. */
export type ProductInput = Partial<Omit<ProductCreate, 'price'>> & { price?: number | string };

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<ProductList, ProductListArgs>({
      query: ({ sellerId, storeId, statuses, query, soldFrom, countsByStore, take, skip }) => ({
        url: '/{org}/products',
        params: {
          take,
          skip,
          includeCount: true,
          ...(sellerId ? { sellerId } : {}),
          ...(storeId ? { storeId } : {}),
          ...(query ? { query } : {}),
          ...(soldFrom ? { soldFrom } : {}),
          ...(countsByStore ? { countsByStore } : {}),
          ...(statuses?.length ? { 'filters[status.in]': statuses.join(',') } : {}),
        },
      }),
      providesTags: (result) => [
        { type: 'Product', id: 'LIST' },
        ...(result?.data ?? []).map((p) => ({ type: 'Product' as const, id: p.id })),
      ],
    }),
    listProductsMinimal: build.query<ProductMinimal[], string[]>({
      query: (ids) => ({ url: '/{org}/products', params: { ids: ids.join(','), minimal: true, take: Math.max(ids.length, 1) } }),
      transformResponse: (body: { data: ProductMinimal[] }) => body.data,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getSellThrough: build.query<SellThroughRow[], void>({
      query: () => '/{org}/insights/sell-through',
      transformResponse: (body: { data: SellThroughRow[] }) => body.data,
    }),
    getProduct: build.query<ProductView, string>({
      query: (id) => `/{org}/products/${encodeURIComponent(id)}`,
      transformResponse: (body: { data: ProductView }) => body.data,
      providesTags: (_r, _e, id) => [{ type: 'Product', id }],
    }),
    getProductConfig: build.query<ProductConfig, void>({
      query: () => '/{org}/products/config',
      transformResponse: (body: { data: ProductConfig }) => body.data,
      providesTags: ['ProductConfig'],
    }),
    createProduct: build.mutation<ProductView, ProductInput>({
      query: (body) => ({ url: '/{org}/products', method: 'POST', body }),
      transformResponse: (body: { data: ProductView }) => body.data,
      invalidatesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    updateProduct: build.mutation<ProductView, ProductUpdate & { id: string; price?: number | string }>({
      query: ({ id, ...body }) => ({ url: `/{org}/products/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      transformResponse: (body: { data: ProductView }) => body.data,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Product', id },
        { type: 'Product', id: 'LIST' },
      ],
    }),
    deleteProduct: build.mutation<void, string>({
      query: (id) => ({ url: `/{org}/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, id) =>
        error
          ? []
          : [
              { type: 'Product', id },
              { type: 'Product', id: 'LIST' },
            ],
    }),
    duplicateProduct: build.mutation<ProductView[], { id: string; count: number }>({
      query: ({ id, count }) => ({ url: `/{org}/products/${encodeURIComponent(id)}/duplicate`, method: 'POST', body: { count } }),
      transformResponse: (body: { data: ProductView[] }) => body.data,
      invalidatesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    /** POST /api/{org}/products/classify with the photo as base64 → data {category, color}. */
    classifyImage: build.mutation<ClassifyReply, { image: string }>({
      query: (body) => ({ url: '/{org}/products/classify', method: 'POST', body }),
      transformResponse: (body: { data: ClassifyReply }) => body.data,
    }),
    /** POST /api/{org}/assistant → predictedPrice (major units), threadId, error. */
    predictPrice: build.mutation<PriceAssistantReply, PricePredictionRequest>({
      query: (body) => ({ url: '/{org}/assistant', method: 'POST', body }),
    }),
    /** DELETE /api/{org}/products/{id}/media/{filename}: the photo's full and thumbnail files go. */
    removeProductMedia: build.mutation<void, { id: string; filename: string }>({
      query: ({ id, filename }) => ({
        url: `/{org}/products/${encodeURIComponent(id)}/media/${encodeURIComponent(filename)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Product', id },
        { type: 'Product', id: 'LIST' },
      ],
    }),
    /** PUT /api/{org}/products/{id}/media/order: the photos' file names, first photo first. */
    reorderProductMedia: build.mutation<ProductView, { id: string; filenames: string[] }>({
      query: ({ id, filenames }) => ({ url: `/{org}/products/${encodeURIComponent(id)}/media/order`, method: 'PUT', body: { filenames } }),
      transformResponse: (body: { data: ProductView }) => body.data,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Product', id },
        { type: 'Product', id: 'LIST' },
      ],
    }),
    /** POST /api/{org}/products/{id}/media, multipart field 'files'. */
    uploadProductMedia: build.mutation<ProductView, { id: string; files: Blob[] }>({
      query: ({ id, files }) => {
        const body = new FormData();
        files.forEach((file, i) => body.append('files', file, file instanceof File ? file.name : `photo-${i + 1}.jpg`));
        return { url: `/{org}/products/${encodeURIComponent(id)}/media`, method: 'POST', body };
      },
      transformResponse: (body: { data: ProductView }) => body.data,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Product', id },
        { type: 'Product', id: 'LIST' },
      ],
    }),
    /** GET /api/{org}/products/{id}/{sku}: the product's label as a PDF (an object URL). */
    productLabel: build.mutation<string, { id: string; sku: string | number; currency?: string }>({
      query: ({ id, sku, currency }) => ({
        url: `/{org}/products/${encodeURIComponent(id)}/${encodeURIComponent(String(sku))}`,
        params: currency ? { currency } : undefined,
        responseHandler: pdfResponse,
      }),
    }),
    /** POST /api/{org}/products/labels {ids}: one PDF with a label per product. */
    productLabels: build.mutation<string, { ids: string[]; currency?: string }>({
      query: ({ ids, currency }) => ({
        url: '/{org}/products/labels',
        method: 'POST',
        body: { ids },
        params: currency ? { currency } : undefined,
        responseHandler: pdfResponse,
      }),
    }),
  }),
});

export const {
  useGetSellThroughQuery,
  useListProductsQuery,
  useListProductsMinimalQuery,
  useGetProductQuery,
  useGetProductConfigQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useDuplicateProductMutation,
  useClassifyImageMutation,
  usePredictPriceMutation,
  useUploadProductMediaMutation,
  useRemoveProductMediaMutation,
  useReorderProductMediaMutation,
  useProductLabelMutation,
  useProductLabelsMutation,
} = productsApi;
