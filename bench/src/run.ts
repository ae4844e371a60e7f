import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInfra } from '../../scripts/infra';
import { ROOT, startStack } from '../../scripts/stack';
import { catalogBench } from './catalog';
import { deliveriesBench } from './deliveries';
import { gatewayOverhead } from './gateway-overhead';
import { ledgerBench } from './ledger';
import { peakMemory } from './memory';
import { portalBundle, productsLcp, staffBundle } from './bundle';
import { renderMarkdown, type BenchRow } from './report';

const log = (line: string) => console.log(`[bench] ${line}`);

/** `npm run bench`: builds nothing (run `npm run build` first, as npm start does), starts a stack of its own, measures, writes results. */
async function main(): Promise<void> {
  const infra = await ensureInfra({ log });
  const stack = await startStack({
    databaseUrl: infra.databaseUrl,
    redisUrl: infra.redisUrl,
    port: Number(process.env.BENCH_PORT ?? 28080),
    namespace: 'consign_bench',
    logDir: path.join(ROOT, '.data', 'bench-logs'),
    log,
  });
  const rows: BenchRow[] = [];
  rows.push(...portalBundle(undefined, log));
  rows.push(...staffBundle(undefined, log));
  try {
    rows.push(...(await gatewayOverhead(stack, log)));
    rows.push(
      ...(await catalogBench(stack, { databaseUrl: infra.databaseUrl, redisUrl: infra.redisUrl, namespace: 'consign_bench' }, log)),
    );
    rows.push(...(await deliveriesBench(stack, log, { databaseUrl: infra.databaseUrl, namespace: 'consign_bench' })));
    rows.push(...(await ledgerBench(stack, { namespace: 'consign_bench', databaseUrl: infra.databaseUrl, redisUrl: infra.redisUrl }, log)));
    // After the catalog bench: the demo account exists and /products is measured at 100,000 products.
    rows.push(...(await productsLcp(stack, log)));
    rows.push(...peakMemory(stack));
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
}

main().catch((err: unknown) => {
  console.error(`[bench] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});
