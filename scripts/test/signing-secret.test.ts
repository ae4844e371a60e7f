import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localSigningSecret } from '../signing-secret';

let root: string;
beforeEach(() => (root = mkdtempSync(path.join(tmpdir(), 'signing-secret-'))));
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('the first run makes a long random secret in <dir>/signing-secret, readable by its owner only', () => {
  const dir = path.join(root, 'nested', '.data');
  const secret = localSigningSecret(dir, {});
  expect(secret.length).toBeGreaterThanOrEqual(32);
  const file = path.join(dir, 'signing-secret');
  expect(readFileSync(file, 'utf8').trim()).toBe(secret);
  expect(statSync(file).mode & 0o777).toBe(0o600);
});

test('the next run reuses it, so signed links survive a restart; another checkout gets its own', () => {
  const dir = path.join(root, '.data');
  const first = localSigningSecret(dir, {});
  expect(localSigningSecret(dir, {})).toBe(first);
  expect(localSigningSecret(path.join(root, 'other'), {})).not.toBe(first);
});

test('SIGNING_SECRET from the environment wins, and no file is written for it', () => {
  const dir = path.join(root, '.data');
  expect(localSigningSecret(dir, { SIGNING_SECRET: 'an-operator-chosen-secret-0123456789' })).toBe('an-operator-chosen-secret-0123456789');
  expect(() => statSync(path.join(dir, 'signing-secret'))).toThrow(/ENOENT/);
  // With a file already there, the environment still wins.
  const kept = localSigningSecret(dir, {});
  expect(localSigningSecret(dir, { SIGNING_SECRET: 'an-operator-chosen-secret-0123456789' })).not.toBe(kept);
});
