import type { Stack } from '../../scripts/stack';
import { GATEWAY_CPU_TARGET_MS, withCpu } from './cpu';
import { load, type LoadResult } from './load';
import type { BenchRow } from './report';

const fmt = (r: LoadResult) =>
  `${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms${r.errors + r.non2xx ? `, ${r.errors + r.non2xx} errors` : ''}`;

/** GET /healthz of one service directly vs through the gateway: what the proxy hop costs. */
export async function gatewayOverhead(stack: Stack, log: (line: string) => void): Promise<BenchRow[]> {
  // The gateway's own CPU from /proc around each proxied run: on a shared machine a time difference mixes in
  // every other process, its CPU time does not.
  const proxiedRun = (connections: number, durationSeconds: number) =>
    withCpu(stack.pids, undefined, () => load(`${stack.url}/api/health/catalog`, { connections, durationSeconds }));
  log('GET /healthz of catalog directly, 50 connections, 15 s');
  const direct = await load(`${stack.urls.catalog}/healthz`);
  log('GET /api/health/catalog through the gateway, 50 connections, 15 s');
  const proxied = await proxiedRun(50, 15);
  // At 50 connections p50 is mostly queueing; one connection shows what a request through the gateway costs.
  log('the same with 1 connection, 10 s each (latency without queueing)');
  const directOne = await load(`${stack.urls.catalog}/healthz`, { connections: 1, durationSeconds: 10 });
  const proxiedOne = await proxiedRun(1, 10);
  const gatewayCpu = (r: typeof proxied, connections: number): BenchRow => {
    const ms = (r.cpu.gateway ?? NaN) / r.requests;
    return {
      name: `gateway CPU per proxied request (GET /api/health/catalog, no token), ${connections} connection${connections > 1 ? 's' : ''}`,
      value: `${ms.toFixed(3)} ms over ${r.requests} requests`,
      target: `≤ ${GATEWAY_CPU_TARGET_MS} ms`,
      met: ms <= GATEWAY_CPU_TARGET_MS,
    };
  };
  const ratio = proxied.requestsPerSecond / direct.requestsPerSecond;
  const addedP50 = proxied.p50Ms - direct.p50Ms;
  // One connection is a closed loop, so a request's time is 1 / throughput; autocannon's latencies are whole
  // milliseconds, too coarse for a hop that costs a fraction of one.
  const perRequestMs = (r: LoadResult) => 1000 / r.requestsPerSecond;
  const addedOne = perRequestMs(proxiedOne) - perRequestMs(directOne);
  return [
    { name: 'catalog /healthz direct, 50 connections', value: fmt(direct) },
    { name: 'catalog /healthz via gateway, 50 connections', value: fmt(proxied) },
    { name: 'gateway throughput kept', value: `${Math.round(ratio * 100)}%`, target: '≥ 70%', met: ratio >= 0.7 },
    {
      // With the load generator, the gateway and the service sharing the machine's cores, this is mostly queueing.
      name: 'gateway added latency p50, 50 connections',
      value: `${addedP50} ms`,
      target: '< 1 ms',
      met: addedP50 < 1,
    },
    { name: 'catalog /healthz direct, 1 connection', value: `${fmt(directOne)}, ${perRequestMs(directOne).toFixed(2)} ms a request` },
    {
      name: 'catalog /healthz via gateway, 1 connection',
      value: `${fmt(proxiedOne)}, ${perRequestMs(proxiedOne).toFixed(2)} ms a request`,
    },
    { name: 'gateway added time a request, 1 connection', value: `${addedOne.toFixed(2)} ms`, target: '< 1 ms', met: addedOne < 1 },
    gatewayCpu(proxied, 50),
    gatewayCpu(proxiedOne, 1),
  ];
}
