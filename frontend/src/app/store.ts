import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { sessionSlice } from '../api/session.slice';
import { sheetsSlice } from '../sheets/sheets.slice';

export const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer, sheets: sheetsSlice.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
