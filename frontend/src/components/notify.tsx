import { App, Button } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { errorMessage } from '../api/api';

export interface Notify {
  /** An error toast with the response's `message`, else the SPEC fallback for that action (SPEC §8). */
  error(error: unknown, fallback: string): void;
  /** A titled error that stays a while: the title says what failed, the details why (SPEC §8 payout saves). */
  failure(title: string, error: unknown, fallback: string): void;
  success(text: string): void;
  warning(text: string): void;
  /** A notice that stays until acted on, with one action button; the key keeps it single. */
  notice(notice: { key: string; title: ReactNode; action: string; onAction: () => void }): void;
}

/** The one way to tell the user something: toasts and notices through antd's App context, so they follow the theme. */
export function useNotify(): Notify {
  const { message, notification } = App.useApp();
  return useMemo(
    () => ({
      error: (error, fallback) => void message.error(errorMessage(error, fallback)),
      failure: (title, error, fallback) => notification.error({ title, description: errorMessage(error, fallback) }),
      success: (text) => void message.success(text),
      warning: (text) => void message.warning(text),
      notice: ({ key, title, action, onAction }) =>
        notification.info({
          key,
          title,
          duration: 0,
          actions: (
            <Button type="primary" size="small" onClick={onAction}>
              {action}
            </Button>
          ),
        }),
    }),
    [message, notification],
  );
}
