import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { createDb, dropDatabase, type MigrationList, migrate } from '../db';
import { deleteKafkaNamespace } from '../events/kafka-admin';
import { resolveTestServers } from './servers';

export interface TestInfra {
  /** A knex on this file's own fresh database. */
  readonly db: Knex;
  readonly serverUrl: string;
  readonly database: string;
  readonly redisUrl: string;
  /** Unique per test file: prefix Redis keys, streams and queues with it. */
  readonly namespace: string;
  /** A new Redis connection, closed after the file. */
  redis(): Redis;
  /** Runs after the file, before the database is dropped (stop relays, workers, servers). */
  onCleanup(fn: () => Promise<void> | void): void;
}

/**
 * Gives a jest test file a fresh database (migrated with the given lists), a Redis key namespace and a
 * bus namespace, on the servers named by env, else on ones already listening, else Testcontainers.
 */
export function useTestInfra(options: { migrations?: MigrationList[] } = {}): TestInfra {
  const id = `t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let db: Knex | undefined;
  let servers: { serverUrl: string; redisUrl: string } | undefined;
  const connections: Redis[] = [];
  const cleanups: Array<() => Promise<void> | void> = [];

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useTestInfra: ${what} is ready only inside tests (after beforeAll)`);
    return value;
  };

  beforeAll(async () => {
    servers = await resolveTestServers();
    db = await createDb({ serverUrl: servers.serverUrl, database: id, poolMax: 20 });
    if (options.migrations?.length) await migrate(db, ...options.migrations);
  });

  afterAll(async () => {
    for (const fn of cleanups.reverse()) await fn();
    if (connections.length) {
      const cleaner = connections[0]!;
      const keys = await cleaner.keys(`${id}*`);
      if (keys.length) await cleaner.del(...keys);
    }
    await Promise.all(connections.map((c) => c.quit().catch(() => c.disconnect())));
    // The file's topics go with it, so the test broker does not gather thousands of partitions over runs.
    if (process.env.KAFKA_BROKERS) await deleteKafkaNamespace(process.env.KAFKA_BROKERS, id).catch(() => undefined);
    await db?.destroy();
    if (servers) await dropDatabase(servers.serverUrl, id);
  });

  return {
    get db() {
      return need(db, 'db');
    },
    get serverUrl() {
      return need(servers, 'servers').serverUrl;
    },
    get redisUrl() {
      return need(servers, 'servers').redisUrl;
    },
    database: id,
    namespace: id,
    redis() {
      const conn = new Redis(need(servers, 'servers').redisUrl, { maxRetriesPerRequest: null });
      connections.push(conn);
      return conn;
    },
    onCleanup(fn) {
      cleanups.push(fn);
    },
  };
}
