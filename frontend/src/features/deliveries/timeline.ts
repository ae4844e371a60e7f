import type { DeliveryView } from '@consign/contracts';
import { inParis } from '../../components/paris-time';

/** The calendar variants of SPEC §4; a pending reservation is drawn as a hold. */
export type TimelineVariant = 'confirmed' | 'completed' | 'cancelled' | 'pending';

export interface TimelineItem {
  delivery: DeliveryView;
  variant: TimelineVariant;
  /** Minutes after the axis start, in Paris time. */
  start: number;
  /** Length in minutes (the store's slot length, 60 when missing). */
  length: number;
  /** Overlapping items (cancelled ones beside their rebooked slot) go on separate lanes. */
  lane: number;
}

export interface TimelineRow {
  storeId: string;
  storeName: string;
  items: TimelineItem[];
  lanes: number;
}

export interface TimelineAxis {
  /** First and last hour shown, Paris time. */
  from: number;
  to: number;
}

const DEFAULT_AXIS: TimelineAxis = { from: 8, to: 20 };

export function variantOf(delivery: DeliveryView): TimelineVariant {
  if (delivery.deleted || delivery.status === 'cancelled') return 'cancelled';
  return delivery.status;
}

const minutesOfDay = (at: string) => {
  const t = inParis(at);
  return t.hour() * 60 + t.minute();
};

/** The hours to draw: the default working day, widened to every delivery of the day. */
export function axisFor(deliveries: DeliveryView[]): TimelineAxis {
  let { from, to } = DEFAULT_AXIS;
  for (const d of deliveries) {
    const start = minutesOfDay(d.at);
    const end = start + (d.store.stores_config_deliveries?.slot_length || 60);
    from = Math.min(from, Math.floor(start / 60));
    to = Math.max(to, Math.min(24, Math.ceil(end / 60)));
  }
  return { from, to };
}

/**
 * Where the day opens, in minutes after the axis start: an hour before now when the day is today,
 * else half an hour before the first delivery.
 */
export function scrollTarget(rows: TimelineRow[], axis: TimelineAxis, nowMinutes: number | null): number {
  if (nowMinutes !== null) return Math.max(0, nowMinutes - axis.from * 60 - 60);
  const first = Math.min(...rows.flatMap((r) => r.items.map((i) => i.start)));
  return Number.isFinite(first) ? Math.max(0, first - 30) : 0;
}

/** Deliveries of one day grouped per store, placed on the Paris-time axis, overlaps on their own lanes. */
export function buildTimeline(deliveries: DeliveryView[], axis: TimelineAxis): TimelineRow[] {
  const rows = new Map<string, TimelineRow>();
  const sorted = [...deliveries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const delivery of sorted) {
    const row = rows.get(delivery.store.id) ?? { storeId: delivery.store.id, storeName: delivery.store.name, items: [], lanes: 1 };
    rows.set(delivery.store.id, row);
    const start = minutesOfDay(delivery.at) - axis.from * 60;
    const length = delivery.store.stores_config_deliveries?.slot_length || 60;
    let lane = 0;
    while (row.items.some((i) => i.lane === lane && i.start < start + length && start < i.start + i.length)) lane += 1;
    row.items.push({ delivery, variant: variantOf(delivery), start, length, lane });
    row.lanes = Math.max(row.lanes, lane + 1);
  }
  return [...rows.values()].sort((a, b) => a.storeName.localeCompare(b.storeName));
}
