import { dropDatabase } from '../db';
import type { ServiceConfig } from '../config';
import { startService, type RunningService, type ServiceDefinition } from '../service';
import type { TestInfra } from './test-infra';

/** The environment a service needs in a test file: its own database, the file's Redis and bus namespace. */
export function testServiceEnv(infra: TestInfra, service: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: infra.serverUrl,
    DB_NAME: `${infra.database}_${service}`,
    REDIS_URL: infra.redisUrl,
    BUS_NAMESPACE: infra.namespace,
    EVENT_BUS: 'redis',
    ...extra,
  };
}

/** Starts a service for the test file (after the infra is up) and stops it and drops its database after. */
export function useService<C extends ServiceConfig>(
  infra: TestInfra,
  def: ServiceDefinition<C>,
  extra: () => NodeJS.ProcessEnv = () => ({}),
): () => RunningService {
  let running: RunningService | undefined;
  beforeAll(async () => {
    running = await startService(def, testServiceEnv(infra, def.name, extra()));
  });
  afterAll(async () => {
    await running?.stop();
    await dropDatabase(infra.serverUrl, `${infra.database}_${def.name}`);
  });
  return () => {
    if (!running) throw new Error(`${def.name} is running only inside tests`);
    return running;
  };
}
