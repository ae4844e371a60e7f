import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  errors: number;
  non2xx: number;
  /** Requests completed in the run (for CPU per request). */
  requests: number;
}

/** One autocannon run against a URL; the numbers every benchmark row reports. */
export async function load(url: string, opts: { connections?: number; durationSeconds?: number } = {}): Promise<LoadResult> {
  const result = await autocannon({ url, connections: opts.connections ?? 50, duration: opts.durationSeconds ?? 15 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    meanMs: result.latency.mean,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}
