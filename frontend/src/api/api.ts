import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { resolveApiMessage, type SessionResponse } from '@consign/contracts';
import { signedIn, signedOut, type SessionState } from './session.slice';
import { currentLanguage, i18n } from '../i18n';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'same-origin',
  prepareHeaders(headers, { getState }) {
    const token = (getState() as { session: SessionState }).session.accessToken;
    if (token) headers.set('authorization', `Bearer ${token}`);
    // The language the user reads (their choice, their organization's or their browser's): PDFs are written in it.
    headers.set('accept-language', currentLanguage());
    return headers;
  },
});

let refreshing: Promise<boolean> | undefined;

/** Endpoints write `{org}` in their paths; it becomes the signed-in user's organization slug. */
function withOrg(args: string | FetchArgs, org: string | undefined): string | FetchArgs {
  const fill = (url: string) => url.replace('{org}', encodeURIComponent(org ?? ''));
  return typeof args === 'string' ? fill(args) : { ...args, url: fill(args.url) };
}

/**
 * A 401 refreshes the session once (one refresh shared by every request that failed), then retries. A request
 * is aborted through its signal (`api.signal`, which fetch gets); the shared refresh has a signal of its own, so
 * aborting the request that started it leaves it running for the others.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (rawArgs, api, extra) => {
  const args = withOrg(rawArgs, (api.getState() as { session: SessionState }).session.user?.orgSlug);
  let result = await rawBaseQuery(args, api, extra);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status !== 401 || url.startsWith('/auth/')) return result;
  refreshing ??= (async () => {
    const refreshed = await rawBaseQuery({ url: '/auth/refresh', method: 'POST' }, { ...api, signal: new AbortController().signal }, extra);
    if (refreshed.data) api.dispatch(signedIn(refreshed.data as SessionResponse));
    else api.dispatch(signedOut());
    return Boolean(refreshed.data);
  })().finally(() => {
    refreshing = undefined;
  });
  if (await refreshing) result = await rawBaseQuery(args, api, extra);
  return result;
};

/** The one API slice; features add endpoints with injectEndpoints and share these cache tags. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Organization',
    'Terms',
    'Seller',
    'SellerNote',
    'Coworker',
    'Store',
    'Product',
    'ProductConfig',
    'Delivery',
    'DeliveryConfig',
    'Payout',
    'Adjustment',
    'Transaction',
    'Account',
    'Update',
    'Email',
    'Webhook',
    'Onboarding',
    'Billing',
  ],
  endpoints: (build) => ({
    getVersion: build.query<{ version: string }, void>({ query: () => '/version' }),
  }),
});

export const { useGetVersionQuery } = api;

/**
 * An English text the server wrote without a code (an import row's problem, a job's failure): in the user's language
 * when the API catalogue knows it (contracts read the code and placeholders back from the English), else as written.
 */
export function serverText(text: string): string {
  const known = resolveApiMessage(text);
  const key = known ? `messages:${known.code}` : undefined;
  return key && i18n.exists(key) ? (i18n.t(key as never, (known?.params ?? {}) as Record<string, unknown>) as string) : text;
}

/**
 * SPEC §8 (seller and coworker creation): an error's code shown as its text in the user's language, a code the
 * catalogue does not know as the code itself.
 */
export function codedErrorMessage(error: unknown, fallback: string): string {
  const code = (error as { data?: { code?: unknown } } | undefined)?.data?.code;
  return typeof code === 'string' && code && !i18n.exists(`messages:${code}`) ? code : errorMessage(error, fallback);
}

/**
 * What an error body says, in the user's language: the text for its `code` (with its `params`), else its English
 * `message` (translated when the catalogue knows it), else the fallback the SPEC gives for that action.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: unknown } | undefined)?.data as { message?: unknown; code?: unknown; params?: unknown } | undefined;
  const key = typeof data?.code === 'string' ? `messages:${data.code}` : undefined;
  if (key && i18n.exists(key)) return i18n.t(key as never, (data?.params ?? {}) as Record<string, unknown>) as string;
  return typeof data?.message === 'string' && data.message ? serverText(data.message) : fallback;
}
