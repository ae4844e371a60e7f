import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { postgresAnswers, redisAnswers } from '../../packages/kit/src/testing/probes';
import { canRunKafka, kafkaJars, spawnKafkaNode, stopKafkaNode, waitForKafka, type KafkaNode } from '../infra/kafka';
import { spawnRedisServer } from '../infra/redis';

/**
 * Postgres, Redis and (where Java runs it) a Kafka broker of the chaos run alone, on ports of its own under
 * .data/<name>/: the run restarts them, which must not disturb anything else using the machine's servers.
 */
export interface ChaosInfra {
  databaseUrl: string;
  redisUrl: string;
  /** The run's own broker; unset where the bus is Redis Streams. */
  kafkaBrokers?: string;
  restartPostgres(): Promise<void>;
  restartRedis(): Promise<void>;
  /** kill -9 of the broker, a pause, and a start on the same storage. */
  killKafka(pauseMs: number): Promise<void>;
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

export async function startChaosInfra(opts: {
  dir: string;
  pgPort: number;
  redisPort: number;
  kafkaPort: number;
  dataRoot: string;
}): Promise<ChaosInfra> {
  const databaseUrl = `postgres://postgres@127.0.0.1:${opts.pgPort}/postgres`;
  const redisUrl = `redis://127.0.0.1:${opts.redisPort}`;
  const pgDir = path.join(opts.dir, 'postgres');
  const data = path.join(pgDir, 'data');
  const socketDir = path.join(pgDir, 'run');
  const redisDir = path.join(opts.dir, 'redis');
  const node: KafkaNode = {
    dir: path.join(opts.dir, 'kafka'),
    port: opts.kafkaPort,
    controllerPort: opts.kafkaPort + 1,
    logFile: path.join(opts.dir, 'kafka', 'kafka.log'),
  };
  // A broker an interrupted run left behind would hold the port (and answer for the new one).
  await stopKafkaNode(node, 5000);
  // A fresh start every run: a clean cluster, an empty Redis and a new Kafka cluster.
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
  // A port can still be held for a moment by the run before (a socket in TIME_WAIT), so starts retry; the last
  // failure carries the end of Postgres' own log, which says why.
  const pgLog = path.join(pgDir, 'postgres.log');
  const pgStart = () =>
    retry(() => {
      try {
        pgRun('pg_ctl', [
          '-D',
          data,
          '-l',
          pgLog,
          '-w',
          '-o',
          `-p ${opts.pgPort} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=300`,
          'start',
        ]);
      } catch (err) {
        const tail = existsSync(pgLog) ? readFileSync(pgLog, 'utf8').split('\n').slice(-15).join('\n') : '(no log)';
        throw new Error(`${(err as Error).message}\n${pgLog}:\n${tail}`);
      }
    });
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

  const useKafka = process.env.EVENT_BUS !== 'redis' && canRunKafka(opts.dataRoot);
  const kafkaBrokers = useKafka ? `127.0.0.1:${opts.kafkaPort}` : undefined;
  let kafkaPid: number | undefined;
  const kafkaStart = async () => {
    kafkaPid = spawnKafkaNode(
      kafkaJars(opts.dataRoot, () => undefined),
      node,
    );
    await waitForKafka(kafkaBrokers!, node);
  };
  const kafkaKill = () => {
    if (kafkaPid === undefined) return;
    try {
      process.kill(kafkaPid, 'SIGKILL');
    } catch {
      // already gone
    }
    kafkaPid = undefined;
  };
  if (useKafka) await kafkaStart();

  return {
    databaseUrl,
    redisUrl,
    kafkaBrokers,
    async killKafka(pauseMs) {
      kafkaKill();
      await sleep(pauseMs);
      await kafkaStart();
    },
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
      kafkaKill();
      await redisStop().catch(() => undefined);
      try {
        pgRun('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      } catch {
        // already down
      }
    },
  };
}
