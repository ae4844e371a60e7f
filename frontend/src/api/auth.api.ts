import type { Language, LoginRequest, SessionResponse, SessionUser } from '@consign/contracts';
import { signedIn, signedOut, type SessionState } from './session.slice';
import { api } from './api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(signedIn(data));
      },
    }),
    /** Restores a session from the refresh cookie when the app opens. */
    restoreSession: build.mutation<SessionResponse, void>({
      query: () => ({ url: '/auth/refresh', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        dispatch(data ? signedIn(data) : signedOut());
      },
    }),
    /** Sets the password of an invited account and signs it in. */
    acceptInvite: build.mutation<SessionResponse, { token: string; password: string }>({
      query: (body) => ({ url: '/auth/accept-invite', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(signedIn(data));
      },
    }),
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/auth/forgot', method: 'POST', body }),
    }),
    resetPassword: build.mutation<void, { token: string; password: string }>({
      query: (body) => ({ url: '/auth/reset', method: 'POST', body }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(signedOut());
        dispatch(api.util.resetApiState());
      },
    }),
    /**
     * Issue 25: the same person's session in another of their organizations. Every cached answer was the old
     * organization's, so the cache starts afresh under the new session.
     */
    switchOrganization: build.mutation<SessionResponse, { organizationId: string }>({
      query: (body) => ({ url: '/auth/switch', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(signedIn(data));
        dispatch(api.util.resetApiState());
      },
    }),
    /** Ends every session of the account on every device, this one too (only once the server confirms it). */
    logoutEverywhere: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout-all', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        dispatch(signedOut());
        dispatch(api.util.resetApiState());
      },
    }),
    /**
     * The user's own language (profile), null for the organization's default. The answer is the updated session user:
     * signed in again with it (same token), so LanguageProvider switches every screen at once.
     */
    setLanguage: build.mutation<SessionUser, { language: Language | null }>({
      query: (body) => ({ url: '/auth/language', method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        const session = (getState() as unknown as { session: SessionState }).session;
        if (user && session.accessToken) {
          dispatch(signedIn({ accessToken: session.accessToken, expiresAt: session.expiresAt ?? '', user }));
        }
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useRestoreSessionMutation,
  useLogoutMutation,
  useLogoutEverywhereMutation,
  useAcceptInviteMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useSetLanguageMutation,
  useSwitchOrganizationMutation,
} = authApi;
