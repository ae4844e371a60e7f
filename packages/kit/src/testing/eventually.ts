type Pending = undefined | null | false;

/**
 * Polls `probe` until it gives something other than undefined, null or false, and returns that; what crosses
 * a bus or a queue arrives when it arrives, so tests wait for the outcome instead of sleeping.
 */
export async function eventually<T>(probe: () => T | Pending | Promise<T | Pending>, timeoutMs = 15_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
