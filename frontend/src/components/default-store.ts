import { useSyncExternalStore } from 'react';

/** SPEC §2/§9: the store a coworker works in, asked once per day and kept in this browser. */
export const DEFAULT_STORE_KEY = 'consign.default-store';
const CHANGED_EVENT = 'consign:default-store';

interface Stored {
  storeId: string | null;
  /** The local day (YYYY-MM-DD) the question was last answered. */
  askedOn: string;
}

const today = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

function read(): Stored | null {
  try {
    return JSON.parse(localStorage.getItem(DEFAULT_STORE_KEY) ?? 'null') as Stored | null;
  } catch {
    return null;
  }
}

/** The default store's id, for forms that preselect a store (products, deliveries). */
export function readDefaultStore(): string | null {
  return read()?.storeId ?? null;
}

export function shouldAskDefaultStore(now = new Date()): boolean {
  return read()?.askedOn !== today(now);
}

export function writeDefaultStore(storeId: string | null, now = new Date()): void {
  localStorage.setItem(DEFAULT_STORE_KEY, JSON.stringify({ storeId, askedOn: today(now) } satisfies Stored));
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  // 'storage' carries a change made in another tab of the same browser.
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The default store's id, re-rendering wherever it is shown when it is changed. */
export function useDefaultStore(): string | null {
  return useSyncExternalStore(subscribe, readDefaultStore);
}
