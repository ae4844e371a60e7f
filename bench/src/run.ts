import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DATA_ROOT, ensureChromium, ensureInfra } from '../../scripts/infra';
import { ROOT, startStack } from '../../scripts/stack';
import { catalogBench } from './catalog';
import { deliveriesBench } from './deliveries';
import { gatewayOverhead } from './gateway-overhead';
import { productExportBench, sellerImportBench } from './imports';
import { ledgerBench } from './ledger';
import { brokerPeakMemory, peakMemory } from './memory';
import { fillTransactions, portalBundle, productsLcp, staffBundle, transactionsTabPaint } from './bundle';
import { sellerPickerInChromium } from './picker';
import { reconciliationRound, BENCH_STACK_ENV } from './reconciliation';
import { renderMarkdown, type BenchRow } from './report';
import { salesBench } from './sales';

const log = (line: string) => console.log(`[bench] ${line}`);
// Its own databases and bus namespace, so a bench beside other stacks on the machine touches none of theirs.
const NAMESPACE = process.env.BENCH_NAMESPACE ?? 'consign_bench';

/**
 * `npm run bench`: builds nothing (run `npm run build` first, as npm start does), starts a stack of its own,
 * measures, writes results. `-- --only ledger,peak memory` runs only the sections named.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  const only = values.only?.split(',').map((s) => s.trim());
  const infra = await ensureInfra({ log });
  process.env.CHROMIUM_PATH = await ensureChromium(log);
  const stack = await startStack({
    databaseUrl: infra.databaseUrl,
    redisUrl: infra.redisUrl,
    kafkaBrokers: infra.kafkaBrokers,
    port: Number(process.env.BENCH_PORT ?? 28080),
    namespace: NAMESPACE,
    logDir: path.join(ROOT, '.data', 'bench-logs'),
    log,
    env: BENCH_STACK_ENV,
  });
  const rows: BenchRow[] = [];
  let failed = 0;
  /** One section's rows, printed as soon as it ends; a section that throws is a row of its own and the rest still run. */
  const section = async (name: string, run: () => BenchRow[] | Promise<BenchRow[]>) => {
    if (only && !only.includes(name)) return;
    try {
      const got = await run();
      rows.push(...got);
      for (const r of got) log(`  ${r.name}: ${r.value}${r.target ? ` (target ${r.target}: ${r.met ? 'met' : 'NOT met'})` : ''}`);
    } catch (err) {
      failed += 1;
      const message = err instanceof Error ? err.message : String(err);
      rows.push({ name, value: `failed: ${message.split('\n')[0]}`, met: false });
      log(`${name} failed: ${err instanceof Error ? (err.stack ?? message) : message}`);
    }
  };
  const db = { databaseUrl: infra.databaseUrl, redisUrl: infra.redisUrl, kafkaBrokers: infra.kafkaBrokers, namespace: NAMESPACE };
  await section('seller portal bundle', () => portalBundle(undefined, log));
  await section('staff bundle', () => staffBundle(undefined, log));
  try {
    await section('gateway overhead', () => gatewayOverhead(stack, log));
    await section('catalog', () => catalogBench(stack, db, log));
    // After the catalog bench, at its volume.
    await section('reconciliation', () => reconciliationRound(stack, db, log));
    await section('deliveries', () => deliveriesBench(stack, log, db));
    await section('ledger', () => ledgerBench(stack, db, log));
    await section('sales', () => salesBench(stack, db, log));
    // After the catalog bench: the demo account exists and the list pages are measured at its volume.
    await section('LCP', async () => [
      ...(await productsLcp(stack, log)),
      await transactionsTabPaint(stack, await fillTransactions(db), log),
    ]);
    await section('LCP', () => sellerPickerInChromium(stack, db, log));
    await section('peak memory', () => [...peakMemory(stack), ...brokerPeakMemory(DATA_ROOT, infra.kafkaBrokers)]);
    // After the peak memory rows, which a million-row export would otherwise colour.
    await section('import', () => sellerImportBench(stack, db, log));
    await section('export', () => productExportBench(stack, db, log));
  } finally {
    await stack.stop();
  }
  const dir = path.join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(path.join(dir, `${stamp}.json`), JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
  const markdown = renderMarkdown(rows);
  writeFileSync(path.join(dir, 'latest.md'), markdown);
  console.log(`\n${markdown}`);
  log(`written to bench/results/${stamp}.json and bench/results/latest.md`);
  if (failed > 0) {
    log(`${failed} section(s) failed`);
    process.exitCode = 1;
  }
}

// Exits once the results are written: a section's clients (kafkajs reconnect timers among them) kept the
// process alive for minutes after the stack had stopped.
main().then(
  () => process.exit(),
  (err: unknown) => {
    console.error(`[bench] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  },
);
