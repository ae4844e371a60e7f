import type { DeliveryDatesResponse } from '@consign/contracts';
import { DatesCache } from '../src/app/dates-cache';

const answer = (scheduleEndDate: string): DeliveryDatesResponse => ({ datesInfo: [], scheduleEndDate });

describe('DatesCache', () => {
  test('concurrent asks share one computation; the answer is reused within the TTL, per organization and store', async () => {
    const cache = new DatesCache(60_000);
    let computed = 0;
    const compute = async () => answer(`run-${++computed}`);
    const [a, b] = await Promise.all([cache.answer('org', 'store', compute), cache.answer('org', 'store', compute)]);
    expect([a.scheduleEndDate, b.scheduleEndDate, computed]).toEqual(['run-1', 'run-1', 1]);
    expect((await cache.answer('org', 'store', compute)).scheduleEndDate).toBe('run-1');
    expect((await cache.answer('other-org', 'store', compute)).scheduleEndDate).toBe('run-2');
  });

  test('forget drops the answer, including one still being computed', async () => {
    const cache = new DatesCache(60_000);
    let computed = 0;
    const compute = async () => answer(`run-${++computed}`);
    const pending = cache.answer('org', 'store', compute);
    cache.forget('org', 'store');
    await pending;
    expect((await cache.answer('org', 'store', compute)).scheduleEndDate).toBe('run-2');
  });

  test('a failure is not kept; a TTL of 0 computes every time', async () => {
    const cache = new DatesCache(60_000);
    await expect(cache.answer('org', 'store', () => Promise.reject(new Error('store not found')))).rejects.toThrow('store not found');
    expect((await cache.answer('org', 'store', async () => answer('after'))).scheduleEndDate).toBe('after');

    const off = new DatesCache(0);
    let computed = 0;
    await off.answer('org', 'store', async () => answer(`run-${++computed}`));
    await off.answer('org', 'store', async () => answer(`run-${++computed}`));
    expect(computed).toBe(2);
  });

  test('an expired answer is computed again', async () => {
    const cache = new DatesCache(20);
    let computed = 0;
    const compute = async () => answer(`run-${++computed}`);
    await cache.answer('org', 'store', compute);
    await new Promise((r) => setTimeout(r, 40));
    expect((await cache.answer('org', 'store', compute)).scheduleEndDate).toBe('run-2');
  });

  test('past half the TTL the answer is still given while a fresh one is computed; a forget meanwhile wins', async () => {
    const cache = new DatesCache(200);
    let computed = 0;
    const compute = async () => answer(`run-${++computed}`);
    await cache.answer('org', 'store', compute);
    await new Promise((r) => setTimeout(r, 120));
    // Stale but within the TTL: given at once, and a refresh starts.
    expect((await cache.answer('org', 'store', compute)).scheduleEndDate).toBe('run-1');
    expect(computed).toBe(2);
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.answer('org', 'store', compute)).scheduleEndDate).toBe('run-2');

    // A refresh that started before a change must not bring the old answer back.
    let release: (r: ReturnType<typeof answer>) => void = () => {};
    const slow = () => new Promise<ReturnType<typeof answer>>((r) => (release = r));
    await new Promise((r) => setTimeout(r, 120));
    expect((await cache.answer('org', 'store', slow)).scheduleEndDate).toBe('run-2');
    cache.forget('org', 'store');
    release(answer('before-the-change'));
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.answer('org', 'store', compute)).scheduleEndDate).toBe('run-3');
  });
});
