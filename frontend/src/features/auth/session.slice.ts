import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionResponse, SessionUser } from '@consign/contracts';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  /** Kept in memory only: a page reload gets a new one through the refresh cookie. */
  accessToken?: string;
  user?: SessionUser;
}

const initialState: SessionState = { status: 'loading' };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(_state, action: PayloadAction<SessionResponse>) {
      return { status: 'signed-in', accessToken: action.payload.accessToken, user: action.payload.user };
    },
    signedOut() {
      return { status: 'signed-out' };
    },
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
