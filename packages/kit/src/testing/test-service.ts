import { connectDb, dropDatabase, type Db } from '../db';
import { createEventBus, type EventBus } from '../events';
import { createLogger } from '../log';
import { runtimeRoleOf, type ServiceConfig } from '../config';
import { currentTenant } from '../context';
import { startService, type RunningService, type ServiceDefinition } from '../service';
import type { TestInfra } from './test-infra';

/** The environment a service needs in a test file: its own database, the file's Redis, bus and bus namespace. */
export function testServiceEnv(infra: TestInfra, service: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    // Explicit, not inherited: a service refuses the published SIGNING_SECRET unless NODE_ENV says test.
    NODE_ENV: 'test',
    PORT: '0',
    // TEST_SERVICE_LOG_LEVEL=error shows what a service logged behind an unexpected 500.
    LOG_LEVEL: process.env.TEST_SERVICE_LOG_LEVEL ?? 'silent',
    DATABASE_URL: infra.serverUrl,
    DB_NAME: `${infra.database}_${service}`,
    REDIS_URL: infra.redisUrl,
    BUS_NAMESPACE: infra.namespace,
    // The bus the jest global setup found: Kafka wherever a broker runs (fewer partitions: topics per file).
    ...(process.env.KAFKA_BROKERS
      ? { EVENT_BUS: 'kafka', KAFKA_BROKERS: process.env.KAFKA_BROKERS, KAFKA_PARTITIONS: '2' }
      : { EVENT_BUS: 'redis' }),
    ...extra,
  };
}

/** A bus on the transport and namespace the file's services use, for a test to publish or read events. */
export function createTestBus(infra: TestInfra): EventBus {
  const env = testServiceEnv(infra, 'test');
  return createEventBus({
    kind: env.EVENT_BUS as 'redis' | 'kafka',
    namespace: infra.namespace,
    redisUrl: infra.redisUrl,
    kafkaBrokers: env.KAFKA_BROKERS,
    kafkaPartitions: Number(env.KAFKA_PARTITIONS ?? 1),
    log: createLogger('test', 'silent'),
  });
}

/**
 * Starts a service for the test file (after the infra is up) and stops it and drops its database after.
 * The test's `deps.db` is a pool of its own, as the same runtime role, that runs as system unless the test
 * picks an organization (`runAsOrg`): test code arranges and inspects rows of several organizations, while
 * the service itself answers under each request's tenant.
 */
export function useService<C extends ServiceConfig>(
  infra: TestInfra,
  def: ServiceDefinition<C>,
  extra: () => NodeJS.ProcessEnv = () => ({}),
): () => RunningService {
  let running: RunningService | undefined;
  let testDb: Db | undefined;
  beforeAll(async () => {
    const service = await startService(def, testServiceEnv(infra, def.name, extra()));
    const { config } = service.deps;
    testDb = connectDb({
      serverUrl: config.DATABASE_URL,
      database: config.DB_NAME,
      role: runtimeRoleOf(config),
      scope: () => currentTenant() ?? { kind: 'system', reason: 'test fixtures' },
    });
    running = { ...service, deps: { ...service.deps, db: testDb } };
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.destroy();
    await dropDatabase(infra.serverUrl, `${infra.database}_${def.name}`);
  });
  return () => {
    if (!running) throw new Error(`${def.name} is running only inside tests`);
    return running;
  };
}
