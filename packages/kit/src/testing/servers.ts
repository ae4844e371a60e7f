import { postgresAnswers, redisAnswers } from './probes';

const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

let resolved: Promise<{ serverUrl: string; redisUrl: string }> | undefined;

/** Env first (the jest global setup sets it), then the standard local ports, then Testcontainers. */
export function resolveTestServers(): Promise<{ serverUrl: string; redisUrl: string }> {
  resolved ??= (async () => ({
    serverUrl: process.env.DATABASE_URL ?? ((await postgresAnswers(LOCAL_PG)) ? LOCAL_PG : await startPostgresContainer()),
    redisUrl: process.env.REDIS_URL ?? ((await redisAnswers(LOCAL_REDIS)) ? LOCAL_REDIS : await startRedisContainer()),
  }))();
  return resolved;
}

async function startPostgresContainer(): Promise<string> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('postgres:16-alpine')
    .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start();
  return `postgres://postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
}

async function startRedisContainer(): Promise<string> {
  const { GenericContainer } = await import('testcontainers');
  const container = await new GenericContainer('redis:7-alpine')
    .withCommand(['redis-server', '--maxmemory-policy', 'noeviction'])
    .withExposedPorts(6379)
    .start();
  return `redis://${container.getHost()}:${container.getMappedPort(6379)}`;
}
