import type { HTMLAttributes, KeyboardEvent } from 'react';

/**
 * A table row that opens something, by mouse and by keyboard: focusable, Enter or Space opens it. The focusable
 * rows also give a horizontally scrolling table the keyboard access WCAG asks of a scrollable region.
 */
export function openableRow(open: () => void): HTMLAttributes<HTMLElement> {
  return {
    onClick: open,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
      e.preventDefault();
      open();
    },
    tabIndex: 0,
    style: { cursor: 'pointer' },
  };
}
