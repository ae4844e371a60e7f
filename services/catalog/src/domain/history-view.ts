import { toMajor, type ProductHistoryEntry } from '@consign/contracts';
import type { HistoryRow } from '../db/history.repo';

export function toHistoryEntry(r: HistoryRow, fractionDigits: number): ProductHistoryEntry {
  const money = (v: number | null) => (v === null ? undefined : toMajor(v, fractionDigits));
  const from = money(r.from_price) ?? r.from_status ?? undefined;
  const to = money(r.to_price) ?? r.to_status ?? undefined;
  return {
    at: r.at.toISOString(),
    type: r.type as ProductHistoryEntry['type'],
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
    by: r.by as ProductHistoryEntry['by'],
  };
}
