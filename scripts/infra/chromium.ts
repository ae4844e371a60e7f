import { existsSync } from 'node:fs';
import { aptInstall } from './apt';

const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium for the end-to-end tests; nothing downloads a browser of its own. */
export async function ensureChromium(log: (line: string) => void = console.log): Promise<string> {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (!existsSync(CHROMIUM)) aptInstall(['chromium'], 'the end-to-end tests drive Chromium', log);
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}`);
  return CHROMIUM;
}
