import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { aptInstall } from './apt';
import { redisAnswers } from '../../packages/kit/src/testing/probes';

export const LOCAL_REDIS_PORT = 56379;

function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

/**
 * A daemonized redis-server on 127.0.0.1:`port` with its files in `dir`: it never evicts (BullMQ), keeps an
 * append-only file and takes no snapshots. `fsyncAlways`: every write on disk before it is acknowledged.
 */
export function spawnRedisServer(port: number, dir: string, opts: { fsyncAlways?: boolean } = {}): void {
  const result = spawnSync(
    'redis-server',
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--daemonize', 'yes'],
      ...['--maxmemory-policy', 'noeviction', '--save', '', '--appendonly', 'yes'],
      ...(opts.fsyncAlways ? ['--appendfsync', 'always'] : []),
      ...['--pidfile', path.join(dir, 'redis.pid'), '--logfile', path.join(dir, 'redis.log')],
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`redis-server failed: ${result.stderr}`);
}

/** Starts (or reuses) a project-local Redis that keeps its data under `dataRoot/redis` and never evicts. */
export async function startLocalRedis(dataRoot: string, log: (line: string) => void): Promise<{ url: string; started: boolean }> {
  const url = `redis://127.0.0.1:${LOCAL_REDIS_PORT}`;
  if (await redisAnswers(url)) return { url, started: false };
  if (!hasRedisServer()) aptInstall(['redis-server'], 'no Redis server was found', log);
  const dir = path.join(dataRoot, 'redis');
  mkdirSync(dir, { recursive: true });
  log(`starting project-local Redis on 127.0.0.1:${LOCAL_REDIS_PORT}`);
  spawnRedisServer(LOCAL_REDIS_PORT, dir);
  for (let i = 0; i < 50 && !(await redisAnswers(url)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await redisAnswers(url))) throw new Error(`Redis did not answer on ${LOCAL_REDIS_PORT}; see ${path.join(dir, 'redis.log')}`);
  return { url, started: true };
}

export async function stopLocalRedis(): Promise<void> {
  const url = `redis://127.0.0.1:${LOCAL_REDIS_PORT}`;
  if (!(await redisAnswers(url))) return;
  const redis = new Redis(url, { maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  await redis.shutdown('NOSAVE').catch(() => undefined);
  redis.disconnect();
}

/** BullMQ loses jobs when Redis evicts keys; say so loudly rather than fail later in a strange way. */
export async function checkNoEviction(url: string, log: (line: string) => void): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const [, policy] = (await redis.config('GET', 'maxmemory-policy')) as [string, string];
    if (policy !== 'noeviction') {
      log('!'.repeat(72));
      log(`! Redis at ${url} runs with maxmemory-policy=${policy}.`);
      log('! BullMQ needs noeviction: jobs can silently disappear. Set it with');
      log('!   redis-cli CONFIG SET maxmemory-policy noeviction');
      log('!'.repeat(72));
    }
  } catch {
    log(`could not read maxmemory-policy of ${url} (CONFIG may be disabled); make sure it is noeviction`);
  } finally {
    redis.disconnect();
  }
}
