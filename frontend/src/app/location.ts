import { useSyncExternalStore } from 'react';

// The top level reads the address itself: react-router lives in the staff and sign-in areas only, so the
// seller portal's first bundle does without it.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/** The current path; re-renders on back/forward and on `replacePath`. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

/** Replaces the current history entry (a redirect) and tells every listener, react-router's too. */
export function replacePath(path: string): void {
  window.history.replaceState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export const isAuthPath = (pathname: string) => pathname === '/auth' || pathname.startsWith('/auth/');
