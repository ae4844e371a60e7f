import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Where the focus was when each sheet of the stack opened, and back there when it closes (WCAG 2.4.3): a keyboard
 * user who opened a row with Enter and closed the sheet with Escape is on that row again, not at the page's top.
 * antd's own return does not come: the host unmounts a closed drawer before its closing motion reports the end.
 */
export function useFocusReturn(depth: number): void {
  const openers = useRef<Element[]>([]);
  const pending = useRef<Element | undefined>(undefined);
  // Before the new drawer mounts (the host renders it from an effect), the opener still has the focus.
  useLayoutEffect(() => {
    const list = openers.current;
    while (list.length < depth) list.push(document.activeElement ?? document.body);
    if (list.length > depth) pending.current = list.splice(depth)[0];
  }, [depth]);
  // After the drawer has been told to close, so its focus trap lets go.
  useEffect(() => {
    const back = pending.current;
    if (!back) return;
    pending.current = undefined;
    const timer = setTimeout(() => {
      if (back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
    });
    return () => clearTimeout(timer);
  }, [depth]);
}
