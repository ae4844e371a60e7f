import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localKafkaNode } from '../../scripts/infra/kafka';
import type { Stack } from '../../scripts/stack';
import type { BenchRow } from './report';

/** Peak resident memory (the kernel's high-water mark, VmHWM) of a live process, in MB; undefined off Linux. */
export function peakRssMb(pid: number): number | undefined {
  try {
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** Each service's resident memory over the bench, at most (issue 22). */
const PEAK_RSS_TARGET_MB = 250;

/** Read at the end of the bench, before the stack stops: the peak covers every load the run put on each process. */
export function peakMemory(stack: Pick<Stack, 'pids'>): BenchRow[] {
  return Object.entries(stack.pids())
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, pid]) => {
      const mb = peakRssMb(pid);
      return {
        name: `peak memory (RSS) of ${name} over the whole bench`,
        value: mb === undefined ? 'not measured (no /proc)' : `${mb.toFixed(0)} MB`,
        target: `≤ ${PEAK_RSS_TARGET_MB} MB`,
        met: mb !== undefined && mb <= PEAK_RSS_TARGET_MB,
      };
    });
}

/** The project-local broker's peak (it may have run before the bench: its high-water mark since it started). */
export function brokerPeakMemory(dataRoot: string, kafkaBrokers: string | undefined): BenchRow[] {
  if (!kafkaBrokers) return [];
  const pidFile = path.join(localKafkaNode(dataRoot).dir, 'kafka.pid');
  const mb = existsSync(pidFile) ? peakRssMb(Number(readFileSync(pidFile, 'utf8'))) : undefined;
  return [
    {
      name: 'peak memory (RSS) of the Kafka broker since it started (heap capped at 384 MB)',
      value: mb === undefined ? `not measured (${kafkaBrokers} is not the project-local broker)` : `${mb.toFixed(0)} MB`,
    },
  ];
}
