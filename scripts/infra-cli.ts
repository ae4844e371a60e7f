import { DATA_ROOT, ensureInfra } from './infra';
import { stopLocalKafka } from './infra/kafka';
import { stopLocalPostgres } from './infra/postgres';
import { stopLocalRedis } from './infra/redis';

/** `npm run infra` shows which servers Consign uses (starting local ones if needed); `-- stop` stops local ones. */
async function main(): Promise<void> {
  if (process.argv[2] === 'stop') {
    stopLocalPostgres(DATA_ROOT);
    await stopLocalRedis();
    await stopLocalKafka(DATA_ROOT);
    console.log('Project-local Postgres, Redis and Kafka stopped.');
    return;
  }
  const infra = await ensureInfra();
  console.log(`DATABASE_URL=${infra.databaseUrl}\nREDIS_URL=${infra.redisUrl}`);
  if (infra.kafkaBrokers) console.log(`KAFKA_BROKERS=${infra.kafkaBrokers}`);
  if (infra.started.length) console.log(`Started: ${infra.started.join(', ')} (stop with: npm run infra -- stop)`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
