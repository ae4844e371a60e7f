import path from 'node:path';
import { postgresAnswers, redisAnswers } from '../packages/kit/src/testing/probes';
import { startLocalPostgres } from './infra/postgres';
import { checkNoEviction, startLocalRedis } from './infra/redis';

export { ensureChromium } from './infra/chromium';

export const DATA_ROOT = path.resolve(__dirname, '..', '.data');
const SYSTEM_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const SYSTEM_REDIS = 'redis://127.0.0.1:6379';

export interface Infra {
  databaseUrl: string;
  redisUrl: string;
  kafkaBrokers?: string;
  /** What this call started (empty when everything was already there). */
  started: string[];
}

/**
 * Finds Postgres and Redis: env first, then servers already listening on the standard ports, else
 * project-local servers under .data/ (installing Debian's packages when missing and we are root).
 * CONSIGN_INFRA_SKIP_SYSTEM=1 skips the standard ports, to check the project-local path.
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
  log(
    `Postgres ${redact(databaseUrl)}, Redis ${redact(redisUrl)}${process.env.KAFKA_BROKERS ? `, Kafka ${process.env.KAFKA_BROKERS}` : ''}`,
  );
  return { databaseUrl, redisUrl, kafkaBrokers: process.env.KAFKA_BROKERS || undefined, started };
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
