import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ensureInfra } from './infra';
import { seedDemo } from './seed/seed';
import { ROOT, startStack } from './stack';

const log = (line: string) => console.log(`[consign] ${line}`);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
}

/** `npm start`: servers, build, migrate + seed, every service and the gateway; Ctrl+C stops them. */
async function main(): Promise<void> {
  const infra = await ensureInfra({ log });
  run('npx', ['tsc', '-b']);
  run('npm', ['run', 'build', '-w', 'frontend']);

  const port = Number(process.env.PORT ?? 8080);
  const stack = await startStack({
    databaseUrl: infra.databaseUrl,
    redisUrl: infra.redisUrl,
    kafkaBrokers: infra.kafkaBrokers,
    port,
    namespace: 'consign',
    logDir: path.join(ROOT, '.data', 'logs'),
    log,
  });
  await seedDemo({
    gatewayUrl: stack.url,
    namespace: 'consign',
    databaseUrl: infra.databaseUrl,
    redisUrl: infra.redisUrl,
    env: process.env,
    log,
  });

  log('');
  log(`Consign is running at ${stack.url}`);
  log(`Service logs: ${path.join('.data', 'logs')}/<service>.log — Ctrl+C stops everything.`);

  const shutdown = () => {
    log('stopping…');
    stack.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  console.error(`[consign] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
