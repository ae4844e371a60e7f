import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = path.resolve(__dirname, '..', '.data', 'signing-secret');

/**
 * The SIGNING_SECRET of the stacks this checkout starts (`npm start`, e2e, bench, chaos): the environment's,
 * else a random one made on the first run and kept in .data/ (never in the repository), so signed links
 * survive a restart. The services refuse the published default outside development.
 */
export function localSigningSecret(): string {
  if (process.env.SIGNING_SECRET) return process.env.SIGNING_SECRET;
  mkdirSync(path.dirname(SECRET_FILE), { recursive: true });
  try {
    // 'wx': when two stacks start at once, the first file written wins and both read it.
    writeFileSync(SECRET_FILE, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(SECRET_FILE, 'utf8').trim();
}
