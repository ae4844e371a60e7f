import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fuzzMarkdown, runFuzz } from './hardening/fuzz-engine';
import { startFuzzTarget } from './hardening/fuzz-target';
import { clearStackKeys } from './hardening/harness';
import { ensureInfra } from './infra';
import { ROOT } from './stack';

const log = (line: string) => console.log(`[fuzz] ${line}`);

/**
 * `npm run test:fuzz`: the whole input-hardening pass (every case of every route, large bodies and uploads
 * included) against every service and the gateway; prints the counts, writes bench/results/fuzz.md and
 * exits non-zero on any violation. `-- --cases N` samples N cases per route instead.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { cases: { type: 'string' }, seed: { type: 'string' } } });
  const infra = await ensureInfra({ log });
  const namespace = process.env.FUZZ_NAMESPACE ?? 'consign_e2e_hardening_fuzz';
  const target = await startFuzzTarget({
    serverUrl: infra.databaseUrl,
    redisUrl: infra.redisUrl,
    kafkaBrokers: infra.kafkaBrokers,
    namespace,
  });
  let failed = true;
  try {
    const report = await runFuzz(target, {
      large: true,
      ...(values.cases ? { casesPerRoute: Number(values.cases) } : {}),
      seed: Number(values.seed ?? 1),
      log,
    });
    const markdown = fuzzMarkdown(report);
    const file = path.join(ROOT, 'bench', 'results', 'fuzz.md');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, markdown);
    console.log(`\n${markdown}`);
    log(`written to ${path.relative(ROOT, file)}`);
    failed = report.violations.length > 0;
  } finally {
    await target.stop();
    await clearStackKeys(infra.redisUrl, namespace);
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(`[fuzz] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});
