import { ensureInfra } from './infra';

/** Integration tests find Postgres and Redis the same way `npm start` does; workers inherit the env. */
export default async function globalSetup(): Promise<void> {
  const infra = await ensureInfra({ log: () => undefined });
  process.env.DATABASE_URL ??= infra.databaseUrl;
  process.env.REDIS_URL ??= infra.redisUrl;
  console.log(`\nintegration tests on Postgres ${infra.databaseUrl} and Redis ${infra.redisUrl}`);
}
