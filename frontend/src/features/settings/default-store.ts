/** SPEC §2/§9: the store a coworker works in, asked once per day and kept in this browser. */
export const DEFAULT_STORE_KEY = 'consign.default-store';

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
}
