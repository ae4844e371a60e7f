import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const ZONES = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo'];

// The calendar must not depend on the server's zone: the whole calendar suite runs again in a process per TZ
// (a zone set inside a running jest worker would leak into other test files).
test.each(ZONES)(
  'the calendar suite passes with TZ=%s',
  (zone) => {
    const run = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/jest/bin/jest.js'),
        'services/deliveries/test/calendar.test.ts',
        '--selectProjects',
        'unit',
        '--runInBand',
      ],
      { cwd: ROOT, env: { ...process.env, TZ: zone }, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`TZ=${zone}\n${run.stderr}`);
    expect(run.stderr).toMatch(/Tests:\s+\d+ passed/);
  },
  60_000,
);
