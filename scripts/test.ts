import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { deleteKafkaNamespace } from '../packages/kit/src/events/kafka-admin';
import { ensureChromium, ensureInfra, type Infra } from './infra';
import { seedDemo } from './seed/seed';
import { ROOT, SERVICE_NAMES, startStack } from './stack';

const log = (line: string) => console.log(`[test] ${line}`);
// Two e2e runs on one machine (two developers' worktrees) need their own E2E_NAMESPACE and E2E_PORT.
const E2E_NAMESPACE = process.env.E2E_NAMESPACE ?? 'consign_e2e';
const RESULTS = path.join(ROOT, '.data', 'test-results', E2E_NAMESPACE);
const CHAOS_SEED = process.env.CHAOS_SEED ?? '7';
const CHAOS_SECONDS = process.env.CHAOS_SECONDS ?? '45';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): boolean {
  log(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env }).status === 0;
}

function jestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numRuntimeErrorTestSuites: number;
  };
  return { passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites, skipped: r.numPendingTests };
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky, skipped: r.stats.skipped };
}

/** The namespace's streams, queues and caches in Redis: a job left by an earlier run must not stand in for a render. */
async function clearE2eRedis(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  try {
    for (let cursor = '0'; ;) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${E2E_NAMESPACE}:*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      if ((cursor = next) === '0') break;
    }
  } finally {
    redis.disconnect();
  }
}

async function dropE2eDatabases(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const s of SERVICE_NAMES) await client.query(`DROP DATABASE IF EXISTS "${E2E_NAMESPACE}_${s}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function e2e(env: NodeJS.ProcessEnv, infra: Infra, playwrightArgs: string[]): Promise<Counts> {
  const { databaseUrl, redisUrl, kafkaBrokers } = infra;
  // The frontend is built for this run alone, so a build elsewhere cannot swap files under its gateway.
  const frontendDist = path.join(ROOT, '.data', E2E_NAMESPACE, 'frontend-dist');
  if (!run('npm', ['run', 'build', '-w', 'frontend', '--', '--outDir', frontendDist], env)) return { passed: 0, failed: 1, skipped: 0 };
  const chromium = await ensureChromium(log);
  // Every e2e run starts from empty databases of its own, so it never depends on or touches dev data.
  await dropE2eDatabases(databaseUrl);
  await clearE2eRedis(redisUrl);
  if (kafkaBrokers) await deleteKafkaNamespace(kafkaBrokers, E2E_NAMESPACE);
  const port = Number(process.env.E2E_PORT ?? 18080);
  const stack = await startStack({
    databaseUrl,
    redisUrl,
    kafkaBrokers,
    port,
    namespace: E2E_NAMESPACE,
    logDir: path.join(ROOT, '.data', `${E2E_NAMESPACE}-logs`),
    frontendDist,
    log,
    // The webhook spec's endpoint is a loopback port nothing listens on: no test traffic leaves the machine.
    env: { WEBHOOK_ALLOW_PRIVATE: 'true' },
  });
  try {
    await seedDemo({ gatewayUrl: stack.url, namespace: E2E_NAMESPACE, databaseUrl, redisUrl, env, log });
    const report = path.join(RESULTS, 'playwright.json');
    run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json', ...playwrightArgs], {
      ...env,
      CONSIGN_URL: stack.url,
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    });
    return playwrightCounts(report);
  } finally {
    await stack.stop();
  }
}

/**
 * A short chaos run (README "Chaos run"): its own Postgres and Redis, a mixed load while services, Postgres
 * and Redis are killed, then every invariant. One seed, so a failure repeats with `npm run test:chaos`.
 */
function chaos(): Counts {
  const ok = run('npx', ['tsx', 'scripts/chaos.ts', '--seed', CHAOS_SEED, '--seconds', CHAOS_SECONDS], process.env);
  return ok ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
}

/**
 * Jest in two runs. Unit and integration files share Postgres, Redis and the broker and keep jest's choice of
 * workers (in band on 2 cores). The frontend's jsdom files are CPU alone and independent of each other: two
 * workers halve their time, which in band was the longest part of jest.
 */
function jestParts(only: string | undefined): { name: string; projects: string[]; options: string[] }[] {
  const web = { name: 'web', projects: ['web'], options: ['--maxWorkers=2'] };
  if (only === 'web') return [web];
  if (only) return [{ name: only, projects: [only], options: [] }];
  return [{ name: 'services', projects: ['unit', 'int'], options: [] }, web];
}

/**
 * `npm test`: servers, type-check, unit + integration (jest), end-to-end (Playwright) against a fresh stack,
 * then a short chaos run.
 */
async function main(): Promise<void> {
  // Words after the options go to Playwright: `npm run test:e2e -- portal` runs the specs matching 'portal'.
  const { values, positionals } = parseArgs({ options: { only: { type: 'string' } }, allowPositionals: true });
  const only = values.only as 'unit' | 'int' | 'web' | 'e2e' | 'chaos' | undefined;
  const infra = await ensureInfra({ log });
  // The bus ensureInfra chose reaches jest's global setup through KAFKA_BROKERS (unset: Redis Streams).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: infra.databaseUrl,
    REDIS_URL: infra.redisUrl,
    ...(infra.kafkaBrokers ? { KAFKA_BROKERS: infra.kafkaBrokers } : { EVENT_BUS: 'redis' }),
  };
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });

  const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
  const add = (c: Counts) => {
    totals.passed += c.passed;
    totals.failed += c.failed;
    totals.skipped += c.skipped;
  };

  const typed = run('npx', ['tsc', '-b'], env);
  if (!typed) add({ passed: 0, failed: 1, skipped: 0 });
  // `--only e2e` still runs on what did compile: one package's type error need not hide the browser tests.
  if (typed || only === 'e2e') {
    if (only !== 'e2e' && only !== 'chaos') {
      for (const part of jestParts(only)) {
        const report = path.join(RESULTS, `jest-${part.name}.json`);
        // --forceExit: on 2 cores jest runs the files in its own process, where one handle a test file leaves
        // open (a pool, a BullMQ connection) kept it waiting forever after writing its results (seen in CI).
        run(
          'npx',
          ['jest', '--ci', '--forceExit', '--selectProjects', ...part.projects, ...part.options, '--json', `--outputFile=${report}`],
          env,
        );
        add(jestCounts(report));
      }
    }
    if (!only || only === 'e2e') add(await e2e(env, infra, positionals));
    if (typed && (!only || only === 'chaos')) add(chaos());
  }

  // The plain closing line CI reads, whatever the runners printed above.
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(`[test] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
});
