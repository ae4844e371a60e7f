import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DATA_DIR = path.resolve(__dirname, '..', '.data');

/**
 * The SIGNING_SECRET of the stacks this checkout starts (`npm start`, e2e, bench, chaos): the environment's,
 * else a random one made on the first run and kept in `<dir>/signing-secret` (.data/, never in the
 * repository; mode 600), so signed links survive a restart. The services refuse the published default
 * unless NODE_ENV is development or test.
 */
export function localSigningSecret(dir: string = DATA_DIR, env: NodeJS.ProcessEnv = process.env): string {
  if (env.SIGNING_SECRET) return env.SIGNING_SECRET;
  const file = path.join(dir, 'signing-secret');
  mkdirSync(dir, { recursive: true });
  try {
    // 'wx': when two stacks start at once, the first file written wins and both read it.
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}
