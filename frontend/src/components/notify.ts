import { App } from 'antd';
import { useMemo } from 'react';
import { errorMessage } from '../api/api';

export interface Notify {
  /** An error toast with the response's `message`, else the SPEC fallback for that action (SPEC §8). */
  error(error: unknown, fallback: string): void;
  success(text: string): void;
}

/** Toasts, through antd's App context so they follow the theme. */
export function useNotify(): Notify {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      error: (error, fallback) => void message.error(errorMessage(error, fallback)),
      success: (text) => void message.success(text),
    }),
    [message],
  );
}
