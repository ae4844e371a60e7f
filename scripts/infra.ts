import path from 'node:path';
import { postgresAnswers, redisAnswers } from '../packages/kit/src/testing/probes';
import { canRunKafka, startLocalKafka } from './infra/kafka';
import { startLocalPostgres } from './infra/postgres';
import { checkNoEviction, startLocalRedis } from './infra/redis';

export { ensureChromium } from './infra/chromium';

export const DATA_ROOT = path.resolve(__dirname, '..', '.data');
const SYSTEM_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const SYSTEM_REDIS = 'redis://127.0.0.1:6379';

export interface Infra {
  databaseUrl: string;
  redisUrl: string;
  /** Set when the bus is Kafka. */
  kafkaBrokers?: string;
  /** The one line that says which bus runs and why. */
  bus: string;
  /** What this call started (empty when everything was already there). */
  started: string[];
}

/**
 * Finds Postgres and Redis: env first, then servers already listening on the standard ports, else
 * project-local servers under .data/ (installing Debian's packages when missing and we are root).
 * CONSIGN_INFRA_SKIP_SYSTEM=1 skips the standard ports, to check the project-local path.
 * The bus is Kafka wherever it can be (see `ensureKafka`).
 */
export async function ensureInfra(opts: { log?: (line: string) => void } = {}): Promise<Infra> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const useSystem = process.env.CONSIGN_INFRA_SKIP_SYSTEM !== '1';
  const started: string[] = [];

  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    if (useSystem && (await postgresAnswers(SYSTEM_PG))) databaseUrl = SYSTEM_PG;
    else {
      const local = await startLocalPostgres(DATA_ROOT, log);
      databaseUrl = local.url;
      if (local.started) started.push('postgres');
    }
  }
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    if (useSystem && (await redisAnswers(SYSTEM_REDIS))) redisUrl = SYSTEM_REDIS;
    else {
      const local = await startLocalRedis(DATA_ROOT, log);
      redisUrl = local.url;
      if (local.started) started.push('redis');
    }
  }
  await checkNoEviction(redisUrl, log);
  const kafka = await ensureKafka(log);
  if (kafka.started) started.push('kafka');
  log(`Postgres ${redact(databaseUrl)}, Redis ${redact(redisUrl)}`);
  log(kafka.bus);
  return { databaseUrl, redisUrl, kafkaBrokers: kafka.brokers, bus: kafka.bus, started };
}

/**
 * EVENT_BUS=redis forces Redis Streams; KAFKA_BROKERS names a broker to use; otherwise the project-local
 * broker (started or reused) where Java can run it, else Redis Streams.
 */
async function ensureKafka(log: (line: string) => void): Promise<{ brokers?: string; bus: string; started: boolean }> {
  if (process.env.EVENT_BUS === 'redis') return { bus: 'event bus: Redis Streams (EVENT_BUS=redis)', started: false };
  const given = process.env.KAFKA_BROKERS;
  if (given) return { brokers: given, bus: `event bus: Kafka ${given} (KAFKA_BROKERS)`, started: false };
  if (!canRunKafka(DATA_ROOT))
    return { bus: 'event bus: Redis Streams (no Java runtime, or neither the Kafka jars nor Maven to fetch them)', started: false };
  const local = await startLocalKafka(DATA_ROOT, log);
  return { brokers: local.brokers, bus: `event bus: Kafka ${local.brokers} (project-local broker)`, started: local.started };
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
