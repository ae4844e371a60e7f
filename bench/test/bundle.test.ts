import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portalBundle, staffBundle } from '../src/bundle';

// The bundle budgets (issues 8 and 10) pinned by the unit tests, not only by the bench: the code splitting and the two
// tricks that hold them (vite.config's lazy Tabs in antd's Card, app/location.ts instead of react-router at the
// top level) stay only while a build meets them.
const dist = mkdtempSync(path.join(tmpdir(), 'consign-bundle-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

test('a production build meets the sign-in and seller portal budgets, with no staff area in either', () => {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: path.join(__dirname, '..', '..', 'frontend'),
    encoding: 'utf8',
    // jest sets NODE_ENV=test, which would build React's development bundles.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
  const rows = [...staffBundle(dist), ...portalBundle(dist)].filter((row) => row.target);
  expect(rows.filter((row) => !row.met)).toEqual([]);
  expect(rows.map((row) => row.name)).toEqual([
    'sign-in initial JS (gzip)',
    'staff areas in the sign-in bundle',
    'seller portal initial JS (gzip, entry + SellerPortal)',
    'staff shell in the seller portal bundle',
  ]);
}, 180_000);
