import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { postgresAnswers, redisAnswers } from '../../packages/kit/src/testing/probes';
import { spawnRedisServer } from '../infra/redis';

/**
 * Postgres and Redis of the chaos run alone, on ports of its own under .data/<name>/: the run restarts
 * them, which must not disturb anything else using the machine's servers.
 */
export interface ChaosInfra {
  databaseUrl: string;
  redisUrl: string;
  restartPostgres(): Promise<void>;
  restartRedis(): Promise<void>;
  stop(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

function pgBin(name: string): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(path.join(base, v, 'bin', name))) return path.join(base, v, 'bin', name);
  return name; // on the PATH
}

function pgRun(name: string, args: string[]): void {
  const bin = pgBin(name);
  // Postgres refuses to run as root: as root, run it as the postgres system user.
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(cmd as string, argv as string[], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr || result.stdout}`);
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function retry(start: () => unknown, attempts = 10): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      await start();
      return;
    } catch (err) {
      if (i >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

export async function startChaosInfra(opts: { dir: string; pgPort: number; redisPort: number }): Promise<ChaosInfra> {
  const databaseUrl = `postgres://postgres@127.0.0.1:${opts.pgPort}/postgres`;
  const redisUrl = `redis://127.0.0.1:${opts.redisPort}`;
  const pgDir = path.join(opts.dir, 'postgres');
  const data = path.join(pgDir, 'data');
  const socketDir = path.join(pgDir, 'run');
  const redisDir = path.join(opts.dir, 'redis');
  // A fresh start every run: a clean cluster and an empty Redis.
  rmSync(opts.dir, { recursive: true, force: true });
  mkdirSync(socketDir, { recursive: true });
  mkdirSync(redisDir, { recursive: true });
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(pgDir, uid, gid);
    chownSync(socketDir, uid, gid);
    for (let d = path.dirname(opts.dir); d !== path.dirname(d); d = path.dirname(d)) spawnSync('chmod', ['o+x', d]);
    spawnSync('chmod', ['o+x', opts.dir]);
  }
  pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--encoding=UTF8', '--no-locale']);
  // The ports lie in the ephemeral range: an outgoing connection may hold one for a moment, so starts retry.
  const pgStart = () =>
    retry(() =>
      pgRun('pg_ctl', [
        '-D',
        data,
        '-l',
        path.join(pgDir, 'postgres.log'),
        '-w',
        '-o',
        `-p ${opts.pgPort} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=300`,
        'start',
      ]),
    );
  await pgStart();
  await until(() => postgresAnswers(databaseUrl), 'Postgres');

  const redisStart = async () => {
    // Every write on disk before it is acknowledged: a restart loses nothing that was answered.
    spawnRedisServer(opts.redisPort, redisDir, { fsyncAlways: true });
    await until(() => redisAnswers(redisUrl), 'Redis', 5000);
  };
  const redisStop = async () => {
    spawnSync('redis-cli', ['-p', String(opts.redisPort), 'shutdown'], { encoding: 'utf8' });
    await until(async () => !(await redisAnswers(redisUrl)), 'Redis shutdown', 10_000);
  };
  await retry(redisStart);

  return {
    databaseUrl,
    redisUrl,
    async restartPostgres() {
      // immediate: no checkpoint, like a crash; recovery replays the WAL.
      pgRun('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      await pgStart();
      await until(() => postgresAnswers(databaseUrl), 'Postgres');
    },
    async restartRedis() {
      await redisStop();
      await retry(redisStart);
    },
    async stop() {
      await redisStop().catch(() => undefined);
      try {
        pgRun('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      } catch {
        // already down
      }
    },
  };
}
