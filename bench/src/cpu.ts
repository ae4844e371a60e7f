import { readFileSync, readdirSync } from 'node:fs';
import type { BenchRow } from './report';

/** Kernel clock ticks per second (USER_HZ): 100 on every Linux the bench runs on. */
const TICKS_PER_SECOND = 100;
export const POSTGRES = 'postgres';
/** The gateway's CPU per proxied request, at most (issue 22). */
export const GATEWAY_CPU_TARGET_MS = 0.35;

/** utime + stime of one process in ms; undefined when it is gone or there is no /proc. */
function cpuMs(pid: number | string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * The Postgres backends serving the stack's databases: Postgres writes each backend's user, database and state
 * into its command line (`postgres: 15/main: consign_app consign_bench_catalog 127.0.0.1(5432) idle`). The
 * server's shared processes (checkpointer, WAL writer, autovacuum) and other helpers' databases are not counted.
 */
function postgresBackends(databasePrefix: string): Map<string, number> {
  const found = new Map<string, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return found;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!cmdline.startsWith('postgres:') || !cmdline.includes(` ${databasePrefix}_`)) continue;
    const ms = cpuMs(pid);
    if (ms !== undefined) found.set(pid, ms);
  }
  return found;
}

export interface CpuSnapshot {
  processes: Record<string, number | undefined>;
  postgres: Map<string, number>;
}

/** CPU used so far by each process of the stack (by name), and by each Postgres backend of its databases (given their prefix). */
export function cpuSnapshot(pids: Record<string, number>, databasePrefix?: string): CpuSnapshot {
  return {
    processes: Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)])),
    postgres: databasePrefix === undefined ? new Map() : postgresBackends(databasePrefix),
  };
}

/**
 * CPU each process spent between two snapshots, in ms. A backend that appeared in between counts whole (it was
 * born during the run); one that ended in between is lost (the pools keep their connections, so rarely).
 */
export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot): Record<string, number> {
  const spent: Record<string, number> = {};
  for (const [name, ms] of Object.entries(after.processes)) {
    const was = before.processes[name];
    if (ms !== undefined && was !== undefined) spent[name] = ms - was;
  }
  if (after.postgres.size === 0) return spent;
  let pg = 0;
  for (const [pid, ms] of after.postgres) pg += ms - (before.postgres.get(pid) ?? 0);
  spent[POSTGRES] = pg;
  return spent;
}

/** Measures `run` (which returns how many requests it made) with the stack's CPU around it. */
export async function withCpu<T extends { requests: number }>(
  pids: () => Record<string, number>,
  databasePrefix: string | undefined,
  run: () => Promise<T>,
): Promise<T & { cpu: Record<string, number> }> {
  const before = cpuSnapshot(pids(), databasePrefix);
  const result = await run();
  return { ...result, cpu: cpuSpent(before, cpuSnapshot(pids(), databasePrefix)) };
}

/** A process name as the stack names it (`catalog`, `catalog#2`), summed over its replicas. */
const serviceOf = (name: string) => name.split('#')[0]!;

/**
 * One row per process with the CPU it spent per request, and one for all of them together (the bench's own
 * process, autocannon, is not among them). `targets` puts a target on a process's row, or on 'all processes'.
 */
export function cpuRows(what: string, requests: number, cpu: Record<string, number>, targets: Record<string, number> = {}): BenchRow[] {
  if (requests <= 0) return [{ name: `CPU per ${what} request`, value: 'not measured (no requests)', met: false }];
  const byService = new Map<string, number>();
  for (const [name, ms] of Object.entries(cpu)) byService.set(serviceOf(name), (byService.get(serviceOf(name)) ?? 0) + ms);
  const row = (label: string, ms: number): BenchRow => {
    const perRequest = ms / requests;
    const target = targets[label];
    return {
      name: `CPU per ${what} request, ${label}`,
      value: `${perRequest.toFixed(2)} ms`,
      ...(target === undefined ? {} : { target: `≤ ${target} ms`, met: perRequest <= target }),
    };
  };
  const total = [...byService.values()].reduce((sum, ms) => sum + ms, 0);
  return [
    ...[...byService]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, ms]) => row(name === POSTGRES ? 'Postgres (its backends for the stack)' : name, ms)),
    row('all processes', total),
  ];
}
