import { setFlagsFromString } from 'node:v8';
import type { Express } from 'express';
import { Redis } from 'ioredis';
import type { z } from 'zod';
import { cachingVerifier, createJwksVerifier, tokenRevocations, type TokenRevocations, type TokenVerifier } from './auth';
import { assertProductionSecrets, loadConfig, runtimeRoleOf, serviceConfigSchema, type ServiceConfig } from './config';
import { connectDb, createDb, migrate, prepareRuntimeRole, type Db, type MigrationList } from './db';
import { createEventBus, eventsMigrations, outboxBacklog, startOutboxRelay, type EventBus, type Subscription } from './events';
import { createApp, finishApp, listenHttp, type LargeJsonBody } from './http';
import { createLogger, type Logger } from './log';

export interface ServiceDeps<C extends ServiceConfig = ServiceConfig> {
  config: C;
  log: Logger;
  db: Db;
  redis: Redis;
  bus: EventBus;
  /** Verifies an access token, refusing revoked ones. */
  verify: TokenVerifier;
  revocations: TokenRevocations;
}

/** Something that runs in the background and stops on shutdown (a consumer, a BullMQ worker). */
export interface Stoppable {
  stop(): Promise<void>;
}

export interface ServiceDefinition<C extends ServiceConfig = ServiceConfig> {
  name: string;
  defaultPort: number;
  /** Extends `serviceConfigSchema(name, defaultPort)` with the service's own variables. */
  configSchema?: z.ZodType<C>;
  migrations: MigrationList;
  routes(app: Express, deps: ServiceDeps<C>): void;
  /** Routes whose JSON bodies may exceed the common 1 MB limit (a phone photo as base64), with their own limit. */
  largeJsonBodies?: LargeJsonBody[];
  /** Routes that read a CSV file from a text/csv body (imports). */
  csvBodies?: string[];
  /** Event consumers and BullMQ workers; started after the HTTP server listens. */
  background?(deps: ServiceDeps<C>): Promise<Array<Subscription | Stoppable>>;
}

export interface RunningService {
  url: string;
  deps: ServiceDeps;
  /** The express app, so tests can list every route it serves. */
  app: Express;
  stop(): Promise<void>;
}

/** Wires config → db (migrate) → http → outbox relay → consumers and workers, and stops them in reverse. */
export async function startService<C extends ServiceConfig>(
  def: ServiceDefinition<C>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningService> {
  const config = loadConfig(def.configSchema ?? (serviceConfigSchema(def.name, def.defaultPort) as unknown as z.ZodType<C>), env);
  assertProductionSecrets(config, env);
  // Buffered as the gateway's: an access-log line written on its own was a write call a request, 3 % of
  // identity's CPU on a seller search.
  const log = createLogger(def.name, config.LOG_LEVEL, { buffered: true });
  // The owner migrates and grants; the service itself then runs as the runtime role, under row-level security.
  const owner = await createDb({ serverUrl: config.DATABASE_URL, database: config.DB_NAME, poolMax: 2 });
  try {
    await migrate(owner, eventsMigrations, def.migrations);
    await prepareRuntimeRole(owner, runtimeRoleOf(config));
  } finally {
    await owner.destroy();
  }
  const db = connectDb({ serverUrl: config.DATABASE_URL, database: config.DB_NAME, role: runtimeRoleOf(config) });
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3, lazyConnect: false });
  const bus = createEventBus({
    kind: config.EVENT_BUS,
    namespace: config.BUS_NAMESPACE,
    redisUrl: config.REDIS_URL,
    kafkaBrokers: config.KAFKA_BROKERS,
    kafkaPartitions: config.KAFKA_PARTITIONS,
    log,
  });
  const revocations = tokenRevocations(redis, config.BUS_NAMESPACE);
  // A token's signature is checked once and remembered until it expires (7 % of catalog's list CPU);
  // revocation is still checked on every request, as the gateway does.
  const verify = revocations.guard(cachingVerifier(createJwksVerifier(config.JWKS_URL)));
  const deps: ServiceDeps<C> = { config, log, db, redis, bus, verify, revocations };

  let backgroundStarted = false;
  const app = createApp({
    log,
    json: { limit: '1mb', larger: def.largeJsonBodies, csv: def.csvBodies },
    readiness: {
      // Ready means consuming too: a replica that answers HTTP before its consumers join would miss its share.
      consumers: async () => {
        if (!backgroundStarted) throw new Error('consumers and workers are starting');
      },
      db: async () => void (await db.raw('select 1')),
      redis: async () => void (await redis.ping()),
      // The broker being away does not make the service unready: the outbox keeps its events until it is back.
      bus: async () => {
        if (!bus.lag) return undefined;
        return { lag: await bus.lag().catch((err: unknown) => `unknown: ${err instanceof Error ? err.message : String(err)}`) };
      },
      outbox: async () => {
        const backlog = await outboxBacklog(db);
        if (backlog > 10_000) throw new Error(`outbox backlog ${backlog}`);
      },
    },
  });
  def.routes(app, deps);
  finishApp(app, log);

  const server = await listenHttp(app, config.PORT, config.HOST).catch(async (err: unknown) => {
    await bus.close();
    redis.disconnect();
    await db.destroy();
    throw err;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const relay = startOutboxRelay({ db, bus, log });
  const background = def.background ? await def.background(deps) : [];
  backgroundStarted = true;
  log.info({ port }, `${def.name} listening`);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const b of background.reverse()) await b.stop();
      await relay.stop();
      await bus.close();
      redis.disconnect();
      await db.destroy();
    })());
  return { url: `http://127.0.0.1:${port}`, deps: deps as unknown as ServiceDeps, app, stop };
}

/**
 * Under load V8 let the old generation grow to almost four times its live size before a full collection: 50
 * list requests in flight promote their rows and views, and catalog's resident memory rose from 150 to 300 MB in
 * 15 s. Growing it by at most half its live size kept catalog's peak under 200 MB, with garbage collection still
 * 10 % of the list's CPU. A growth factor, not a ceiling such as --max-old-space-size: a 20 MB CSV import still
 * has room. Called first by every process that serves requests (the services and the gateway).
 */
export function boundHeapGrowth(): void {
  setFlagsFromString('--heap-growing-percent=50');
}

/** The body of every service's main.ts: start, stop cleanly on SIGTERM/SIGINT, exit non-zero on failure. */
export function runService<C extends ServiceConfig>(def: ServiceDefinition<C>): void {
  boundHeapGrowth();
  startService(def).then(
    (service) => {
      const shutdown = (signal: string) => {
        service.deps.log.info({ signal }, 'shutting down');
        service.stop().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGTERM', () => shutdown('SIGTERM'));
      process.once('SIGINT', () => shutdown('SIGINT'));
    },
    (err: unknown) => {
      console.error(`${def.name} failed to start: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
