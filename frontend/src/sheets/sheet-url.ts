import type { SheetEntry, SheetMode, SheetType } from './sheets.slice';

/** The search parameter that carries the open sheet stack, so reload and back keep it. */
export const SHEETS_PARAM = 'sheets';

const TYPES: readonly SheetType[] = ['seller', 'product', 'payout', 'balance-adjustment', 'delivery', 'coworker', 'update'];
const MODES: readonly SheetMode[] = ['view', 'edit', 'create'];

/**
 * One entry per sheet, separated by '|': `type.mode.id` and optional `.key=value&key=value` params,
 * e.g. `seller.view.4f…|product.create..sellerId=4f…` (ids are UUIDs, so '.' never appears in them).
 */
export function encodeSheets(stack: SheetEntry[]): string {
  return stack
    .map((entry) => {
      const params = entry.params ? new URLSearchParams(entry.params).toString() : '';
      return [entry.type, entry.mode, entry.id ?? '', params].join('.').replace(/\.+$/, '');
    })
    .join('|');
}

export function decodeSheets(value: string | null): SheetEntry[] {
  if (!value) return [];
  const stack: SheetEntry[] = [];
  for (const part of value.split('|')) {
    const [type, mode, id, params] = part.split('.');
    if (!TYPES.includes(type as SheetType) || !MODES.includes(mode as SheetMode)) continue;
    const entry: SheetEntry = { type: type as SheetType, mode: mode as SheetMode };
    if (id) entry.id = id;
    if (params) entry.params = Object.fromEntries(new URLSearchParams(params));
    stack.push(entry);
  }
  return stack;
}
