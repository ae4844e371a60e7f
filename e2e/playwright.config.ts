import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser. The stack is started by scripts/test.ts (npm test).
export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  workers: 1,
  retries: 0,
  reporter: 'list',
  // Every test ends with an axe-core pass (and snap() runs one per screen) on a machine shared with other suites.
  timeout: 120_000,
  use: {
    baseURL: process.env.CONSIGN_URL ?? 'http://127.0.0.1:8080',
    screenshot: 'only-on-failure',
    // An English browser: the SPEC's texts. The language spec opens its own Norwegian contexts.
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
});
