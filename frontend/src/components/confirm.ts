import { App } from 'antd';
import { useCallback, type ReactNode } from 'react';

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText: string;
  cancelText?: string;
  /** A red OK: deleting and ending things. */
  danger?: boolean;
  /** Runs on OK; the dialog shows it loading and closes when it settles. */
  onOk?: () => unknown;
  /**
   * Runs once the dialog has closed, after antd gave the focus back to what opened it: where the focus should go
   * when that control is gone or disabled now (the till's scan field after a sale).
   */
  afterClose?: () => void;
}

/**
 * The one way to ask before a destructive or money-moving action: antd's themed confirm from the App context
 * (never the static Modal.confirm, which escapes the theme). Resolves true after OK (and onOk), false on
 * Cancel or Escape.
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { modal } = App.useApp();
  return useCallback(
    ({ danger, onOk, afterClose, ...options }: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        let busy = false;
        // antd gives Escape to the topmost of its layers (drawers, dialogs, dropdowns), and with a Select's
        // dropdown just closing that is not reliably this dialog: the sheet behind it could close with its
        // unsaved edits. While the dialog is open it takes Escape first (capture), and only it closes.
        const onEscape = (event: KeyboardEvent) => {
          if (event.key !== 'Escape') return;
          event.stopImmediatePropagation();
          if (busy) return;
          release();
          dialog.destroy();
          resolve(false);
        };
        const release = () => window.removeEventListener('keydown', onEscape, true);
        window.addEventListener('keydown', onEscape, true);
        const dialog = modal.confirm({
          ...options,
          okButtonProps: danger ? { danger: true } : undefined,
          onOk: async () => {
            busy = true;
            try {
              await onOk?.();
            } finally {
              busy = false;
            }
            resolve(true);
          },
          onCancel: () => resolve(false),
          afterClose: () => {
            release();
            afterClose?.();
          },
        });
      }),
    [modal],
  );
}
