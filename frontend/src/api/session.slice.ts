import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionResponse, SessionUser } from '@consign/contracts';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  /** Kept in memory only: a page reload gets a new one through the refresh cookie. */
  accessToken?: string;
  /** When the access token ends (ISO): kept so a new user (a language change) can be signed in with the same token. */
  expiresAt?: string;
  user?: SessionUser;
}

const initialState: SessionState = { status: 'loading' };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(_state, action: PayloadAction<SessionResponse>) {
      const { accessToken, expiresAt, user } = action.payload;
      return { status: 'signed-in', accessToken, expiresAt, user };
    },
    signedOut() {
      return { status: 'signed-out' };
    },
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
