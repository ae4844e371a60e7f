import type { DeliveryDatesResponse } from '@consign/contracts';

/** Past this many stores, an insert first drops the expired answers. */
const SWEEP_AT = 1000;

interface Entry {
  /** When the computation started: the age of the answer. */
  at: number;
  answer: Promise<DeliveryDatesResponse>;
  refreshing: boolean;
}

/**
 * The dates answer of each store, kept a few seconds: computing it reads every live delivery of the
 * bookable range (thousands at a busy store) and every booking form asks for it. This process forgets a
 * store's answer right after it commits a change to that store's calendar; a change made by another
 * replica, a lapsed reservation or the passing of the clock shows within the TTL. A stale 'available'
 * costs nothing: the slots answer is never cached, and the database judges the reservation itself.
 *
 * Past half the TTL an answer is still given while a fresh one is computed in the background, so a busy
 * store's askers do not wait for the recomputation; past the TTL it is never given. Concurrent asks while
 * an answer is being computed share it.
 */
export class DatesCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  answer(orgId: string, storeId: string, compute: () => Promise<DeliveryDatesResponse>): Promise<DeliveryDatesResponse> {
    if (this.ttlMs <= 0) return compute();
    const key = `${orgId}/${storeId}`;
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && now - kept.at < this.ttlMs) {
      if (now - kept.at >= this.ttlMs / 2 && !kept.refreshing) {
        kept.refreshing = true;
        this.start(key, now, compute, kept);
      }
      return kept.answer;
    }
    if (this.entries.size >= SWEEP_AT) for (const [k, e] of this.entries) if (now - e.at >= this.ttlMs) this.entries.delete(k);
    return this.start(key, now, compute).answer;
  }

  /** After a commit that changed the store's calendar: its next dates answer is computed afresh. */
  forget(orgId: string, storeId: string): void {
    this.entries.delete(`${orgId}/${storeId}`);
  }

  /**
   * Computes an answer. A first one is kept from the moment it starts, so a change committed meanwhile
   * (forget) drops it too; a background refresh replaces the answer it refreshes only if that one is still
   * kept when it is done. A failure is not kept: the next ask tries again.
   */
  private start(key: string, now: number, compute: () => Promise<DeliveryDatesResponse>, replacing?: Entry): Entry {
    const entry: Entry = { at: now, answer: compute(), refreshing: false };
    if (!replacing) this.entries.set(key, entry);
    entry.answer.then(
      () => {
        if (replacing && this.entries.get(key) === replacing) this.entries.set(key, entry);
      },
      () => {
        const current = this.entries.get(key);
        if (current === entry || current === replacing) this.entries.delete(key);
      },
    );
    return entry;
  }
}
