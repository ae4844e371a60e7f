/// <reference lib="dom" />
// The function given to waitForFunction runs in the browser, where the DOM is.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** The WCAG 2.2 A/AA rules the issue names; best practices are advice, not a failure. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails when axe-core finds a serious or critical violation on the screen as it stands. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Answers still on their way re-render the screen (a button enabled by its data fades to its colour) while axe
  // reads it: first the page's requests settle, for at most 5 s (a test may hold a request on purpose).
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // antd fades dialogs and buttons in: a colour read mid-transition is not the screen's colour. A spinner's
  // animation never ends, so only animations that finish are waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help} — ${v.nodes
          .slice(0, 3)
          // The check's own words say why (for contrast: both colours and the ratio).
          .map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? n.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
  expect(blocking, `axe-core on ${screen}`).toEqual([]);
}

/**
 * The suite's test: fails on any console warning or error the page prints (React, antd deprecations) and on any
 * uncaught page error. A refused request is part of many tests (bad input, wrong password), so the browser's own
 * 'Failed to load resource' line for a 4xx answer is not the app's warning and is left out.
 */
export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ page }, use, testInfo) => {
      const printed: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'warning' && message.type() !== 'error') return;
        if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
        printed.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => printed.push(`pageerror: ${error.message}`));
      await use();
      expect(printed, 'console warnings and errors').toEqual([]);
      // Every test also ends with an axe-core look at the screen it leaves (snap() checks the ones on the way).
      if (page.url().startsWith('http')) await expectAccessible(page, `the end of '${testInfo.title}'`);
    },
    { auto: true },
  ],
});

export { expect };
