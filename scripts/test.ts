import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { ensureChromium, ensureInfra } from './infra';
import { ROOT, SERVICE_NAMES, startStack } from './stack';

const log = (line: string) => console.log(`[test] ${line}`);
const RESULTS = path.join(ROOT, '.data', 'test-results');
const E2E_NAMESPACE = 'consign_e2e';

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

async function dropE2eDatabases(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const s of SERVICE_NAMES) await client.query(`DROP DATABASE IF EXISTS "${E2E_NAMESPACE}_${s}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function e2e(env: NodeJS.ProcessEnv, databaseUrl: string, redisUrl: string): Promise<Counts> {
  if (!run('npm', ['run', 'build', '-w', 'frontend'], env)) return { passed: 0, failed: 1, skipped: 0 };
  const chromium = await ensureChromium(log);
  // Every e2e run starts from empty databases of its own, so it never depends on or touches dev data.
  await dropE2eDatabases(databaseUrl);
  const port = Number(process.env.E2E_PORT ?? 18080);
  const stack = await startStack({
    databaseUrl,
    redisUrl,
    port,
    namespace: E2E_NAMESPACE,
    logDir: path.join(ROOT, '.data', 'e2e-logs'),
    log,
  });
  try {
    const seeded = run('node', ['services/identity/dist/cli/seed-demo.js'], { ...env, DB_NAME: `${E2E_NAMESPACE}_identity` });
    if (!seeded) return { passed: 0, failed: 1, skipped: 0 };
    const report = path.join(RESULTS, 'playwright.json');
    run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
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

/** `npm test`: servers, type-check, unit + integration (jest), then end-to-end (Playwright) against a fresh stack. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  const only = values.only as 'unit' | 'int' | 'e2e' | undefined;
  const infra = await ensureInfra({ log });
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: infra.databaseUrl, REDIS_URL: infra.redisUrl };
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });

  const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
  const add = (c: Counts) => {
    totals.passed += c.passed;
    totals.failed += c.failed;
    totals.skipped += c.skipped;
  };

  if (!run('npx', ['tsc', '-b'], env)) add({ passed: 0, failed: 1, skipped: 0 });
  else {
    if (only !== 'e2e') {
      const report = path.join(RESULTS, 'jest.json');
      const projects = only ? ['--selectProjects', only] : [];
      run('npx', ['jest', '--ci', ...projects, '--json', `--outputFile=${report}`], env);
      add(jestCounts(report));
    }
    if (!only || only === 'e2e') add(await e2e(env, infra.databaseUrl, infra.redisUrl));
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
