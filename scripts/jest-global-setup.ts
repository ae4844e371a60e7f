import { ensureInfra } from './infra';

/**
 * Integration tests find Postgres, Redis and the Kafka broker the same way `npm start` does; workers inherit
 * the env, so the Kafka transport suite and the services' tests run on the broker.
 */
export default async function globalSetup(): Promise<void> {
  const infra = await ensureInfra({ log: () => undefined });
  process.env.DATABASE_URL ??= infra.databaseUrl;
  process.env.REDIS_URL ??= infra.redisUrl;
  if (infra.kafkaBrokers) process.env.KAFKA_BROKERS ??= infra.kafkaBrokers;
  console.log(`\nintegration tests on Postgres ${infra.databaseUrl} and Redis ${infra.redisUrl}; ${infra.bus}`);
}
